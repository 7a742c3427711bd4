import { useAppDispatch } from '../../app/hooks';
import { useCheckoutMutation } from '../orders/ordersApi';
import { toastRaised } from '../toasts/toastsSlice';
import { CHECKOUT_COMPLETE_MESSAGE, checkoutFailureMessage } from './checkout';

/**
 * Records the order through the demo checkout (docs/product.md#checkout-is-a-demo-that-completes: checkout_demo on
 * the server, which takes no payment). Only the product's id is sent; the
 * form's card fields never reach this hook. Success and failure are each
 * announced with an alert.
 */
export function usePlaceOrder(productId: number) {
  const dispatch = useAppDispatch();
  const [checkout, { isLoading, isSuccess }] = useCheckoutMutation();

  async function placeOrder() {
    const result = await checkout(productId);
    if (result.error) dispatch(toastRaised('danger', checkoutFailureMessage(result.error)));
    else dispatch(toastRaised('success', CHECKOUT_COMPLETE_MESSAGE));
  }

  return { placeOrder, busy: isLoading, completed: isSuccess };
}
