import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LESSON_SAVE_INTERVAL_MS } from '../../config/constants';
import type { api } from '../../lib/api';
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
  lessonProgress: LessonProgressState;
}
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

/** The learner's queue (lessonProgressSlice's `unsent`), as lib/positionQueue.ts sends it. */
function lessonQueue(getState: () => SyncState, dispatch: SyncDispatch): PositionQueue<LessonPosition> | null {
  const userId = getState().auth.user?.id;
  if (!userId) return null;
  return {
    waiting: () => unsentOwnedBy(userId, getState().lessonProgress, getState().auth.user?.id),
    positionOf: (lessonId) => getState().lessonProgress.positions[String(lessonId)],
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

/** Sends the queue for the action that loaded this module: at once, or spaced for a moment recorded. */
export async function sendQueuedAfter(
  action: UnknownAction,
  getState: () => SyncState,
  dispatch: SyncDispatch,
): Promise<void> {
  if (sessionChanged.match(action) && !action.payload) return;
  await sendQueuedInTurn(getState, dispatch);
}

/** Registers the lesson-progress listeners on the app's listener middleware, once (lessonProgressSyncLoader.ts). */
export function startLessonProgressSync(listeners: ListenerMiddlewareInstance): void {
  const startListening = listeners.startListening.withTypes<SyncState, SyncDispatch>();
  let scheduled = false;

  // Spaced save: the first moment recorded after a send waits out the interval; those after it ride along.
  startListening({
    actionCreator: lessonPositionRecorded,
    effect: async (_action, { delay, getState, dispatch }) => {
      if (scheduled) return;
      scheduled = true;
      try {
        await delay(waitBeforeSending(lastSentAt, Date.now()));
      } finally {
        scheduled = false;
      }
      await sendQueuedInTurn(getState, dispatch);
    },
  });

  startListening({
    actionCreator: lessonProgressFlushRequested,
    effect: (_action, { getState, dispatch }) => sendQueuedInTurn(getState, dispatch),
  });

  // Signed in (the app started with a session, or someone signed in): what was watched offline goes out.
  startListening({
    actionCreator: sessionChanged,
    effect: (action, { getState, dispatch }) => {
      if (action.payload) return sendQueuedInTurn(getState, dispatch);
    },
  });
}
