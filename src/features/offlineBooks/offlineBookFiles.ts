import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { CACHE_NAMES, storageObjectKey } from '../../../sw/cacheKeys';
import { BUCKETS } from '../../config/buckets';
import { appEnv } from '../../lib/env';
import { cacheStorage, fetchWhole, putAllOrNone, savedFileResponse } from '../../lib/offlineFiles';
import { tellServiceWorker } from '../../lib/serviceWorker';
import type { OfflineBookSnapshot } from './offlineBooks';
import { premiumOfflineBooksForgotten } from './offlineBooksSlice';

/**
 * Offline copies of books in Cache Storage (the cache the service worker
 * answers a saved book's byte ranges from). A file is stored under its
 * storage path, not under the signed link it was fetched with: the link's
 * token expires within the hour, the copy must open long after.
 */

/** The cache key of a book's file: the same key the service worker computes from any link to it. */
export function offlineBookKey(bucket: string, contentPath: string): string {
  return storageObjectKey(appEnv().supabaseUrl, { bucket, path: contentPath });
}

/** Where the key of a product's file is noted, so the reader finds it by product id alone. */
const productIndexKey = (productId: number) => new URL(`/__mentoria/offline-books/${productId}`, location.origin).href;

export interface SaveBookFileOptions {
  /** A signed link to the whole file. */
  url: string;
  productId: number;
  bucket: string;
  contentPath: string;
  /** Called as bytes arrive; `total` is null while the size is unknown. */
  onProgress: (received: number, total: number | null) => void;
  /** Stops the download (its reader signed out): nothing is stored. */
  signal?: AbortSignal;
}

/** Fetches the whole file, reporting progress, and stores it; returns its size in bytes. */
export async function saveBookFile({ url, productId, bucket, contentPath, onProgress, signal }: SaveBookFileOptions) {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser cannot keep files for offline use');
  const file = await fetchWhole(url, 'application/pdf', onProgress, signal);
  const key = offlineBookKey(bucket, contentPath);
  const cache = await storage.open(CACHE_NAMES.books);
  await putAllOrNone(
    cache,
    [
      [key, savedFileResponse(file)],
      [productIndexKey(productId), Response.json({ key })],
    ],
    'book',
  );
  return file.size;
}

/** A saved book's file, or null when it is not (or no longer) on this device. */
export async function findOfflineBookFile(book: Pick<OfflineBookSnapshot, 'bucket' | 'contentPath'>) {
  const storage = cacheStorage();
  if (!storage) return null;
  const cache = await storage.open(CACHE_NAMES.books);
  const found = await cache.match(offlineBookKey(book.bucket, book.contentPath));
  return found ? found.blob() : null;
}

/**
 * Whether a saved book's file is still on this device (the browser may have
 * evicted it). Asked by every card of a saved book: it never reads the file.
 */
export async function hasOfflineBookFile(book: Pick<OfflineBookSnapshot, 'bucket' | 'contentPath'>) {
  const storage = cacheStorage();
  if (!storage) return false;
  const cache = await storage.open(CACHE_NAMES.books);
  return (await cache.match(offlineBookKey(book.bucket, book.contentPath))) !== undefined;
}

/**
 * The saved file of a product, or null. Reads Cache Storage only (no network,
 * no store), so the reader can call it first whatever the connection; whether
 * the signed-in user listed this book is `selectOfflineBook`'s to say.
 */
export async function findOfflineBook(productId: number): Promise<Blob | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const cache = await storage.open(CACHE_NAMES.books);
    const index = await cache.match(productIndexKey(productId));
    if (!index) return null;
    const { key } = (await index.json()) as { key?: unknown };
    if (typeof key !== 'string') return null;
    const found = await cache.match(key);
    return found ? await found.blob() : null;
  } catch {
    return null;
  }
}

/** Frees a saved book's space; the file stays when another user of this device still lists it. */
export async function removeOfflineBookFile(book: OfflineBookSnapshot, listedByOthers: boolean): Promise<void> {
  const storage = cacheStorage();
  if (!storage || listedByOthers) return;
  const cache = await storage.open(CACHE_NAMES.books);
  await cache.delete(productIndexKey(book.productId));
  await cache.delete(offlineBookKey(book.bucket, book.contentPath));
}

/**
 * A user signed out on this device: their saved REST answers and the premium
 * books (bought by them) go; free books stay, listed for them only. The
 * worker does the deleting (it outlives the page load that follows sign-out);
 * without one, the page does.
 */
export async function forgetOfflineDataOf(userId: string, dispatch: Dispatch<UnknownAction>): Promise<void> {
  dispatch(premiumOfflineBooksForgotten(userId));
  tellServiceWorker({ type: 'CLEAR_USER_DATA', userId, bucket: BUCKETS.ebooksPremium });
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const cache = await storage.open(CACHE_NAMES.books);
    for (const request of await cache.keys()) {
      if (request.url.includes(`/storage/v1/object/${BUCKETS.ebooksPremium}/`)) await cache.delete(request);
    }
  } catch {
    // The worker's own deletion still runs.
  }
}
