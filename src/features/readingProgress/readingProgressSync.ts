import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
import { isApiError, type ApiError } from '../../lib/apiError';
import { browserIsOnline } from '../../lib/online';
import { sessionChanged, type AuthState } from '../auth/authSlice';
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

/**
 * A refusal that sending again cannot change (a page out of range, a book
 * that no longer exists). An expired session (401), a timeout or a busy
 * server are worth another try, and so is no answer at all (offline).
 */
export function isFinalRefusal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/**
 * Sends every queued position, one at a time, and merges each answer. It
 * stops at the first failure that is worth retrying: the network is probably
 * gone, and the rest of the queue waits for the next flush.
 */
async function sendQueued(getState: () => SyncState, dispatch: SyncDispatch): Promise<void> {
  const userId = getState().auth.user?.id;
  if (!userId || !browserIsOnline()) return;
  for (const productId of [...getState().readingProgress.unsent]) {
    const { readingProgress } = getState();
    // Signed out or switched user meanwhile: their queue is not ours to send.
    if (readingProgress.userId !== userId || getState().auth.user?.id !== userId) return;
    const position = readingProgress.positions[String(productId)];
    if (!position) {
      dispatch(readingPositionRefused({ userId, productId }));
      continue;
    }
    const request = dispatch(readingProgressApi.endpoints.saveReadingPosition.initiate(position));
    const result = await request;
    request.reset();
    if (result.data) {
      dispatch(readingPositionSaved({ userId, sent: position, stored: result.data }));
      // Another device's newer position won: the open reader hears of it through the cached answer.
      if (result.data.turnedAt !== position.turnedAt || result.data.page !== position.page) {
        dispatch(
          readingProgressApi.util.updateQueryData('getReadingProgress', undefined, (draft) => {
            if (draft.userId !== userId) return;
            draft.positions = [result.data, ...draft.positions.filter((item) => item.productId !== productId)];
          }),
        );
      }
    } else if (isApiError(result.error) && isFinalRefusal(result.error)) {
      // 404: the product no longer exists (save_reading_position's PT404).
      dispatch(readingPositionRefused({ userId, productId, bookGone: result.error.status === 404 }));
    } else {
      return;
    }
  }
}

/** One send at a time: two flushes close together (hidden, then pagehide) must not save a position twice at once. */
let sending: Promise<void> = Promise.resolve();
function sendQueuedInTurn(getState: () => SyncState, dispatch: SyncDispatch): Promise<void> {
  sending = sending.then(() => sendQueued(getState, dispatch)).catch(() => undefined);
  return sending;
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
