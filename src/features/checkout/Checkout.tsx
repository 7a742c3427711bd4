import type { ReactNode } from 'react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { Spinner } from '../../shared/ui/Spinner';
import type { Product } from '../products/products';
import { CheckoutPanel } from './CheckoutPanel';
import { CheckoutSummary } from './CheckoutSummary';
import { NoProductSelected } from './NoProductSelected';
import { useCheckoutProduct } from './useCheckoutProduct';
import './Checkout.css';

interface CheckoutProps {
  productId: number;
  /** Draws the ebook's cover (the route passes the products feature's ProductCover). */
  renderCover: (product: Product) => ReactNode;
}

/**
 * The checkout of one ebook: its summary beside the panel that buys it. An id
 * that names no ebook is "No product selected"; a load that failed says so
 * with Retry (decision 16).
 */
export function Checkout({ productId, renderCover }: CheckoutProps) {
  const load = useCheckoutProduct(productId);
  switch (load.status) {
    case 'unknown':
      return <NoProductSelected unknownId />;
    case 'failed':
      return <LoadFailure message="Failed to load product" onRetry={load.retry} retrying={load.retrying} />;
    case 'loading':
      return (
        <div className="checkout" aria-busy="true">
          <div className="checkout__card checkout-summary" aria-hidden="true">
            <Skeleton width="40%" height="1.5rem" />
            <div className="checkout-summary__item">
              <Skeleton shape="block" className="checkout-summary__cover checkout-summary__cover-skeleton" />
              <div className="checkout-summary__details">
                <Skeleton width="50%" />
                <Skeleton width="90%" />
                <Skeleton width="30%" />
              </div>
            </div>
          </div>
          <Spinner label="Loading the ebook…" />
        </div>
      );
    case 'ready':
      return (
        <div className="checkout">
          <CheckoutSummary product={load.product} cover={renderCover(load.product)} />
          <CheckoutPanel product={load.product} />
        </div>
      );
  }
}
