import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import type { Product } from '../products/products';
import { CHECKOUT_COMPLETE_MESSAGE } from './checkout';

/**
 * The confirmation that replaces the form once the order is recorded. It takes
 * focus when it appears, since the button that was pressed is gone.
 */
export function CheckoutComplete({ product }: { product: Product }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="checkout__card checkout-result" aria-labelledby="checkout-complete-title">
      <CircleCheckBig className="checkout-result__icon" aria-hidden="true" />
      <h2 id="checkout-complete-title" ref={headingRef} className="checkout__card-title" tabIndex={-1}>
        {CHECKOUT_COMPLETE_MESSAGE}
      </h2>
      <p>“{product.name}” is now in your library. No payment was taken.</p>
      <div className="checkout-result__actions">
        <Link className={buttonClassName()} to={paths.reader.href(product.id)}>
          Read Book
        </Link>
        <Link className={buttonClassName('secondary')} to={paths.ebook.href(product.id)}>
          Back to the ebook
        </Link>
      </div>
    </section>
  );
}
