import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { CACHE_NAMES, storageObjectKey } from '../../../sw/cacheKeys';
import { BUCKETS } from '../../config/buckets';
import { appEnv } from '../../lib/env';
import { tellServiceWorker } from '../../lib/serviceWorker';
import type { OfflineBookSnapshot } from './offlineBooks';
import { premiumOfflineBooksForgotten } from './offlineBooksSlice';

/**
 * Offline copies of books in Cache Storage (the cache the service worker
 * answers a saved book's byte ranges from). A file is stored under its
 * storage path, not under the signed link it was fetched with: the link's
 * token expires within the hour, the copy must open long after.
 */

/** Cache Storage, or null where there is none (an insecure origin, jsdom). */
function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

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

/**
 * The device has no room left for the book (Cache Storage refused it for want
 * of space). Its message is said to the reader as it is. (Kept here, not among
 * OFFLINE_BOOK_MESSAGES: that module is in the app's first download.)
 */
export class OfflineStorageFullError extends Error {
  constructor(options?: ErrorOptions) {
    super(
      'There is not enough space on this device to save this book. Free some space, or remove another offline copy.',
      options,
    );
    this.name = 'OfflineStorageFullError';
  }
}

const isQuotaExceeded = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';

/**
 * Stores the file and its product's index entry, both or neither: a file
 * without its entry (the second write refused) would take space that no list
 * shows and nothing frees. Entries that were there before (another user's
 * copy of the same file) are left as they were.
 */
async function putBoth(cache: Cache, entries: [key: string, response: Response][]): Promise<void> {
  const existing = await Promise.all(entries.map(([key]) => cache.match(key).then(Boolean)));
  try {
    for (const [key, response] of entries) await cache.put(key, response);
  } catch (error) {
    await Promise.allSettled(entries.filter((_, i) => !existing[i]).map(([key]) => cache.delete(key)));
    throw isQuotaExceeded(error) ? new OfflineStorageFullError({ cause: error }) : error;
  }
}

/** Fetches the whole file, reporting progress, and stores it; returns its size in bytes. */
export async function saveBookFile({ url, productId, bucket, contentPath, onProgress, signal }: SaveBookFileOptions) {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser cannot keep files for offline use');
  const response = await fetch(url, { signal });
  if (response.status !== 200 || !response.body) throw new Error(`The file could not be fetched (${response.status})`);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  signal?.throwIfAborted();
  const file = new Blob(chunks as BlobPart[], { type: 'application/pdf' });
  const key = offlineBookKey(bucket, contentPath);
  const cache = await storage.open(CACHE_NAMES.books);
  await putBoth(cache, [
    [
      key,
      new Response(file, {
        headers: { 'content-type': 'application/pdf', 'content-length': String(file.size), 'accept-ranges': 'bytes' },
      }),
    ],
    [productIndexKey(productId), Response.json({ key })],
  ]);
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

let persistenceAsked = false;

/**
 * Asks the browser to keep saved books under storage pressure, once, at the
 * first download (asking earlier, with nothing to keep, would puzzle people).
 */
export async function askForPersistentStorage(): Promise<void> {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistenceAsked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: books are still saved, only not protected from eviction.
  }
}

/** How much this site stores on the device and may store, or null where the browser does not say. */
export async function storageUsage(): Promise<{ used: number; quota: number | null } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return { used: usage ?? 0, quota: quota ?? null };
  } catch {
    return null;
  }
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
