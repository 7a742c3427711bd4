import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BUCKETS } from '../../config/buckets';
import type { AuthState } from '../auth/authSlice';
import type { OfflineCourseSnapshot, OfflineCoursesState } from './offlineCourses';

const initialState: OfflineCoursesState = { byUser: {} };

/**
 * Which courses each user saved on this device, persisted with the learner's state (app/learnerState.ts); the
 * files themselves are in Cache Storage (offlineCourseFiles.ts).
 */
export const offlineCoursesSlice = createSlice({
  name: 'offlineCourses',
  initialState,
  reducers: {
    offlineCourseSaved(state, action: PayloadAction<{ userId: string; course: OfflineCourseSnapshot }>) {
      const { userId, course } = action.payload;
      const others = (state.byUser[userId] ?? []).filter((saved) => saved.courseId !== course.courseId);
      state.byUser[userId] = [course, ...others];
    },
    offlineCourseRemoved(state, action: PayloadAction<{ userId: string; courseId: number }>) {
      const { userId, courseId } = action.payload;
      const courses = state.byUser[userId];
      if (courses) state.byUser[userId] = courses.filter((saved) => saved.courseId !== courseId);
    },
    /** Sign-out: premium courses go (they were bought by this user); free ones stay, theirs only. */
    premiumOfflineCoursesForgotten(state, action: PayloadAction<string>) {
      const courses = state.byUser[action.payload];
      if (courses) state.byUser[action.payload] = courses.filter((saved) => saved.bucket !== BUCKETS.lessonsPremium);
    },
  },
});

export const { offlineCourseSaved, offlineCourseRemoved, premiumOfflineCoursesForgotten } = offlineCoursesSlice.actions;

type StateWithOfflineCourses = { offlineCourses?: OfflineCoursesState; auth: Pick<AuthState, 'user'> };
const NONE: OfflineCourseSnapshot[] = [];

/** The signed-in user's saved courses, newest first (none for a visitor, nor before the learner's state is in). */
export const selectOfflineCourses = (state: StateWithOfflineCourses): OfflineCourseSnapshot[] => {
  const userId = state.auth.user?.id;
  return (userId && state.offlineCourses?.byUser[userId]) || NONE;
};

/** The signed-in user's saved copy of one course, if any. */
export const selectOfflineCourse = (
  state: StateWithOfflineCourses,
  courseId: number,
): OfflineCourseSnapshot | undefined => selectOfflineCourses(state).find((saved) => saved.courseId === courseId);
