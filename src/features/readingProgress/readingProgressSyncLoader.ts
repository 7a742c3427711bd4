import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork, type QueueTriggers } from '../../lib/syncOnFirstWork';
import { signedInBy } from '../auth/authSlice';
import { readingPageShown, readingProgressFlushRequested } from './readingProgressSlice';

/** The actions that give the sync work, here so its loader and the sync answer to the same ones. */
export const readingProgressTriggers: QueueTriggers = {
  recorded: readingPageShown.match,
  flushRequested: readingProgressFlushRequested.match,
  signedInBy,
};

/**
 * Loads the reading-progress sync (readingProgressSync.ts and the endpoints it calls) the first time it has
 * work: a page shown, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerReadingProgressSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    readingProgressTriggers,
    async () => (await import('./readingProgressSync')).readingProgressSync,
  );
}
