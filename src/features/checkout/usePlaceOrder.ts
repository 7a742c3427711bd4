import { useAppDispatch } from '../../app/hooks';
import { useBuyCourseMutation } from '../courses/coursesApi';
import { useCheckoutMutation } from '../orders/ordersApi';
import { toastRaised } from '../toasts/toastsSlice';
import { CHECKOUT_COMPLETE_MESSAGE, checkoutFailureMessage } from './checkout';
import { CHECKOUT_NOUN, type CheckoutItem } from './checkoutItem';

/**
 * Records the order through the demo checkout (docs/product.md#checkout-is-a-demo-that-completes: checkout_demo
 * for an ebook, checkout_demo_course for a course, on the server, which takes no payment). Only the item's id
 * is sent; the form's card fields never reach this hook. Success and failure are each announced with an alert.
 */
export function usePlaceOrder(item: Pick<CheckoutItem, 'kind' | 'id'>) {
  const dispatch = useAppDispatch();
  const [buyEbook, ebookOrder] = useCheckoutMutation();
  const [buyCourse, courseOrder] = useBuyCourseMutation();
  const order = item.kind === 'course' ? courseOrder : ebookOrder;

  async function placeOrder() {
    const result = await (item.kind === 'course' ? buyCourse(item.id) : buyEbook(item.id));
    if (result.error) dispatch(toastRaised('danger', checkoutFailureMessage(result.error, CHECKOUT_NOUN[item.kind])));
    else dispatch(toastRaised('success', CHECKOUT_COMPLETE_MESSAGE));
  }

  return { placeOrder, busy: order.isLoading, completed: order.isSuccess };
}
