import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Subject, SubjectKind } from '../../types/subject';

/**
 * A persisted cache of which ebooks and courses the signed-in user favourited, so hearts
 * render at once (and offline). It records whose it is: a different user's
 * cache is dropped, never shown.
 */
export interface FavouritesCacheState {
  userId: string | null;
  /** Favourite ebooks' ids, newest first. */
  productIds: number[];
  /** Favourite courses' ids, newest first. */
  courseIds: number[];
}

/** Where each kind's ids are kept in the cache. */
export const CACHED_IDS = { ebook: 'productIds', course: 'courseIds' } as const satisfies Record<
  SubjectKind,
  keyof FavouritesCacheState
>;

const initialState: FavouritesCacheState = { userId: null, productIds: [], courseIds: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouritesLoaded(state, action: PayloadAction<{ userId: string; kind: SubjectKind; ids: number[] }>) {
      const { userId, kind, ids } = action.payload;
      if (state.userId !== userId) return { ...initialState, userId, [CACHED_IDS[kind]]: [...new Set(ids)] };
      state[CACHED_IDS[kind]] = [...new Set(ids)];
    },
    favouriteCached(state, action: PayloadAction<{ userId: string; subject: Subject; favourite: boolean }>) {
      const { userId, subject, favourite } = action.payload;
      if (state.userId !== userId) {
        state.userId = userId;
        state.productIds = [];
        state.courseIds = [];
      }
      const key = CACHED_IDS[subject.kind];
      const others = state[key].filter((id) => id !== subject.id);
      state[key] = favourite ? [subject.id, ...others] : others;
    },
    favouritesCleared() {
      return initialState;
    },
  },
  selectors: {
    selectFavouritesCache: (state) => state,
  },
});

export const { favouritesLoaded, favouriteCached, favouritesCleared } = favouritesSlice.actions;
export const { selectFavouritesCache } = favouritesSlice.selectors;
