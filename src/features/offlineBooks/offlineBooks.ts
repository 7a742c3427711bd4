/** A book saved on this device for offline reading: enough to list it and find its file without the network. */
export interface OfflineBookSnapshot {
  productId: number;
  name: string;
  image: string | null;
  category: string;
  /** The PDF's object path in its bucket; with the bucket, the file's cache key. */
  contentPath: string;
  bucket: string;
  bytes: number;
  /** ISO timestamp. */
  savedAt: string;
}

export interface OfflineBooksState {
  /** Each user's saved books, newest first: one person's list never shows for another. */
  byUser: Record<string, OfflineBookSnapshot[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isOfflineBookSnapshot(value: unknown): value is OfflineBookSnapshot {
  return (
    isRecord(value) &&
    typeof value.productId === 'number' &&
    typeof value.name === 'string' &&
    (value.image === null || typeof value.image === 'string') &&
    typeof value.category === 'string' &&
    typeof value.contentPath === 'string' &&
    typeof value.bucket === 'string' &&
    typeof value.bytes === 'number' &&
    typeof value.savedAt === 'string'
  );
}

/** Whether persisted data still has the slice's shape (src/app/persist.ts drops it otherwise). */
export function isOfflineBooksState(value: unknown): value is OfflineBooksState {
  return (
    isRecord(value) &&
    isRecord(value.byUser) &&
    Object.values(value.byUser).every((books) => Array.isArray(books) && books.every(isOfflineBookSnapshot))
  );
}

/** A file name for "Save file": the book's name without characters file systems refuse. */
export function offlineFileName(name: string): string {
  const base = [...name]
    .map((c) => (c.charCodeAt(0) < 32 ? ' ' : c))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'ebook'}.pdf`;
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

export const OFFLINE_BOOK_MESSAGES = {
  download: 'Download',
  downloading: 'Downloading…',
  available: 'Available offline',
  saveFile: 'Save file',
  remove: 'Remove offline copy',
  failed: 'The book could not be saved for offline reading.',
  removed: 'The offline copy was removed.',
  spaceUsed: (used: string, quota: string | null) =>
    quota ? `${used} used on this device of ${quota} available` : `${used} used on this device`,
} as const;
