import { createAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { courseProgressOf, type CourseProgress, type LessonPosition } from './lessonProgress';
import { selectLessonProgress } from './lessonProgressSlice';

const NO_POSITIONS: Record<string, LessonPosition> = {};

/**
 * The lesson positions the person using the app may see: their own. While auth is still settling ('unknown', as
 * at an offline start) the stored ones are shown, being most likely the returning learner's; a visitor or
 * another signed-in user sees none (as selectOwnPositions for reading).
 */
export const selectOwnLessonPositions = createAppSelector(
  [selectLessonProgress, selectAuthStatus, selectUser],
  (progress, status, user) => {
    if (progress.userId === null) return NO_POSITIONS;
    return status === 'unknown' || user?.id === progress.userId ? progress.positions : NO_POSITIONS;
  },
);

/** Where the learner is in a lesson; undefined if never watched. */
export const selectLessonPosition = createAppSelector(
  [selectOwnLessonPositions, (_state, lessonId: number) => lessonId],
  (positions, lessonId): LessonPosition | undefined => positions[String(lessonId)],
);

/**
 * A course's progress for the course page and Home: the lessons completed, where to pick it up (the last lesson
 * touched at its moment, or the first not completed) and the percent done. `lessonIds` are the course's lessons
 * in their order; pass the same array while they do not change (the lessons slice's), so the answer is reused.
 */
export const selectCourseProgress = createAppSelector(
  [
    selectOwnLessonPositions,
    (_state, courseId: number) => courseId,
    (_state, _courseId: number, lessonIds: readonly number[]) => lessonIds,
  ],
  (positions, _courseId, lessonIds): CourseProgress => courseProgressOf(positions, lessonIds, Date.now()),
);
