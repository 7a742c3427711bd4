import { isPositiveWhole, isRecord } from './persist';
import { isStoredAnnotation } from '../features/annotations/annotations';
import { isReadingMode } from '../features/learnerSettings/learnerSettings';
import { isOfflineCoursesState } from '../features/offlineCourses/offlineCourses';
import type { LearnerSlices } from './rootReducer';

/**
 * Whether a learner slice restored from the device still has the shape its reducer expects (learnerState.ts):
 * anything else is dropped, so corrupt storage costs a lesson's place, never a start.
 */

const isSecondsCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isOwner = (value: unknown) => value === null || typeof value === 'string';

/** A lesson position as lessonProgressSlice stores it. */
function isStoredLessonPosition(value: unknown): boolean {
  return (
    isRecord(value) &&
    isPositiveWhole(value.lessonId) &&
    (value.courseId === null || isPositiveWhole(value.courseId)) &&
    isSecondsCount(value.positionSeconds) &&
    isSecondsCount(value.durationSeconds) &&
    typeof value.completed === 'boolean' &&
    typeof value.device === 'string' &&
    typeof value.watchedAt === 'string'
  );
}

/** One kind's queue of learning minutes as learningActivitySlice stores it: ISO minutes, and the last activity. */
function isMinutesQueue(unsent: unknown, lastAt: unknown, kind: string): boolean {
  if (!isRecord(unsent) || !isRecord(lastAt)) return false;
  const minutes = unsent[kind];
  const last = lastAt[kind];
  return (
    Array.isArray(minutes) &&
    minutes.every((minute) => typeof minute === 'string') &&
    (last === null || typeof last === 'number')
  );
}

export const isLearnerSliceValid: Record<keyof LearnerSlices, (value: unknown) => boolean> = {
  lessonProgress: (v) =>
    isRecord(v) &&
    isOwner(v.userId) &&
    isRecord(v.positions) &&
    Object.values(v.positions).every(isStoredLessonPosition) &&
    Array.isArray(v.unsent) &&
    v.unsent.every((id) => typeof id === 'number'),
  learnerSettings: (v) =>
    isRecord(v) &&
    isOwner(v.userId) &&
    typeof v.unsent === 'boolean' &&
    (v.settings === null ||
      (isRecord(v.settings) &&
        typeof v.settings.playbackRate === 'number' &&
        typeof v.settings.captionsOn === 'boolean' &&
        Number.isSafeInteger(v.settings.weeklyGoalMinutes) &&
        // Settings kept before the reading mode existed have none: the default applies (useOwnLearnerSettings).
        (v.settings.readingMode === undefined || isReadingMode(v.settings.readingMode)))),
  learningActivity: (v) =>
    isRecord(v) &&
    isOwner(v.userId) &&
    (['read', 'watch'] as const).every((kind) => isMinutesQueue(v.unsent, v.lastAt, kind)),
  offlineCourses: isOfflineCoursesState,
  annotations: (v) =>
    isRecord(v) &&
    isOwner(v.userId) &&
    isRecord(v.byId) &&
    Object.values(v.byId).every(isStoredAnnotation) &&
    [v.unsent, v.refused].every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string')),
};
