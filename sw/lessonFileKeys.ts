/**
 * The keys of lesson files a learner saved for offline viewing, shared by the service worker and the app (the app
 * stores a saved course's files under the keys the worker reads). Apart from cacheKeys.ts, which the app's first
 * download carries: only the offline controls and the worker need these.
 */
import { storageObjectKey, storageObjectOf, type StorageObject } from './cacheKeys';

/** The query parameter that names whose saved copy of a lesson's file a key is. */
const SAVER_PARAM = '__mentoria_saved_by';

/**
 * The key of one user's saved copy of a lesson's file (video, captions or chapters): the object's key, whatever
 * link reached it, and who saved it, so one user's saved lessons are never served to another
 * (docs/product.md#a-course-can-be-watched-offline).
 */
export function savedLessonFileKey(origin: string, object: StorageObject, userId: string): string {
  const key = new URL(storageObjectKey(origin, object));
  key.searchParams.set(SAVER_PARAM, userId);
  return key.href;
}

/** Who saved the lesson file a key names, or null for a key that is not one. */
export function savedLessonFileUser(key: string): string | null {
  return new URL(key).searchParams.get(SAVER_PARAM);
}

/** Deletes one user's saved lesson files of one bucket (their premium lessons, at sign-out: the worker
 * and, where there is none, the app); returns how many. */
export async function clearSavedLessonFiles(cache: Cache, userId: string, bucket: string): Promise<number> {
  let deleted = 0;
  for (const request of await cache.keys()) {
    if (savedLessonFileUser(request.url) !== userId || storageObjectOf(request.url)?.bucket !== bucket) continue;
    if (await cache.delete(request)) deleted += 1;
  }
  return deleted;
}
