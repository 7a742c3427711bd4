import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { sessionChanged } from '../auth/authSlice';
import { readingPageShown, readingProgressFlushRequested } from './readingProgressSlice';

/**
 * Loads the reading-progress sync (readingProgressSync.ts and the endpoints
 * it calls) the first time it has work: a page shown, a flush asked for, or
 * someone signed in (not a visitor's start, which reports no one signed in:
 * the first screen's own downloads go first). Until then it stays out of the
 * code every first visit downloads ("/" has a size budget). The sync works from the queue in the
 * store, so nothing that happens while it loads is lost: its first send
 * takes everything queued by then.
 */
export function registerReadingProgressSync(listeners: ListenerMiddlewareInstance): void {
  listeners.startListening({
    predicate: (action) =>
      isAnyOf(readingPageShown, readingProgressFlushRequested)(action) ||
      (sessionChanged.match(action) && action.payload !== null),
    effect: async (action, { getState, dispatch, unsubscribe }) => {
      unsubscribe();
      const sync = await import('./readingProgressSync');
      sync.startReadingProgressSync(listeners);
      await sync.sendQueuedAfter(
        action,
        getState as Parameters<typeof sync.sendQueuedAfter>[1],
        dispatch as Parameters<typeof sync.sendQueuedAfter>[2],
      );
    },
  });
}
