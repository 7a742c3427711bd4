import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
import { answerOnce, sendingInTurn, unsentOwnedBy, type PositionQueue } from '../../lib/positionQueue';
import { loadedSync } from '../../lib/queueSync';
import type { AuthState } from '../auth/authSlice';
import type { ReadingPosition } from './readingProgress';
import { readingProgressApi } from './readingProgressApi';
import { readingPositionRefused, readingPositionSaved, type ReadingProgressState } from './readingProgressSlice';
import { readingProgressTriggers } from './readingProgressSyncLoader';

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

/** Page turns settle (debounced) before a save; a flush or a sign-in sends at once. */
export const readingProgressSync = loadedSync<() => SyncState, SyncDispatch>({
  ...readingProgressTriggers,
  timing: 'debounce',
  waitMs: () => SAVE_DEBOUNCE_MS,
  send: sendingInTurn(readingQueue),
});
