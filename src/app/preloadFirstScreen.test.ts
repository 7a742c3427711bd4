import { afterEach, expect, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { RECENT_LINK_SECONDS } from '../features/reader/bookSourceMachine';
import { productsApi } from '../features/products/productsApi';
import { selectProductById } from '../features/products/productsSlice';
import { storageApi } from '../features/storage/storageApi';
import { takePreloadedOpening } from '../lib/pdfByteRanges';
import { sessionStorageKey } from '../lib/storedSession';
import { supabase } from '../lib/supabase';
import { preloadFirstScreen } from './preloadFirstScreen';
import { memoryStorage } from './safeStorage';
import { setupStore } from './store';

/**
 * What the app asks the backend for as it starts, before any screen renders:
 * supabase-js stood in for (no backend in jsdom), each read it is asked for noted.
 */

// pdf.js's worker is only counted as started in jsdom (its module is a Vite `?url` import); like the real
// one, starting it again is the same start.
const mockWorkerStarts = { count: 0 };
let mockWorkerStart: Promise<null> | undefined;
jest.mock('../lib/pdfWorker', () => ({
  PDF_WORKER_URL: '',
  startPdfWorker: () => {
    if (!mockWorkerStart) mockWorkerStarts.count += 1;
    mockWorkerStart ??= Promise.resolve(null);
    return mockWorkerStart;
  },
}));

// The client needs an address to be built; nothing is sent to it.
process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:9';
process.env.VITE_SUPABASE_ANON_KEY ??= 'test-anon-key';

/** Notes every table and function read, and answers each with `rows` (nothing unless given). */
function readsNoted(rows: unknown = []): string[] {
  const reads: string[] = [];
  const answer = { data: rows, error: null };
  const chain = (): Record<string, unknown> => {
    const read: Record<string, unknown> = {};
    for (const step of ['select', 'eq', 'in', 'gte', 'lte', 'or', 'order', 'limit', 'single']) read[step] = () => read;
    read.then = (resolve: (value: typeof answer) => unknown) => Promise.resolve(answer).then(resolve);
    return read;
  };
  jest.spyOn(supabase(), 'from').mockImplementation(((table: string) => {
    reads.push(table);
    return chain();
  }) as never);
  jest.spyOn(supabase(), 'rpc').mockImplementation(((name: string) => {
    reads.push(`rpc ${name}`);
    return chain();
  }) as never);
  return reads;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  mockWorkerStarts.count = 0;
  mockWorkerStart = undefined;
  document.head.replaceChildren();
});

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

test('opening the app on Home asks at once for the newest ebooks, the categories and the rows’ names', () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/'));
  expect(reads.sort()).toEqual(['MentoriaDatabase', 'categories', 'rpc home_categories']);
});

test('opening the app on a screen without a first read of its own asks for nothing', () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/videos'));
  preloadFirstScreen(store.dispatch, at('/ebook?id=abc'));
  expect(reads).toEqual([]);
});

test('opening the app on the search screen with no query asks only for the categories it lists', () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/search'));
  preloadFirstScreen(store.dispatch, at('/search?q=%20%20'));
  expect(reads).toEqual(['categories']);
});

/** The seeded 600-page ebook's row, as the product read answers it. */
const BOOK_ROW = {
  ID: 48,
  Name: 'The Complete Social Media Guide',
  Categories: 'Marketing',
  Type: 'ebook',
  Premium: false,
  Regular_Price: 0,
  'Sale Price': null,
  Images: null,
  Short_Description: '',
  Description: '',
  ContentURL: '0048-the-complete-social-media-guide.pdf',
  ContentLength: 600,
  Rating: null,
  created_at: '2026-01-01T00:00:00Z',
};
const SIGNED = 'http://127.0.0.1:9/storage/v1/object/sign/ebooks-free/0048.pdf?token=t';

/** Notes every link signed and every byte range asked for, answering a range as a 1 MB file would. */
function linksAndRangesNoted(): { signed: string[]; ranges: string[] } {
  const noted = { signed: [] as string[], ranges: [] as string[] };
  jest.spyOn(supabase().storage, 'from').mockImplementation(((bucket: string) => ({
    createSignedUrl: async (path: string) => {
      noted.signed.push(`${bucket}/${path}`);
      return { data: { signedUrl: SIGNED }, error: null };
    },
  })) as never);
  globalThis.fetch = jest.fn(async (_url: unknown, init?: { headers?: Record<string, string> }) => {
    const range = init?.headers?.Range ?? '';
    noted.ranges.push(range);
    const [, start, end] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    return new Response(new Uint8Array(Number(end) - Number(start) + 1), {
      status: 206,
      headers: { 'Content-Range': `bytes ${start}-${end}/1048576` },
    });
  }) as never;
  return noted;
}

/** Covers the document was told to fetch ahead of the screen (link rel=preload). */
const preloadedCovers = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
const coverOf = (id: number) => `http://127.0.0.1:9/storage/v1/object/public/covers/ebooks/${id}.svg`;
const rowOf = (id: number) => ({
  ...BOOK_ROW,
  ID: id,
  Images: coverOf(id),
  created_at: `2026-01-${10 + id}T00:00:00Z`,
});

