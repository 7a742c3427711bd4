import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/authSlice';
import { readingProgressFlushRequested } from './readingProgressSlice';

/**
 * Keeps reading progress in step with the server for as long as the app runs
 * (mounted once, by the app shell): the signed-in reader's positions are
 * loaded (again on focus and on reconnect, so a book read on another device
 * shows in "Continue reading"), and queued positions are sent when the
 * network returns and when the page is hidden or left. A beacon cannot carry
 * the session's token, so leaving sends the save at once instead of after the
 * debounce. The endpoints are imported when someone is signed in, not
 * before: a visitor's first visit does not download them.
 */
export function useReadingProgressSync(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    let subscription: { unsubscribe(): void } | null = null;
    let mounted = true;
    void import('./readingProgressApi').then(({ readingProgressApi }) => {
      if (!mounted) return;
      subscription = dispatch(
        readingProgressApi.endpoints.getReadingProgress.initiate(undefined, {
          subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true },
        }),
      );
    });
    return () => {
      mounted = false;
      subscription?.unsubscribe();
    };
  }, [dispatch, signedIn]);

  useEffect(() => {
    const flush = () => void dispatch(readingProgressFlushRequested());
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [dispatch]);
}
