import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
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
import type { ReadingPosition } from './readingProgress';
import { readingProgressApi } from './readingProgressApi';
import {
  readingPageShown,
  readingProgressFlushRequested,
  readingPositionRefused,
  readingPositionSaved,
  type ReadingProgressState,
} from './readingProgressSlice';

/**
 * Sending positions to the server lives in listener middleware rather than in
 * the reader's hook: the queue must be sent whatever screen is open (the app
 * starting online, the network coming back), a save must outlive the reader
 * being closed, and the store's tests can drive it without React.
 */

/** How long page turns settle before the position is saved: a fast series of turns is one save. */
export const SAVE_DEBOUNCE_MS = 1000;

interface SyncState {
  api: ReturnType<typeof api.reducer>;
  auth: AuthState;
  readingProgress: ReadingProgressState;
}
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

/** The reader's queue (readingProgressSlice's `unsent`), as lib/positionQueue.ts sends it. */
function readingQueue(getState: () => SyncState, dispatch: SyncDispatch): PositionQueue<ReadingPosition> | null {
  const userId = getState().auth.user?.id;
  if (!userId) return null;
  return {
    waiting: () => unsentOwnedBy(userId, getState().readingProgress, getState().auth.user?.id),
    positionOf: (productId) => getState().readingProgress.positions[String(productId)],
    save: (position) => answerOnce(dispatch(readingProgressApi.endpoints.saveReadingPosition.initiate(position))),
    saved: (productId, sent, stored) => {
      dispatch(readingPositionSaved({ userId, sent, stored }));
      // Another device's newer position won: the open reader hears of it through the cached answer.
      if (stored.turnedAt === sent.turnedAt && stored.page === sent.page) return;
      dispatch(
        readingProgressApi.util.updateQueryData('getReadingProgress', undefined, (draft) => {
          if (draft.userId !== userId) return;
          draft.positions = [stored, ...draft.positions.filter((item) => item.productId !== productId)];
        }),
      );
    },
    // 404: the product no longer exists (save_reading_position's PT404).
    refused: (productId, bookGone) => dispatch(readingPositionRefused({ userId, productId, bookGone })),
  };
}

const inTurn = oneAtATime();
function sendQueuedInTurn(getState: () => SyncState, dispatch: SyncDispatch): Promise<void> {
  return inTurn(async () => {
    const queue = readingQueue(getState, dispatch);
    if (queue) await sendQueuedPositions(queue);
  });
}

/** Page turns settle (debounced) before a save; a flush or a sign-in sends at once. */
const readingSync: QueueSync<() => SyncState, SyncDispatch> = {
  recorded: readingPageShown.match,
  flushRequested: readingProgressFlushRequested.match,
  signedInBy: (action) => (sessionChanged.match(action) ? action.payload !== null : undefined),
  timing: 'debounce',
  waitMs: () => SAVE_DEBOUNCE_MS,
  send: sendQueuedInTurn,
};

/** Sends the queue for the action that loaded this module (its loader heard it before these listeners existed). */
export const sendQueuedAfter = (action: UnknownAction, getState: () => SyncState, dispatch: SyncDispatch) =>
  sendAfterLoading(readingSync, action, getState, dispatch);

/** Registers the listeners on the app's listener middleware, once (by the loader). */
export const startReadingProgressSync = (listeners: ListenerMiddlewareInstance) =>
  startQueueSync(listeners, readingSync);
