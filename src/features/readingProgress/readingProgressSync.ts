import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
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

/**
 * Sends the queue for the action that loaded this module (the loader in
 * readingProgressSyncLoader.ts heard it before these listeners existed): at
 * once, or after the debounce for a page shown.
 */
export async function sendQueuedAfter(
  action: UnknownAction,
  getState: () => SyncState,
  dispatch: SyncDispatch,
): Promise<void> {
  if (sessionChanged.match(action) && !action.payload) return;
  if (readingPageShown.match(action)) await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS));
  await sendQueuedInTurn(getState, dispatch);
}

/** Registers the reading-progress listeners on the app's listener middleware, once (readingProgressSyncLoader.ts). */
export function startReadingProgressSync(listeners: ListenerMiddlewareInstance): void {
  const startListening = listeners.startListening.withTypes<SyncState, SyncDispatch>();

  // Debounced save: each shown page restarts the wait.
  startListening({
    actionCreator: readingPageShown,
    effect: async (_action, { cancelActiveListeners, delay, getState, dispatch }) => {
      cancelActiveListeners();
      await delay(SAVE_DEBOUNCE_MS);
      await sendQueuedInTurn(getState, dispatch);
    },
  });

  startListening({
    actionCreator: readingProgressFlushRequested,
    effect: (_action, { getState, dispatch }) => sendQueuedInTurn(getState, dispatch),
  });

  // Signed in (the app started with a session, or someone signed in): what was read offline goes out.
  startListening({
    actionCreator: sessionChanged,
    effect: (action, { getState, dispatch }) => {
      if (action.payload) return sendQueuedInTurn(getState, dispatch);
    },
  });
}
