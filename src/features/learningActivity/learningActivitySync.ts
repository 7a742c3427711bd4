import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { LEARNING_MINUTES_SEND_DELAY_MS } from '../../config/constants';
import type { api } from '../../lib/api';
import { loadedSync } from '../../lib/queueSync';
import { isApiError } from '../../lib/apiError';
import { browserIsOnline } from '../../lib/online';
import { answerOnce, isFinalRefusal, oneAtATime } from '../../lib/positionQueue';
import type { AuthState } from '../auth/authSlice';
import type { LearningKind } from './learningActivity';
import { learningActivityApi } from './learningActivityApi';
import { learningMinutesSent, selectLearningActivity, type LearningActivityState } from './learningActivitySlice';
import { learningActivityTriggers } from './learningActivitySyncLoader';

/**
 * Sending the queued learning minutes, in listener middleware as positions are (lib/positionQueue.ts): whatever
 * screen is open, on sign-in, when asked to flush, and a while after activity (minutes gather, then go together).
 */

interface SyncState {
  api: ReturnType<typeof api.reducer>;
  auth: AuthState;
  learningActivity?: LearningActivityState;
}
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

/** The most minutes record_learning_minutes takes in one call (a day's). */
export const MINUTES_PER_CALL = 1440;

/** The queue cut into calls the server takes, oldest first. */
export function batchesOf(minutes: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < minutes.length; i += MINUTES_PER_CALL) batches.push(minutes.slice(i, i + MINUTES_PER_CALL));
  return batches;
}

/** Sends each kind's queued minutes; stops at the first failure worth retrying (the rest waits for the next flush). */
async function sendMinutes(getState: () => SyncState, dispatch: SyncDispatch): Promise<void> {
  const userId = getState().auth.user?.id;
  if (!userId || !browserIsOnline() || selectLearningActivity(getState()).userId !== userId) return;
  for (const kind of ['read', 'watch'] as LearningKind[]) {
    for (const minutes of batchesOf(selectLearningActivity(getState()).unsent[kind])) {
      if (getState().auth.user?.id !== userId) return;
      const result = await answerOnce(
        dispatch(learningActivityApi.endpoints.recordLearningMinutes.initiate({ kind, minutes })),
      );
      // A refusal for good (a malformed minute) would be retried for ever: those minutes go.
      const final = result.error !== undefined && isApiError(result.error) && isFinalRefusal(result.error);
      if (result.error !== undefined && !final) return;
      dispatch(learningMinutesSent({ userId, kind, minutes }));
    }
  }
}

const inTurn = oneAtATime();
const sendInTurn = (getState: () => SyncState, dispatch: SyncDispatch) => inTurn(() => sendMinutes(getState, dispatch));

/** Minutes gather for a while after the first activity, then go together; a flush or a sign-in sends at once. */
export const learningActivitySync = loadedSync<() => SyncState, SyncDispatch>({
  ...learningActivityTriggers,
  timing: 'gather',
  waitMs: () => LEARNING_MINUTES_SEND_DELAY_MS,
  send: sendInTurn,
});
