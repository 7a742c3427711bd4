import { useAppSelector } from '../../app/hooks';
import { loadableFrom } from '../../lib/loadable';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Spinner } from '../../shared/ui/Spinner';
import { selectUser } from '../auth/authSlice';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectIsOwned } from '../orders/ordersSelectors';
import type { Product } from '../products/products';
import { AlreadyOwned } from './AlreadyOwned';
import { checkoutStep } from './checkout';
import { CheckoutComplete } from './CheckoutComplete';
import { CheckoutForm } from './CheckoutForm';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * The panel beside the order summary, for a signed-in reader: already owned,
 * the form, or the confirmation once the order is recorded (see `checkoutStep`).
 */
export function CheckoutPanel({ product }: { product: Product }) {
  const user = useAppSelector(selectUser);
  const orders = useGetOrdersQuery();
  const owned = useAppSelector((state) => selectIsOwned(state, product.id));
  const { placeOrder, busy, completed } = usePlaceOrder(product.id);

  const step = checkoutStep({ orders: loadableFrom(orders, (list) => list).status, owned, completed });

  switch (step) {
    case 'checkingOrders':
      return <Spinner label="Checking your library…" />;
    case 'ordersFailed':
      return (
        <LoadFailure
          message="We could not check whether you already own this ebook."
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      );
    case 'owned':
      return <AlreadyOwned product={product} />;
    case 'complete':
      return <CheckoutComplete product={product} />;
    case 'form':
      return <CheckoutForm price={product.price} buyer={user} busy={busy} onSubmit={() => void placeOrder()} />;
  }
}
