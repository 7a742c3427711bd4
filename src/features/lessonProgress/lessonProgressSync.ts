import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LESSON_SAVE_INTERVAL_MS } from '../../config/constants';
import type { api } from '../../lib/api';
import { answerOnce, sendingInTurn, unsentOwnedBy, type PositionQueue } from '../../lib/positionQueue';
import { loadedSync } from '../../lib/queueSync';
import type { AuthState } from '../auth/authSlice';
import type { LessonPosition } from './lessonProgress';
import { lessonProgressApi } from './lessonProgressApi';
import {
  lessonPositionRefused,
  lessonPositionSaved,
  selectLessonProgress,
  type LessonProgressState,
} from './lessonProgressSlice';
import { lessonProgressTriggers } from './lessonProgressSyncLoader';

/**
 * Sending lesson positions to the server, in listener middleware as reading positions are
 * (features/readingProgress/readingProgressSync.ts): the queue is sent whatever screen is open, and a save
 * outlives the player being closed. A playing lesson records a moment every second, so saves are spaced (at most
 * one per LESSON_SAVE_INTERVAL_MS) rather than debounced, which would never send while it plays.
 */

interface SyncState {
  api: ReturnType<typeof api.reducer>;
  auth: AuthState;
  lessonProgress?: LessonProgressState;
}
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

/** The learner's queue (lessonProgressSlice's `unsent`), as lib/positionQueue.ts sends it. */
function lessonQueue(getState: () => SyncState, dispatch: SyncDispatch): PositionQueue<LessonPosition> | null {
  const userId = getState().auth.user?.id;
  if (!userId) return null;
  return {
    waiting: () => unsentOwnedBy(userId, selectLessonProgress(getState()), getState().auth.user?.id),
    positionOf: (lessonId) => selectLessonProgress(getState()).positions[String(lessonId)],
    save: (position) => answerOnce(dispatch(lessonProgressApi.endpoints.saveLessonPosition.initiate(position))),
    saved: (_lessonId, sent, stored) => dispatch(lessonPositionSaved({ userId, sent, stored })),
    // 404: the lesson no longer exists (save_lesson_position's PT404); 403: a premium lesson not owned.
    refused: (lessonId, lessonGone) => dispatch(lessonPositionRefused({ userId, lessonId, lessonGone })),
  };
}

let lastSentAt = Number.NEGATIVE_INFINITY;

/** How long a recorded moment waits before it is sent: until LESSON_SAVE_INTERVAL_MS after the last send. */
export const waitBeforeSending = (lastSent: number, now: number): number =>
  Math.max(0, lastSent + LESSON_SAVE_INTERVAL_MS - now);

/** A playing lesson is saved at most once per interval; a pause, a flush or a sign-in sends at once. */
export const lessonProgressSync = loadedSync<() => SyncState, SyncDispatch>({
  ...lessonProgressTriggers,
  timing: 'gather',
  waitMs: () => waitBeforeSending(lastSentAt, Date.now()),
  send: sendingInTurn((getState, dispatch) => {
    lastSentAt = Date.now();
    return lessonQueue(getState, dispatch);
  }),
});
