import { useAppSelector } from '../../app/hooks';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Spinner } from '../../shared/ui/Spinner';
import { selectUser } from '../auth/authSlice';
import { AlreadyOwned } from './AlreadyOwned';
import { checkoutStep } from './checkout';
import { CHECKOUT_NOUN, type CheckoutItem } from './checkoutItem';
import { CheckoutComplete } from './CheckoutComplete';
import { CheckoutForm } from './CheckoutForm';
import { useCheckoutOwnership } from './useCheckoutOwnership';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * The panel beside the order summary, for a signed-in buyer: already owned,
 * the form, or the confirmation once the order is recorded (see `checkoutStep`).
 */
export function CheckoutPanel({ item }: { item: CheckoutItem }) {
  const user = useAppSelector(selectUser);
  const ownership = useCheckoutOwnership(item);
  const { placeOrder, busy, completed } = usePlaceOrder(item);
  const noun = CHECKOUT_NOUN[item.kind];

  switch (checkoutStep({ orders: ownership.orders, owned: ownership.owned, completed })) {
    case 'checkingOrders':
      return <Spinner label="Checking your library…" />;
    case 'ordersFailed':
      return (
        <LoadFailure
          message={`We could not check whether you already own this ${noun}.`}
          onRetry={ownership.retry}
          retrying={ownership.retrying}
        />
      );
    case 'owned':
      return <AlreadyOwned item={item} />;
    case 'complete':
      return <CheckoutComplete item={item} />;
    case 'form':
      return (
        <CheckoutForm price={item.price} noun={noun} buyer={user} busy={busy} onSubmit={() => void placeOrder()} />
      );
  }
}
