import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BUCKETS } from '../../config/buckets';
import type { AuthState } from '../auth/authSlice';
import type { OfflineBookSnapshot, OfflineBooksState } from './offlineBooks';

const initialState: OfflineBooksState = { byUser: {} };

/**
 * Which books each user saved on this device (persisted; the files themselves
 * are in Cache Storage, see offlineBookFiles.ts).
 */
export const offlineBooksSlice = createSlice({
  name: 'offlineBooks',
  initialState,
  reducers: {
    offlineBookSaved(state, action: PayloadAction<{ userId: string; book: OfflineBookSnapshot }>) {
      const { userId, book } = action.payload;
      const others = (state.byUser[userId] ?? []).filter((b) => b.productId !== book.productId);
      state.byUser[userId] = [book, ...others];
    },
    offlineBookRemoved(state, action: PayloadAction<{ userId: string; productId: number }>) {
      const { userId, productId } = action.payload;
      const books = state.byUser[userId];
      if (books) state.byUser[userId] = books.filter((b) => b.productId !== productId);
    },
    /** Sign-out: premium copies go (they were bought by this user); free ones stay listed for them. */
    premiumOfflineBooksForgotten(state, action: PayloadAction<string>) {
      const books = state.byUser[action.payload];
      if (books) state.byUser[action.payload] = books.filter((b) => b.bucket !== BUCKETS.ebooksPremium);
    },
  },
});

export const { offlineBookSaved, offlineBookRemoved, premiumOfflineBooksForgotten } = offlineBooksSlice.actions;

type StateWithOfflineBooks = { offlineBooks: OfflineBooksState; auth: Pick<AuthState, 'user'> };
const NONE: OfflineBookSnapshot[] = [];

/** The signed-in user's saved books, newest first (none for a visitor). */
export const selectOfflineBooks = (state: StateWithOfflineBooks): OfflineBookSnapshot[] => {
  const userId = state.auth.user?.id;
  return (userId && state.offlineBooks.byUser[userId]) || NONE;
};

/** The signed-in user's saved copy of one book, if any. */
export const selectOfflineBook = (state: StateWithOfflineBooks, productId: number): OfflineBookSnapshot | undefined =>
  selectOfflineBooks(state).find((b) => b.productId === productId);

/**
 * Whether another user of this device also lists the signed-in user's saved
 * copy of a book: the file is shared, and stays while anyone lists it.
 */
export const selectIsOfflineCopyShared = (state: StateWithOfflineBooks, productId: number): boolean => {
  const userId = state.auth.user?.id;
  const mine = selectOfflineBook(state, productId);
  if (!userId || !mine) return false;
  return Object.entries(state.offlineBooks.byUser).some(
    ([owner, books]) =>
      owner !== userId && books.some((b) => b.bucket === mine.bucket && b.contentPath === mine.contentPath),
  );
};
