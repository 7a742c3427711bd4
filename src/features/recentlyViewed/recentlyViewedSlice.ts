import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RECENTLY_VIEWED_MAX } from '../../config/constants';

/** A small snapshot of a viewed ebook, enough to render its card offline. */
export interface RecentlyViewedEntry {
  id: number;
  name: string;
  image: string | null;
  category: string;
}

export interface RecentlyViewedState {
  items: RecentlyViewedEntry[];
}

const initialState: RecentlyViewedState = { items: [] };

export const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState,
  reducers: {
    /** Most recent first, each ebook once, at most RECENTLY_VIEWED_MAX (docs/product.md#how-the-screens-behave). */
    productViewed(state, action: PayloadAction<RecentlyViewedEntry>) {
      const rest = state.items.filter((item) => item.id !== action.payload.id);
      state.items = [action.payload, ...rest].slice(0, RECENTLY_VIEWED_MAX);
    },
  },
  selectors: {
    selectRecentlyViewed: (state) => state.items,
  },
});

export const { productViewed } = recentlyViewedSlice.actions;
export const { selectRecentlyViewed } = recentlyViewedSlice.selectors;
