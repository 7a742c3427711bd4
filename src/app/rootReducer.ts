import { combineReducers } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { lessonsSlice } from '../features/courses/lessonsSlice';
import { favouritesSlice } from '../features/favourites/favouritesSlice';
import { learningActivitySlice } from '../features/learningActivity/learningActivitySlice';
import { learnerSettingsSlice } from '../features/learnerSettings/learnerSettingsSlice';
import { lessonProgressSlice } from '../features/lessonProgress/lessonProgressSlice';
import { offlineBooksSlice } from '../features/offlineBooks/offlineBooksSlice';
import { productsSlice } from '../features/products/productsSlice';
import { readingProgressSlice } from '../features/readingProgress/readingProgressSlice';
import { recentlyViewedSlice } from '../features/recentlyViewed/recentlyViewedSlice';
import { reviewsSlice } from '../features/reviews/reviewsSlice';
import { searchHistorySlice } from '../features/searchHistory/searchHistorySlice';
import { themeSlice } from '../features/theme/themeSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { videosSlice } from '../features/videos/videosSlice';
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
  [offlineBooksSlice.reducerPath]: offlineBooksSlice.reducer,
  [readingProgressSlice.reducerPath]: readingProgressSlice.reducer,
  [lessonProgressSlice.reducerPath]: lessonProgressSlice.reducer,
  [learnerSettingsSlice.reducerPath]: learnerSettingsSlice.reducer,
  [learningActivitySlice.reducerPath]: learningActivitySlice.reducer,
  // Server data kept normalised by id (filled from every endpoint that returns it); never persisted.
  [productsSlice.reducerPath]: productsSlice.reducer,
  [videosSlice.reducerPath]: videosSlice.reducer,
  [lessonsSlice.reducerPath]: lessonsSlice.reducer,
  [reviewsSlice.reducerPath]: reviewsSlice.reducer,
});
