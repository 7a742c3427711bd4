import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork, type QueueTriggers } from '../../lib/syncOnFirstWork';
import { signedInBy } from '../auth/authSlice';
import { annotationChanged, annotationsFlushRequested } from './annotationsSlice';

/** The actions that give the sync work, here so its loader and the sync answer to the same ones. */
export const annotationsTriggers: QueueTriggers = {
  recorded: annotationChanged.match,
  flushRequested: annotationsFlushRequested.match,
  signedInBy,
};

/**
 * Loads the annotations' sync (annotationsSync.ts and the endpoints it calls) the first time it has work: a change
 * made, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerAnnotationsSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    annotationsTriggers,
    async () => (await import('./annotationsSync')).annotationsSync,
  );
}
