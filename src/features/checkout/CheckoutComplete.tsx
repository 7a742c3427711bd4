import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CHECKOUT_COMPLETE_MESSAGE } from './checkout';
import { checkoutLinks, type CheckoutItem } from './checkoutItem';
import { CheckoutLinks } from './CheckoutLinks';

/**
 * The confirmation that replaces the form once the order is recorded. It takes
 * focus when it appears, since the button that was pressed is gone.
 */
export function CheckoutComplete({ item }: { item: CheckoutItem }) {
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
      <p>“{item.name}” is now in your library. No payment was taken.</p>
      <CheckoutLinks links={checkoutLinks(item, 'complete')} />
    </section>
  );
}
