import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_HISTORY_MAX } from '../../config/constants';

export interface SearchHistoryState {
  items: string[];
}

const initialState: SearchHistoryState = { items: [] };

export const searchHistorySlice = createSlice({
  name: 'searchHistory',
  initialState,
  reducers: {
    /** Newest first, each text once (ignoring case and outer spaces), blank texts never. */
    searchSubmitted(state, action: PayloadAction<string>) {
      const text = action.payload.trim();
      if (!text) return;
      const rest = state.items.filter((item) => item.toLowerCase() !== text.toLowerCase());
      state.items = [text, ...rest].slice(0, SEARCH_HISTORY_MAX);
    },
    searchHistoryCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectSearchHistory: (state) => state.items,
  },
});

export const { searchSubmitted, searchHistoryCleared } = searchHistorySlice.actions;
export const { selectSearchHistory } = searchHistorySlice.selectors;
