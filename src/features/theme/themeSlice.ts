import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemePreference } from './theme';

export interface ThemeState {
  preference: ThemePreference;
}

const initialState: ThemeState = { preference: 'system' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeChanged(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.preference,
  },
});

export const { themeChanged } = themeSlice.actions;
export const { selectThemePreference } = themeSlice.selectors;
