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

export const OFFLINE_BOOK_MESSAGES = {
  saveFile: 'Save file',
  failed: 'The book could not be saved for offline reading.',
  removed: 'The offline copy was removed.',
  spaceUsed: (used: string, quota: string | null) =>
    quota ? `${used} used on this device of ${quota} available` : `${used} used on this device`,
} as const;
