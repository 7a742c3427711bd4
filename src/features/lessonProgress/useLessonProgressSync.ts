import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFlushWhenLeaving } from '../../shared/hooks/useFlushWhenLeaving';
import { useLazySubscription } from '../../shared/hooks/useLazySubscription';
import { selectIsSignedIn } from '../auth/authSlice';
import { lessonProgressFlushRequested } from './lessonProgressSlice';

/**
 * Keeps lesson progress in step with the server for as long as the app runs (mounted once, by the app shell), as
 * useReadingProgressSync does for books: the signed-in learner's positions are loaded (again on focus and on
 * reconnect, so a lesson watched on another device shows on the course page), and queued positions are sent when
 * the network returns and when the page is hidden or left. The endpoints are imported once someone is signed in.
 */
export function useLessonProgressSync(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);

  useLazySubscription(signedIn, async () => {
    const { lessonProgressApi } = await import('./lessonProgressApi');
    // The request is a thenable: handed back as it is, an async function would wait for its answer.
    const request = dispatch(
      lessonProgressApi.endpoints.getLessonProgress.initiate(undefined, {
        subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true },
      }),
    );
    return { unsubscribe: () => request.unsubscribe() };
  });

  useFlushWhenLeaving(() => void dispatch(lessonProgressFlushRequested()));
}
