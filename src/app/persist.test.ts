import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { memoryStorage } from './safeStorage';
import { keepValidSlices, persistConfig, PERSIST_KEY, readLegacyState, STATE_VERSION } from './persist';
import { rootReducer } from './rootReducer';

/** Stores `stored` under the app's key, starts a store on it, and returns the state once rehydrated. */
async function rehydrate(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const store = configureStore({
    reducer: persistReducer(persistConfig<ReturnType<typeof rootReducer>>(storage), rootReducer),
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { state: store.getState(), storage, persistor };
}

/** What redux-persist writes: each slice JSON-encoded inside a JSON object. */
const encode = (slices: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])));

test('a stored theme, recently viewed list, search history and favourites come back after a reload', async () => {
  const saved = {
    theme: { preference: 'dark' },
    recentlyViewed: { items: [{ id: 7, name: 'SEO Basics', image: null, category: 'SEO' }] },
    searchHistory: { items: ['seo'] },
    favourites: { userId: 'u1', productIds: [7] },
    _persist: { version: STATE_VERSION, rehydrated: true },
  };
  const { state } = await rehydrate({ [`persist:${PERSIST_KEY}`]: encode(saved) });
  expect(state.theme.preference).toBe('dark');
  expect(state.recentlyViewed.items[0]?.name).toBe('SEO Basics');
  expect(state.searchHistory.items).toEqual(['seo']);
  expect(state.favourites).toEqual({ userId: 'u1', productIds: [7] });
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
  expect(Object.keys(written).sort()).toEqual(['_persist', 'favourites', 'recentlyViewed', 'searchHistory', 'theme']);
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
