/**
 * Files kept on the device for offline use (books, a course's lessons) in Cache Storage, the caches the service
 * worker answers them from (sw/caching.ts). What saving a file takes, whatever the file: fetching it whole with
 * its progress, storing entries all together or not at all, asking the browser to keep them, and the space used.
 */

/** Cache Storage, or null where there is none (an insecure origin, jsdom). */
export function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * The device has no room left (Cache Storage refused a file for want of space). Its message is said to the learner
 * as it is.
 */
export class OfflineStorageFullError extends Error {
  constructor(what: 'book' | 'course', options?: ErrorOptions) {
    super(
      `There is not enough space on this device to save this ${what}. Free some space, or remove another offline copy.`,
      options,
    );
    this.name = 'OfflineStorageFullError';
  }
}

const isQuotaExceeded = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';

/**
 * Stores every entry or none: a file without the entries that list it (a later write refused) would take space
 * that no list shows and nothing frees. Entries that were there before (another user's copy of the same file) are
 * left as they were.
 */
export async function putAllOrNone(
  cache: Cache,
  entries: [key: string, response: Response][],
  what: 'book' | 'course',
): Promise<void> {
  const existing = await Promise.all(entries.map(([key]) => cache.match(key).then(Boolean)));
  try {
    for (const [key, response] of entries) await cache.put(key, response);
  } catch (error) {
    await Promise.allSettled(entries.filter((_, i) => !existing[i]).map(([key]) => cache.delete(key)));
    throw isQuotaExceeded(error) ? new OfflineStorageFullError(what, { cause: error }) : error;
  }
}

/** Fetches a whole file, reporting the bytes received (`total` is null while the size is unknown). */
export async function fetchWhole(
  url: string,
  type: string,
  onProgress: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
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
  return new Blob(chunks as BlobPart[], { type });
}

/** A saved file as the cache keeps it: whole, its size known, ranges of it answerable (sw/caching.ts). */
export const savedFileResponse = (file: Blob): Response =>
  new Response(file, {
    headers: { 'content-type': file.type, 'content-length': String(file.size), 'accept-ranges': 'bytes' },
  });

let persistenceAsked = false;

/**
 * Asks the browser to keep saved files under storage pressure, once, at the first download (asking earlier, with
 * nothing to keep, would puzzle people).
 */
export async function askForPersistentStorage(): Promise<void> {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistenceAsked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: files are still saved, only not protected from eviction.
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

/** "1.4 MB", "820 KB": storage sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** The percentage of a download done, or null while its size is unknown. */
export function downloadPercent(received: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}
