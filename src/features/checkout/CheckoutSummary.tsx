import type { ReactNode } from 'react';
import { priceLabel } from '../products/products';
import type { CheckoutItem } from './checkoutItem';

interface CheckoutSummaryProps {
  item: CheckoutItem;
  /** The ebook's cover or the course's thumbnail (the route passes productUi's ProductCover or VideoThumbnail). */
  cover: ReactNode;
}

/** What is being bought: cover, name, category and price ("Free", or e.g. "23$"). */
export function CheckoutSummary({ item, cover }: CheckoutSummaryProps) {
  return (
    <section className="checkout__card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout__card-title">
        Your order
      </h2>
      <div className="checkout-summary__item">
        <div className={`checkout-summary__cover checkout-summary__cover--${item.kind}`}>{cover}</div>
        <div className="checkout-summary__details">
          <p className="checkout-summary__category">{item.category}</p>
          <p className="checkout-summary__name">{item.name}</p>
          <p className="checkout-summary__price">
            <span className="visually-hidden">Price: </span>
            {priceLabel(item.price)}
          </p>
        </div>
      </div>
    </section>
  );
}
