import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork } from '../../lib/syncOnFirstWork';
import { sessionChanged } from '../auth/authSlice';
import { learningActive, learningMinutesFlushRequested } from './learningActivitySlice';

/**
 * Loads the learning-minutes sync (learningActivitySync.ts and the endpoints it calls) the first time it has
 * work: activity recorded, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerLearningActivitySync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    (action) =>
      isAnyOf(learningActive, learningMinutesFlushRequested)(action) ||
      (sessionChanged.match(action) && action.payload !== null),
    async () => {
      const sync = await import('./learningActivitySync');
      return { start: sync.startLearningActivitySync, sendQueuedAfter: sync.sendQueuedAfter };
    },
  );
}
