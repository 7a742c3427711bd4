import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { memoryStorage } from '../lib/safeStorage';
import {
  keepValidSlices,
  persistConfig,
  PERSIST_KEY,
  PERSISTED_SLICES,
  readLegacyState,
  rehydrated,
  STATE_VERSION,
} from './persist';
import { makeRootReducer, type RootReducer } from './rootReducer';

/** Stores `stored` under the app's key, starts a store on it, and returns the state once rehydrated. */
async function rehydrate(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const store = configureStore({
    reducer: persistReducer(persistConfig<ReturnType<RootReducer>>(storage), makeRootReducer()),
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  await rehydrated(persistor);
  return { state: store.getState(), storage, persistor };
}

test('the app waits for what was stored: rehydrated resolves only once the stored theme is in the store', async () => {
  const stored = encode({ theme: { preference: 'dark' }, _persist: { version: STATE_VERSION, rehydrated: true } });
  let answer: (value: string) => void = () => undefined;
  const slowStorage = {
    getItem: () => new Promise<string>((resolve) => (answer = resolve)),
    setItem: () => Promise.resolve(),
    removeItem: () => Promise.resolve(),
  };
  const store = configureStore({
    reducer: persistReducer(persistConfig<ReturnType<RootReducer>>(slowStorage), makeRootReducer()),
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  let done = false;
  const waited = rehydrated(persistStore(store)).then(() => (done = true));
  await new Promise((tick) => setTimeout(tick, 10));
  expect(done).toBe(false);
  answer(stored);
  await waited;
  expect(store.getState().theme.preference).toBe('dark');
});

test('rehydrated resolves at once for a store already rehydrated', async () => {
  const { persistor } = await rehydrate();
  await expect(rehydrated(persistor)).resolves.toBeUndefined();
});

/** What redux-persist writes: each slice JSON-encoded inside a JSON object. */
const encode = (slices: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])));

test('a stored theme, recently viewed list, search history and favourites come back after a reload', async () => {
  const saved = {
    theme: { preference: 'dark' },
    recentlyViewed: { items: [{ id: 7, name: 'SEO Basics', image: null, category: 'SEO' }] },
    searchHistory: { items: ['seo'] },
    favourites: { userId: 'u1', productIds: [7], courseIds: [3] },
    _persist: { version: STATE_VERSION, rehydrated: true },
  };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.theme.preference).toBe('dark');
  expect(state.recentlyViewed.items[0]?.name).toBe('SEO Basics');
  expect(state.searchHistory.items).toEqual(['seo']);
  expect(state.favourites).toEqual({ userId: 'u1', productIds: [7], courseIds: [3] });
});

test('storage that is not JSON at all starts the app with defaults', async () => {
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: '{not json' });
  expect(state.theme.preference).toBe('system');
  expect(state.searchHistory.items).toEqual([]);
});

test('a slice with the wrong shape is dropped; the intact ones are kept', async () => {
  const saved = {
    theme: { preference: 'purple' },
    searchHistory: { items: ['kept'] },
    recentlyViewed: 'garbage',
    _persist: { version: STATE_VERSION, rehydrated: true },
  };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.theme.preference).toBe('system');
  expect(state.recentlyViewed.items).toEqual([]);
  expect(state.searchHistory.items).toEqual(['kept']);
});

test('nothing but the listed slices is written to storage (no server cache, no session)', async () => {
  const { storage, persistor } = await rehydrate();
  await persistor.flush();
  const written = JSON.parse((await storage.getItem(`persist:${PERSIST_KEY}`)) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(written).sort()).toEqual(['_persist', ...PERSISTED_SLICES].sort());
});

test('the earlier app’s theme and search history are carried over on the first start', () => {
  const legacy = new Map([
    ['sb-abcd-auth-token', '{}'],
    ['mentoria_theme', 'dark'],
    ['searchHistory', JSON.stringify(['ai tools', '', 42, 'seo'])],
  ]);
  const storage = {
    length: legacy.size,
    key: (i: number) => [...legacy.keys()][i] ?? null,
    getItem: (key: string) => legacy.get(key) ?? null,
  };
  const state = readLegacyState(storage);
  expect(state?.theme).toEqual({ preference: 'dark' });
  expect(state?.searchHistory).toEqual({ items: ['ai tools', 'seo'] });
});

test('no legacy keys and no stored state means a fresh start', () => {
  const empty = { length: 0, key: () => null, getItem: () => null };
  expect(readLegacyState(empty)).toBeUndefined();
  expect(keepValidSlices(undefined)).toBeUndefined();
});

const readingPosition = {
  productId: 7,
  page: 12,
  pageCount: 40,
  furthestPage: 20,
  device: 'Chrome on Linux',
  turnedAt: '2026-11-22T10:00:00.000Z',
  book: { name: 'SEO Basics', image: null },
};

test('reading positions and their unsent queue come back after a reload', async () => {
  const readingProgress = {
    userId: 'u1',
    positions: { '7': readingPosition },
    shownHere: { '7': { page: 12, turnedAt: readingPosition.turnedAt } },
    unsent: [7],
  };
  const saved = { readingProgress, _persist: { version: STATE_VERSION, rehydrated: true } };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.readingProgress).toEqual(readingProgress);
});

test('a state stored by version 1 (before reading progress) keeps its slices and starts with no positions', async () => {
  const saved = {
    theme: { preference: 'dark' },
    favourites: { userId: 'u1', productIds: [7] },
    _persist: { version: 1, rehydrated: true },
  };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.theme.preference).toBe('dark');
  expect(state.favourites).toEqual({ userId: 'u1', productIds: [7], courseIds: [] });
  expect(state.readingProgress).toEqual({ userId: null, positions: {}, shownHere: {}, unsent: [] });
});

test('favourites stored by version 3 (ebooks only) keep their ebooks and start with no favourite courses', async () => {
  const saved = {
    favourites: { userId: 'u1', productIds: [7, 2] },
    _persist: { version: 3, rehydrated: true },
  };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.favourites).toEqual({ userId: 'u1', productIds: [7, 2], courseIds: [] });
});

test('reading progress with a malformed position is dropped whole, not half-merged', async () => {
  const readingProgress = {
    userId: 'u1',
    positions: { '7': { ...readingPosition, page: 'twelve' } },
    shownHere: {},
    unsent: [],
  };
  const saved = { readingProgress, _persist: { version: STATE_VERSION, rehydrated: true } };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.readingProgress.positions).toEqual({});
});
