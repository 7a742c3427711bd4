import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork } from '../../lib/syncOnFirstWork';
import { sessionChanged } from '../auth/authSlice';
import { readingPageShown, readingProgressFlushRequested } from './readingProgressSlice';

/**
 * Loads the reading-progress sync (readingProgressSync.ts and the endpoints it calls) the first time it has
 * work: a page shown, a flush asked for, or someone signed in (not a visitor's start, which reports no one
 * signed in: the first screen's own downloads go first). lib/syncOnFirstWork.ts says why it waits.
 */
export function registerReadingProgressSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    (action) =>
      isAnyOf(readingPageShown, readingProgressFlushRequested)(action) ||
      (sessionChanged.match(action) && action.payload !== null),
    async () => {
      const sync = await import('./readingProgressSync');
      return { start: sync.startReadingProgressSync, sendQueuedAfter: sync.sendQueuedAfter };
    },
  );
}
