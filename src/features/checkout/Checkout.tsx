import type { ReactNode } from 'react';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { productLoadFailureMessage, type ItemLoad } from '../products/productLoad';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import { Spinner } from '../../shared/ui/Spinner';
import type { CheckoutKind } from '../../config/paths';
import { CHECKOUT_NOUN, type CheckoutItem } from './checkoutItem';
import { CheckoutPanel } from './CheckoutPanel';
import { CheckoutSummary } from './CheckoutSummary';
import { SignInToCheckout } from './SignInToCheckout';
import './Checkout.css';

interface CheckoutProps {
  /** What is being bought: an ebook or a course. */
  kind: CheckoutKind;
  /** The item being bought, as the page loads it (an id that names none is the page's to answer). */
  load: Exclude<ItemLoad<CheckoutItem>, { status: 'unknown' }>;
  /** Draws the item's picture (the route passes productUi's ProductCover or VideoThumbnail). */
  renderCover: (item: CheckoutItem) => ReactNode;
  /** Shows `panel` to a signed-in reader, `prompt` in its place to a visitor (the route passes auth's RequireSignIn). */
  requireSignIn: (panel: ReactNode, prompt: ReactNode) => ReactNode;
}

/**
 * The checkout of one ebook or course: its summary beside the panel that buys it, which
 * asks a visitor to sign in first (the order is the buyer's own). A load that
 * failed says so with Retry (docs/product.md#failures-are-visible).
 */
export function Checkout({ kind, load, renderCover, requireSignIn }: CheckoutProps) {
  const online = useOnlineStatus();
  const noun = CHECKOUT_NOUN[kind];
  switch (load.status) {
    case 'failed':
      return (
        <LoadFailure message={productLoadFailureMessage(online, kind)} onRetry={load.retry} retrying={load.retrying} />
      );
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
          <Spinner label={`Loading the ${noun}…`} />
        </div>
      );
    case 'ready':
      return (
        <div className="checkout">
          <CheckoutSummary item={load.data} cover={renderCover(load.data)} />
          {requireSignIn(<CheckoutPanel item={load.data} />, <SignInToCheckout noun={noun} />)}
        </div>
      );
  }
}
