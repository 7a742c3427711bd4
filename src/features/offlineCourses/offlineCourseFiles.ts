import { CACHE_NAMES, storageObjectKey } from '../../../sw/cacheKeys';
import { clearSavedLessonFiles, savedLessonFileKey } from '../../../sw/lessonFileKeys';
import { BUCKETS } from '../../config/buckets';
import { appEnv } from '../../lib/env';
import { cacheStorage, fetchWhole, putAllOrNone, savedFileResponse } from '../../lib/offlineFiles';
import type { OfflineCourseSnapshot, OfflineLessonFiles } from './offlineCourses';

/**
 * A saved course's files in Cache Storage, each under its storage path and the user who saved it
 * (sw/cacheKeys.ts, savedLessonFileKey): the service worker answers the player's requests from them, Range
 * requests included, and only for that user (docs/product.md#a-course-can-be-watched-offline).
 */

/** The address the player asks for a saved lesson file by: its storage path, which the service worker answers. */
export const savedLessonFileUrl = (bucket: string, path: string): string =>
  storageObjectKey(appEnv().supabaseUrl, { bucket, path });

const fileKey = (userId: string, bucket: string, path: string) =>
  savedLessonFileKey(appEnv().supabaseUrl, { bucket, path }, userId);

/** Every file of a lesson: its video, captions and chapters (where it has them). */
const pathsOf = (lesson: OfflineLessonFiles): string[] => [
  lesson.videoPath,
  lesson.captionsPath,
  ...(lesson.chaptersPath ? [lesson.chaptersPath] : []),
];

/** One lesson to save: its paths, and signed links to fetch each by (path → link). */
export interface LessonToSave {
  files: OfflineLessonFiles;
  links: Record<string, string>;
}

export interface SaveCourseFilesOptions {
  userId: string;
  bucket: string;
  lessons: LessonToSave[];
  /** Called as files arrive: the share of the course's files fetched, 0 to 1. */
  onProgress: (done: number) => void;
  /** Stops the download (its learner signed out): nothing is stored. */
  signal?: AbortSignal;
}

const CONTENT_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', vtt: 'text/vtt' };
const contentTypeOf = (path: string) => CONTENT_TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * Fetches every file of the course's lessons whole, then stores them all or none; returns the bytes they take.
 * Lessons go one after another: a phone's connection is better spent on one video than split between several.
 */
export async function saveCourseFiles({ userId, bucket, lessons, onProgress, signal }: SaveCourseFilesOptions) {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser cannot keep files for offline use');
  const entries: [string, Response][] = [];
  let bytes = 0;
  for (const [index, lesson] of lessons.entries()) {
    for (const path of pathsOf(lesson.files)) {
      const link = lesson.links[path];
      if (!link) throw new Error(`No link to ${path}`);
      const file = await fetchWhole(
        link,
        contentTypeOf(path),
        (received, total) => onProgress((index + (total ? received / total : 0)) / lessons.length),
        signal,
      );
      bytes += file.size;
      entries.push([fileKey(userId, bucket, path), savedFileResponse(file)]);
    }
  }
  signal?.throwIfAborted();
  await putAllOrNone(await storage.open(CACHE_NAMES.lessons), entries, 'course');
  return bytes;
}

/**
 * Whether a saved course's files are still on this device (the browser may have evicted them). Asked by every
 * card of a saved course: it reads no file, only whether the first and last videos are there.
 */
export async function hasCourseFiles(userId: string, course: OfflineCourseSnapshot): Promise<boolean> {
  const storage = cacheStorage();
  const ends = [course.lessons[0], course.lessons[course.lessons.length - 1]];
  if (!storage || ends.some((lesson) => !lesson)) return false;
  const cache = await storage.open(CACHE_NAMES.lessons);
  const found = await Promise.all(
    ends.map((lesson) => cache.match(fileKey(userId, course.bucket, (lesson as OfflineLessonFiles).videoPath))),
  );
  return found.every(Boolean);
}

/** Frees a saved course's space on this device. */
export async function removeCourseFiles(userId: string, course: OfflineCourseSnapshot): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(CACHE_NAMES.lessons);
  await Promise.all(course.lessons.flatMap(pathsOf).map((path) => cache.delete(fileKey(userId, course.bucket, path))));
}

/**
 * A user signed out: their premium lessons go from this device (the service worker deletes them too, as it
 * outlives the page load that follows sign-out); free ones stay, served to them only.
 */
export async function forgetPremiumCourseFilesOf(userId: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    await clearSavedLessonFiles(await storage.open(CACHE_NAMES.lessons), userId, BUCKETS.lessonsPremium);
  } catch {
    // The worker's own deletion still runs.
  }
}
