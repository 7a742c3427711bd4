import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork } from '../../lib/syncOnFirstWork';
import { sessionChanged } from '../auth/authSlice';
import { lessonPositionRecorded, lessonProgressFlushRequested } from './lessonProgressSlice';

/**
 * Loads the lesson-progress sync (lessonProgressSync.ts and the endpoints it calls) the first time it has work:
 * a moment recorded, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerLessonProgressSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    (action) =>
      isAnyOf(lessonPositionRecorded, lessonProgressFlushRequested)(action) ||
      (sessionChanged.match(action) && action.payload !== null),
    async () => {
      const sync = await import('./lessonProgressSync');
      return { start: sync.startLessonProgressSync, sendQueuedAfter: sync.sendQueuedAfter };
    },
  );
}