test('opening the app on an ebook asks for it at once, and fetches its cover before the screen shows it', async () => {
  const reads = readsNoted(rowOf(7));
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebook?id=7'));
  expect(reads).toEqual(['MentoriaDatabase']);
  await waitFor(() => expect(preloadedCovers()).toEqual([coverOf(7)]));
  // The screen, opening just after, finds the ebook there.
  await store.dispatch(productsApi.endpoints.getProduct.initiate(7));
  expect(reads).toEqual(['MentoriaDatabase']);
});

test('the first render waits for the screen’s first read: once it is allowed, the ebook is in the store', async () => {
  readsNoted(rowOf(7));
  const { store } = setupStore({ storage: memoryStorage() });
  await preloadFirstScreen(store.dispatch, at('/ebook?id=7'));
  expect(selectProductById(store.getState(), 7)?.name).toBe(BOOK_ROW.Name);
});

test('the first render is not held by a first read that fails', async () => {
  jest.spyOn(supabase(), 'from').mockImplementation((() => {
    throw new Error('offline');
  }) as never);
  const { store } = setupStore({ storage: memoryStorage() });
  await expect(preloadFirstScreen(store.dispatch, at('/ebook?id=7'))).resolves.toBeUndefined();
});

test('opening the app on the ebooks list asks for its first page at once, and fetches its first row’s covers', async () => {
  const reads = readsNoted([rowOf(3), rowOf(2), rowOf(1)]);
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebooks?category=Marketing'));
  expect(reads).toEqual(['MentoriaDatabase']);
  await waitFor(() => expect(preloadedCovers()).toEqual([coverOf(3), coverOf(2)]));
});

test('opening the app on a search asks at once for its results, how many match and the categories it lists', async () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/search?q=handbook'));
  await waitFor(() =>
    expect([...reads].sort()).toEqual(['categories', 'rpc search_products', 'rpc search_products_count']),
  );
});

test('a first read that fails is left to the screen: no cover is fetched and nothing is thrown', async () => {
  jest.spyOn(supabase(), 'from').mockImplementation((() => {
    throw new Error('offline');
  }) as never);
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebook?id=7'));
  preloadFirstScreen(store.dispatch, at('/ebooks'));
  await settle();
  expect(preloadedCovers()).toEqual([]);
});

const signInOnThisDevice = () =>
  localStorage.setItem(
    sessionStorageKey(),
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 9e9, user: { id: 'u1' } }),
  );

/** Lets every request started so far answer, and what they started in turn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Until the preload has gone all the way (its link signed and both opening ranges asked for). It loads a
 * module on the way (preloadBookLink), which jest compiles on first use: seconds on a busy machine with
 * no transform cache (a fresh clone's full run failed at waitFor's default second).
 */
const untilOpeningAsked = (noted: { ranges: string[] }) =>
  waitFor(() => expect(noted.ranges).toHaveLength(2), { timeout: 15_000 });

test('opening the app on a book’s reader, signed in, starts pdf.js’s worker, asks at once for the ebook, then its link and first bytes', async () => {
  signInOnThisDevice();
  const reads = readsNoted(BOOK_ROW);
  const noted = linksAndRangesNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebookcontent?id=48'));
  expect(mockWorkerStarts.count).toBe(1);
  expect(reads).toEqual(['MentoriaDatabase']);
  await untilOpeningAsked(noted);
  expect(noted.signed).toEqual(['ebooks-free/0048-the-complete-social-media-guide.pdf']);
  expect(noted.ranges).toEqual(['bytes=0-131071', 'bytes=786432-1048575']);
  // The reader's own opening of that link finds its bytes under way.
  expect(takePreloadedOpening(SIGNED)).not.toBeNull();
});

test('the reader, opening just after, asks for neither the ebook nor its link a second time', async () => {
  signInOnThisDevice();
  const reads = readsNoted(BOOK_ROW);
  const noted = linksAndRangesNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebookcontent?id=48'));
  await untilOpeningAsked(noted);
  // What the reader's hooks (useBookSource) ask for as it mounts.
  const product = store.dispatch(productsApi.endpoints.getProduct.initiate(48));
  const link = store.dispatch(
    storageApi.endpoints.getSignedEbookUrl.initiate(48, { forceRefetch: RECENT_LINK_SECONDS }),
  );
  expect((await link).data?.url).toBe(SIGNED);
  expect(reads).toEqual(['MentoriaDatabase']);
  expect(noted.signed).toHaveLength(1);
  product.unsubscribe();
  link.unsubscribe();
  takePreloadedOpening(SIGNED)?.stop();
});

test('a signed-in reader’s first screen asks for their favourites too (its hearts)', async () => {
  signInOnThisDevice();
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebooks'));
  await waitFor(() => expect(reads).toContain('Favorites'));
});

test('a visitor opening a book’s reader gets no link asked for (they are asked to sign in first)', async () => {
  const reads = readsNoted(BOOK_ROW);
  const noted = linksAndRangesNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, at('/ebookcontent?id=48'));
  await settle();
  expect(reads).toEqual([]);
  expect(noted).toEqual({ signed: [], ranges: [] });
});
