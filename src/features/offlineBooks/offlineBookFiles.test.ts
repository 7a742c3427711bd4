import { runInThisContext } from 'node:vm';
import { CACHE_NAMES } from '../../../sw/cacheKeys';
import { OfflineStorageFullError } from '../../lib/offlineFiles';
import { findOfflineBook, hasOfflineBookFile, offlineBookKey, saveBookFile } from './offlineBookFiles';

process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
process.env.VITE_SUPABASE_ANON_KEY ??= 'anon-key';

const quotaExceeded = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

/** Cache Storage as a browser with `room` writes left before it is full. */
function fakeCacheStorage(room: number) {
  const entries = new Map<string, Response>();
  let writesLeft = room;
  const cache = {
    match: (key: string) => Promise.resolve(entries.get(key)?.clone()),
    put: async (key: string, response: Response) => {
      if (writesLeft <= 0) throw quotaExceeded();
      writesLeft -= 1;
      entries.set(key, new Response(await response.arrayBuffer(), { headers: response.headers }));
    },
    delete: (key: string) => Promise.resolve(entries.delete(key)),
  };
  const storage = { open: (name: string) => Promise.resolve(name === CACHE_NAMES.books ? cache : null) };
  return { storage, entries };
}

const book = { productId: 5, bucket: 'ebooks-premium', contentPath: 'books/5.pdf' };
const pdfBytes = new Uint8Array(2048).fill(37);

// Node's Response reads only Node's Blob (jsdom's would be stored as the text "[object Blob]").
const jsdomBlob = globalThis.Blob;
beforeAll(() => Object.assign(globalThis, { Blob: runInThisContext('Blob') as typeof Blob }));
afterAll(() => Object.assign(globalThis, { Blob: jsdomBlob }));

beforeEach(() => {
  // jsdom has no fetch: the signed link answers with the whole file.
  Object.assign(globalThis, {
    fetch: () =>
      Promise.resolve(new Response(pdfBytes, { status: 200, headers: { 'content-length': String(pdfBytes.length) } })),
  });
});

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  delete (globalThis as { fetch?: unknown }).fetch;
});

const save = (signal?: AbortSignal) =>
  saveBookFile({ url: 'http://files.test/signed/5.pdf', ...book, onProgress: () => undefined, signal });

test('a book saved for offline reading can be found again by its product', async () => {
  const { storage } = fakeCacheStorage(10);
  Object.assign(globalThis, { caches: storage });
  await expect(save()).resolves.toBe(2048);
  expect((await findOfflineBook(5))?.size).toBe(2048);
});

test('a device that is full says so, and keeps nothing of the book', async () => {
  const { storage, entries } = fakeCacheStorage(0);
  Object.assign(globalThis, { caches: storage });
  await expect(save()).rejects.toBeInstanceOf(OfflineStorageFullError);
  expect(entries.size).toBe(0);
});

test('a device that fills up half-way through keeps no file that no list shows', async () => {
  // Room for the book's file, none for the note that finds it by product.
  const { storage, entries } = fakeCacheStorage(1);
  Object.assign(globalThis, { caches: storage });
  await expect(save()).rejects.toBeInstanceOf(OfflineStorageFullError);
  expect(entries.has(offlineBookKey(book.bucket, book.contentPath))).toBe(false);
  expect(entries.size).toBe(0);
});

test('a failed save leaves another user’s copy of the same file where it was', async () => {
  const { storage, entries } = fakeCacheStorage(2);
  Object.assign(globalThis, { caches: storage });
  await save();
  expect(entries.size).toBe(2);
  // The device is full now; this user's save of the same book fails.
  await expect(save()).rejects.toBeInstanceOf(OfflineStorageFullError);
  expect(entries.has(offlineBookKey(book.bucket, book.contentPath))).toBe(true);
  expect((await findOfflineBook(5))?.size).toBe(2048);
});

test('a download stopped because its reader signed out stores nothing', async () => {
  const { storage, entries } = fakeCacheStorage(10);
  Object.assign(globalThis, { caches: storage });
  const controller = new AbortController();
  const saving = save(controller.signal);
  controller.abort();
  await expect(saving).rejects.toThrow();
  expect(entries.size).toBe(0);
});

test('checking that a saved book is still on the device does not read its file', async () => {
  const { storage, entries } = fakeCacheStorage(10);
  Object.assign(globalThis, { caches: storage });
  const read = jest.fn(() => Promise.reject(new Error('a 600-page book read just to see it is there')));
  const savedFile = { clone: () => savedFile, blob: read, arrayBuffer: read, text: read } as unknown as Response;
  entries.set(offlineBookKey(book.bucket, book.contentPath), savedFile);

  await expect(hasOfflineBookFile(book)).resolves.toBe(true);
  await expect(hasOfflineBookFile({ ...book, contentPath: 'books/gone.pdf' })).resolves.toBe(false);
  expect(read).not.toHaveBeenCalled();
});
