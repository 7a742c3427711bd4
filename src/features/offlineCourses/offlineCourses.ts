/** One lesson's files as a saved course keeps them: object paths in the course's bucket. */
export interface OfflineLessonFiles {
  lessonId: number;
  videoPath: string;
  captionsPath: string;
  chaptersPath: string | null;
}

/**
 * A course saved on this device for offline viewing (docs/product.md#a-course-can-be-watched-offline): enough to
 * list it and find its files without the network.
 */
export interface OfflineCourseSnapshot {
  courseId: number;
  name: string;
  /** lessons-free or lessons-premium: with each path and the user, a file's cache key. */
  bucket: string;
  lessons: OfflineLessonFiles[];
  /** The space its files take on this device. */
  bytes: number;
  /** ISO timestamp. */
  savedAt: string;
}

export interface OfflineCoursesState {
  /** Each user's saved courses, newest first; each user's files are their own (sw/cacheKeys.ts). */
  byUser: Record<string, OfflineCourseSnapshot[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isOfflineLessonFiles(value: unknown): value is OfflineLessonFiles {
  return (
    isRecord(value) &&
    typeof value.lessonId === 'number' &&
    typeof value.videoPath === 'string' &&
    typeof value.captionsPath === 'string' &&
    (value.chaptersPath === null || typeof value.chaptersPath === 'string')
  );
}

function isOfflineCourseSnapshot(value: unknown): value is OfflineCourseSnapshot {
  return (
    isRecord(value) &&
    typeof value.courseId === 'number' &&
    typeof value.name === 'string' &&
    typeof value.bucket === 'string' &&
    Array.isArray(value.lessons) &&
    value.lessons.every(isOfflineLessonFiles) &&
    typeof value.bytes === 'number' &&
    typeof value.savedAt === 'string'
  );
}

/** Whether stored data still has the slice's shape (app/learnerSlicesValid.ts drops it otherwise). */
export function isOfflineCoursesState(value: unknown): value is OfflineCoursesState {
  return (
    isRecord(value) &&
    isRecord(value.byUser) &&
    Object.values(value.byUser).every((courses) => Array.isArray(courses) && courses.every(isOfflineCourseSnapshot))
  );
}

export const OFFLINE_COURSE_MESSAGES = {
  failed: 'The course could not be saved for offline viewing.',
  removed: 'The offline copy was removed.',
  needsConnection: 'This lesson needs a connection. Download its course to watch it offline.',
} as const;
