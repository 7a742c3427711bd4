import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergePositions, type ReadingPosition } from './readingProgress';

/**
 * The signed-in reader's positions, persisted so a book reopens at its page
 * at once and offline. It records whose they are: another user's positions
 * are dropped, never shown. `unsent` lists the books whose latest position
 * the server has not confirmed yet (made offline, or still waiting for the
 * debounced save); it is persisted too, so a queue survives a closed tab.
 */
export interface ReadingProgressState {
  userId: string | null;
  /** The newest position of each book, wherever it was read (keyed by product id): Home and the library show these. */
  positions: Record<string, ReadingPosition>;
  /**
   * The page this device last showed of each book, and when. A newer position
   * merged in from another device does not change it: the reader reopens here,
   * on this page, and asks before following the other device.
   */
  shownHere: Record<string, PageShownHere>;
  unsent: number[];
}

export interface PageShownHere {
  page: number;
  turnedAt: string;
}

const initialState: ReadingProgressState = { userId: null, positions: {}, shownHere: {}, unsent: [] };

/** Makes the state the given user's, dropping anyone else's positions first. */
function ownedBy(state: ReadingProgressState, userId: string): void {
  if (state.userId === userId) return;
  state.userId = userId;
  state.positions = {};
  state.shownHere = {};
  state.unsent = [];
}

const withUnsent = (unsent: number[], productId: number) =>
  unsent.includes(productId) ? unsent : [...unsent, productId];

const sameTurn = (a: ReadingPosition, b: ReadingPosition) => a.turnedAt === b.turnedAt && a.page === b.page;

export const readingProgressSlice = createSlice({
  name: 'readingProgress',
  initialState,
  reducers: {
    /**
     * The reader shows a page. Showing again the page this device showed last,
     * or the stored one, is not a turn: reopening a book must not make its old
     * position look new, or it would beat a newer one from another device
     * before the reader has answered whether to go there. `asNewTurn` says the
     * reader chose to stay.
     */
    readingPageShown(state, action: PayloadAction<{ userId: string; position: ReadingPosition; asNewTurn?: boolean }>) {
      const { userId, position, asNewTurn = false } = action.payload;
      ownedBy(state, userId);
      const key = String(position.productId);
      const stored = state.positions[key];
      const here = state.shownHere[key];
      if (stored && here?.page === position.page && !asNewTurn) return;
      if (stored && stored.page === position.page && !asNewTurn) {
        stored.pageCount = position.pageCount;
        stored.book = position.book ?? stored.book;
        state.shownHere[key] = { page: stored.page, turnedAt: stored.turnedAt };
        return;
      }
      state.positions[key] = {
        ...position,
        furthestPage: Math.max(stored?.furthestPage ?? 0, position.furthestPage, position.page),
        book: position.book ?? stored?.book ?? null,
      };
      state.shownHere[key] = { page: position.page, turnedAt: position.turnedAt };
      state.unsent = withUnsent(state.unsent, position.productId);
    },

    /** The server's positions arrived: each is merged with this device's by the time of its turn. */
    serverPositionsReceived: {
      reducer(state, action: PayloadAction<{ userId: string; positions: ReadingPosition[]; now: number }>) {
        const { userId, positions, now } = action.payload;
        ownedBy(state, userId);
        for (const remote of positions) {
          const key = String(remote.productId);
          const local = state.positions[key];
          const merged = mergePositions(local, remote, now);
          state.positions[key] = merged;
          // A queued local position that lost to a newer one has nothing left to tell the server.
          if (local && !sameTurn(merged, local)) state.unsent = state.unsent.filter((id) => id !== remote.productId);
        }
      },
      prepare: (payload: { userId: string; positions: ReadingPosition[] }) => ({
        payload: { ...payload, now: Date.now() },
      }),
    },

    /**
     * The server answered a save with the position it now holds (ours, with
     * its clock clamped, or a newer one from another device). If nothing was
     * turned meanwhile, the server's answer is taken as it is; otherwise the
     * newer turn still waiting here is kept and stays queued.
     */
    readingPositionSaved: {
      reducer(
        state,
        action: PayloadAction<{ userId: string; sent: ReadingPosition; stored: ReadingPosition; now: number }>,
      ) {
        const { userId, sent, stored, now } = action.payload;
        if (state.userId !== userId) return;
        const key = String(sent.productId);
        const local = state.positions[key];
        if (!local || sameTurn(local, sent)) {
          state.positions[key] = { ...stored, book: stored.book ?? local?.book ?? null };
          state.unsent = state.unsent.filter((id) => id !== sent.productId);
          // The server's clock stands for this device's turn too (a clock far ahead was clamped).
          const here = state.shownHere[key];
          if (here && stored.page === sent.page && here.page === sent.page && here.turnedAt === sent.turnedAt) {
            here.turnedAt = stored.turnedAt;
          }
        } else {
          state.positions[key] = mergePositions(local, stored, now);
        }
      },
      prepare: (payload: { userId: string; sent: ReadingPosition; stored: ReadingPosition }) => ({
        payload: { ...payload, now: Date.now() },
      }),
    },

    /**
     * The server refused a position for good (not a network failure): keeping
     * it queued would retry forever. When the book itself is gone from the
     * catalogue, its position goes too: "Continue learning" would otherwise
     * offer, for ever, a book that cannot be opened.
     */
    readingPositionRefused(state, action: PayloadAction<{ userId: string; productId: number; bookGone?: boolean }>) {
      const { userId, productId, bookGone = false } = action.payload;
      if (state.userId !== userId) return;
      state.unsent = state.unsent.filter((id) => id !== productId);
      if (bookGone) {
        delete state.positions[String(productId)];
        delete state.shownHere[String(productId)];
      }
    },

    readingProgressCleared() {
      return initialState;
    },
  },
  selectors: {
    selectReadingProgress: (state) => state,
  },
});

export const {
  readingPageShown,
  serverPositionsReceived,
  readingPositionSaved,
  readingPositionRefused,
  readingProgressCleared,
} = readingProgressSlice.actions;
export const { selectReadingProgress } = readingProgressSlice.selectors;

/** Send what is queued now (the page is being hidden or left, the network is back, the reader closes). */
export const readingProgressFlushRequested = createAction('readingProgress/flushRequested');

/**
 * Whether the stored positions belong to someone other than who is signed in
 * now. While auth is still 'unknown' they are kept (most likely the returning
 * reader's, and shown offline); signed out, they are hidden by the selectors
 * but kept, so a session that lapsed offline loses no queued position.
 */
export function positionsBelongToSomeoneElse(
  auth: { status: 'unknown' | 'signedIn' | 'signedOut'; user: { id: string } | null },
  positionsUserId: string | null,
): boolean {
  return auth.status === 'signedIn' && positionsUserId !== null && positionsUserId !== auth.user?.id;
}
