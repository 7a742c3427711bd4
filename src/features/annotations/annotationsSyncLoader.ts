import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork } from '../../lib/syncOnFirstWork';
import { sessionChanged } from '../auth/authSlice';
import { annotationChanged, annotationsFlushRequested } from './annotationsSlice';

/**
 * Loads the annotations' sync (annotationsSync.ts and the endpoints it calls) the first time it has work: a
 * change made, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerAnnotationsSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    (action) =>
      isAnyOf(annotationChanged, annotationsFlushRequested)(action) ||
      (sessionChanged.match(action) && action.payload !== null),
    async () => {
      const sync = await import('./annotationsSync');
      return { start: sync.startAnnotationsSync, sendQueuedAfter: sync.sendQueuedAfter };
    },
  );
}
