import { BookCheck } from 'lucide-react';
import { CHECKOUT_NOUN, checkoutLinks, type CheckoutItem } from './checkoutItem';
import { CheckoutLinks } from './CheckoutLinks';

/** Shown instead of the form when the buyer already owns the item: nothing to buy, straight to it. */
export function AlreadyOwned({ item }: { item: CheckoutItem }) {
  return (
    <section className="checkout__card checkout-result" aria-labelledby="checkout-owned-title">
      <BookCheck className="checkout-result__icon" aria-hidden="true" />
      <h2 id="checkout-owned-title" className="checkout__card-title">
        You already own this {CHECKOUT_NOUN[item.kind]}
      </h2>
      <p>“{item.name}” is in your library, so there is nothing to pay.</p>
      <CheckoutLinks links={checkoutLinks(item, 'owned')} />
    </section>
  );
}
