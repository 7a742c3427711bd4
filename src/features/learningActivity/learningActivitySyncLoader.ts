import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork, type QueueTriggers } from '../../lib/syncOnFirstWork';
import { signedInBy } from '../auth/authSlice';
import { learningActive, learningMinutesFlushRequested } from './learningActivitySlice';

/** The actions that give the sync work, here so its loader and the sync answer to the same ones. */
export const learningActivityTriggers: QueueTriggers = {
  recorded: learningActive.match,
  flushRequested: learningMinutesFlushRequested.match,
  signedInBy,
};

/**
 * Loads the learning-minutes sync (learningActivitySync.ts and the endpoints it calls) the first time it has
 * work: activity recorded, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerLearningActivitySync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    learningActivityTriggers,
    async () => (await import('./learningActivitySync')).learningActivitySync,
  );
}
