import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFlushWhenLeaving } from '../../shared/hooks/useFlushWhenLeaving';
import { useLazySubscription } from '../../shared/hooks/useLazySubscription';
import { selectIsSignedIn } from '../auth/authSlice';
import { readingProgressFlushRequested } from './readingProgressSlice';

/**
 * Keeps reading progress in step with the server for as long as the app runs
 * (mounted once, by the app shell): the signed-in reader's positions are
 * loaded (again on focus and on reconnect, so a book read on another device
 * shows in "Continue learning"), and queued positions are sent when the
 * network returns and when the page is hidden or left. A beacon cannot carry
 * the session's token, so leaving sends the save at once instead of after the
 * debounce. The endpoints are imported when someone is signed in, not
 * before: a visitor's first visit does not download them.
 */
export function useReadingProgressSync(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);

  useLazySubscription(signedIn, async () => {
    const { readingProgressApi } = await import('./readingProgressApi');
    // The request is a thenable: handed back as it is, an async function would wait for its answer.
    const request = dispatch(
      readingProgressApi.endpoints.getReadingProgress.initiate(undefined, {
        subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true },
      }),
    );
    return { unsubscribe: () => request.unsubscribe() };
  });

  useFlushWhenLeaving(() => void dispatch(readingProgressFlushRequested()));
}
