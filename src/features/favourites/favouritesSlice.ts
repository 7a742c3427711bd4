import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A persisted cache of which ebooks the signed-in user favourited, so hearts
 * render at once (and offline). It records whose it is: a different user's
 * cache is dropped, never shown.
 */
export interface FavouritesCacheState {
  userId: string | null;
  productIds: number[];
}

const initialState: FavouritesCacheState = { userId: null, productIds: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouritesLoaded(state, action: PayloadAction<{ userId: string; productIds: number[] }>) {
      state.userId = action.payload.userId;
      state.productIds = [...new Set(action.payload.productIds)];
    },
    favouriteCached(state, action: PayloadAction<{ userId: string; productId: number; favourite: boolean }>) {
      const { userId, productId, favourite } = action.payload;
      if (state.userId !== userId) {
        state.userId = userId;
        state.productIds = [];
      }
      const others = state.productIds.filter((id) => id !== productId);
      state.productIds = favourite ? [productId, ...others] : others;
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
