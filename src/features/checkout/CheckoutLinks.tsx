import { Link } from 'react-router-dom';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import type { CheckoutLink } from './checkoutItem';

/** The ways on from a checkout's result: the first as the main button, the rest secondary. */
export function CheckoutLinks({ links }: { links: readonly CheckoutLink[] }) {
  return (
    <div className="checkout-result__actions">
      {links.map((link, index) => (
        <Link key={link.href} className={buttonClassName(index === 0 ? 'primary' : 'secondary')} to={link.href}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
