import { combineReducers } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { favouritesSlice } from '../features/favourites/favouritesSlice';
import { recentlyViewedSlice } from '../features/recentlyViewed/recentlyViewedSlice';
import { searchHistorySlice } from '../features/searchHistory/searchHistorySlice';
import { themeSlice } from '../features/theme/themeSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { api } from '../lib/api';

/** Every slice of the one store. Which of them survive a reload is decided in persist.ts. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [recentlyViewedSlice.reducerPath]: recentlyViewedSlice.reducer,
  [searchHistorySlice.reducerPath]: searchHistorySlice.reducer,
  [favouritesSlice.reducerPath]: favouritesSlice.reducer,
});
