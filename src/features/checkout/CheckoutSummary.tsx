import type { ReactNode } from 'react';
import { priceLabel, type Product } from '../products/products';

interface CheckoutSummaryProps {
  product: Product;
  /** The ebook's cover (the route passes the products feature's ProductCover). */
  cover: ReactNode;
}

/** What is being bought: cover, name, category and price ("Free", or e.g. "23$"). */
export function CheckoutSummary({ product, cover }: CheckoutSummaryProps) {
  return (
    <section className="checkout__card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout__card-title">
        Your order
      </h2>
      <div className="checkout-summary__item">
        <div className="checkout-summary__cover">{cover}</div>
        <div className="checkout-summary__details">
          <p className="checkout-summary__category">{product.category}</p>
          <p className="checkout-summary__name">{product.name}</p>
          <p className="checkout-summary__price">
            <span className="visually-hidden">Price: </span>
            {priceLabel(product.price)}
          </p>
        </div>
      </div>
    </section>
  );
}
