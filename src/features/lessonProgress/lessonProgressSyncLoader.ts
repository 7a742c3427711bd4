import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { registerSyncOnFirstWork, type QueueTriggers } from '../../lib/syncOnFirstWork';
import { signedInBy } from '../auth/authSlice';
import { lessonPositionRecorded, lessonProgressFlushRequested } from './lessonProgressSlice';

/** The actions that give the sync work, here so its loader and the sync answer to the same ones. */
export const lessonProgressTriggers: QueueTriggers = {
  recorded: lessonPositionRecorded.match,
  flushRequested: lessonProgressFlushRequested.match,
  signedInBy,
};

/**
 * Loads the lesson-progress sync (lessonProgressSync.ts and the endpoints it calls) the first time it has work:
 * a moment recorded, a flush asked for, or someone signed in. lib/syncOnFirstWork.ts says why it waits.
 */
export function registerLessonProgressSync(listeners: ListenerMiddlewareInstance): void {
  registerSyncOnFirstWork(
    listeners,
    lessonProgressTriggers,
    async () => (await import('./lessonProgressSync')).lessonProgressSync,
  );
}
