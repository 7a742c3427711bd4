import { useAppDispatch } from '../../app/hooks';
import { GET_EBOOK_MESSAGES, getEbookOutcome } from './primaryAction';
import { toastRaised } from '../toasts/toastsSlice';
import { ordersApi, useClaimFreeEbookMutation } from './ordersApi';

/**
 * Get Ebook, wherever it is offered (the detail screen, a library card): records the free ebook as the
 * signed-in reader's and says so; a second tab that got it first is no failure (the orders are read again);
 * a failure raises the danger alert. Resolves true when the reader now has the ebook.
 */
export function useGetFreeEbook(): { getEbook: (productId: number) => Promise<boolean>; getting: boolean } {
  const dispatch = useAppDispatch();
  const [claimFreeEbook, { isLoading: getting }] = useClaimFreeEbookMutation();
  async function getEbook(productId: number): Promise<boolean> {
    const { error } = await claimFreeEbook(productId);
    const outcome = getEbookOutcome(error);
    if (outcome === 'failed') {
      dispatch(toastRaised('danger', GET_EBOOK_MESSAGES.failed));
      return false;
    }
    if (outcome === 'alreadyOwned') dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    else dispatch(toastRaised('success', GET_EBOOK_MESSAGES.got));
    return true;
  }
  return { getEbook, getting };
}
