import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LESSON_SAVE_INTERVAL_MS } from '../../config/constants';
import type { api } from '../../lib/api';
import { sendAfterLoading, startQueueSync, type QueueSync } from '../../lib/queueSync';
import {
  answerOnce,
  oneAtATime,
  sendQueuedPositions,
  unsentOwnedBy,
  type PositionQueue,
} from '../../lib/positionQueue';
import { sessionChanged, type AuthState } from '../auth/authSlice';
import type { LessonPosition } from './lessonProgress';
import { lessonProgressApi } from './lessonProgressApi';
import {
  lessonPositionRecorded,
  lessonPositionRefused,
  lessonPositionSaved,
  lessonProgressFlushRequested,
  selectLessonProgress,
  type LessonProgressState,
} from './lessonProgressSlice';

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

const inTurn = oneAtATime();
let lastSentAt = Number.NEGATIVE_INFINITY;
function sendQueuedInTurn(getState: () => SyncState, dispatch: SyncDispatch): Promise<void> {
  return inTurn(async () => {
    const queue = lessonQueue(getState, dispatch);
    lastSentAt = Date.now();
    if (queue) await sendQueuedPositions(queue);
  });
}

/** How long a recorded moment waits before it is sent: until LESSON_SAVE_INTERVAL_MS after the last send. */
export const waitBeforeSending = (lastSent: number, now: number): number =>
  Math.max(0, lastSent + LESSON_SAVE_INTERVAL_MS - now);

/** A playing lesson is saved at most once per interval; a pause, a flush or a sign-in sends at once. */
const lessonSync: QueueSync<() => SyncState, SyncDispatch> = {
  recorded: lessonPositionRecorded.match,
  flushRequested: lessonProgressFlushRequested.match,
  signedInBy: (action) => (sessionChanged.match(action) ? action.payload !== null : undefined),
  timing: 'gather',
  waitMs: () => waitBeforeSending(lastSentAt, Date.now()),
  send: sendQueuedInTurn,
};

/** Sends the queue for the action that loaded this module (its loader heard it before these listeners existed). */
export const sendQueuedAfter = (action: UnknownAction, getState: () => SyncState, dispatch: SyncDispatch) =>
  sendAfterLoading(lessonSync, action, getState, dispatch);

/** Registers the listeners on the app's listener middleware, once (by the loader). */
export const startLessonProgressSync = (listeners: ListenerMiddlewareInstance) => startQueueSync(listeners, lessonSync);
