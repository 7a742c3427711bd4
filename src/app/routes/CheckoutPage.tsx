import { ScreenPending } from './ScreenPending';

/** /checkout: being built (issue #6). */
export function CheckoutPage() {
  return <ScreenPending title="Checkout" />;
}
