import { combineSlices } from '@reduxjs/toolkit';
import type { AnnotationsState } from '../features/annotations/annotationsSlice';
import { authSlice } from '../features/auth/authSlice';
import { lessonsSlice } from '../features/courses/lessonsSlice';
import { favouritesSlice } from '../features/favourites/favouritesSlice';
import type { LearningActivityState } from '../features/learningActivity/learningActivitySlice';
import type { LearnerSettingsState } from '../features/learnerSettings/learnerSettingsSlice';
import type { LessonProgressState } from '../features/lessonProgress/lessonProgressSlice';
import type { OfflineCoursesState } from '../features/offlineCourses/offlineCourses';
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

/**
 * The learner's slices: only a signed-in learner has any, so they join the store when someone signs in
 * (learnerState.ts), not in the code of a visitor's first visit (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in).
 * Until then their selectors answer with the empty state.
 */
export interface LearnerSlices {
  lessonProgress: LessonProgressState;
  learnerSettings: LearnerSettingsState;
  learningActivity: LearningActivityState;
  offlineCourses: OfflineCoursesState;
  annotations: AnnotationsState;
}

/**
 * Every slice of one store, the learner's once added. Which of them survive a reload is decided in persist.ts
 * (the learner's in learnerState.ts). One per store: the learner's slices are added to a store's own reducer.
 */
export const makeRootReducer = () =>
  combineSlices(
    api,
    authSlice,
    toastsSlice,
    themeSlice,
    recentlyViewedSlice,
    searchHistorySlice,
    favouritesSlice,
    offlineBooksSlice,
    readingProgressSlice,
    // Server data kept normalised by id (filled from every endpoint that returns it); never persisted.
    productsSlice,
    videosSlice,
    lessonsSlice,
    reviewsSlice,
  ).withLazyLoadedSlices<LearnerSlices>();

export type RootReducer = ReturnType<typeof makeRootReducer>;
