import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type Persistor,
} from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import { isOfflineBooksState } from '../features/offlineBooks/offlineBooks';
import type { ThemePreference } from '../features/theme/theme';
import { localStorageOrNull } from '../lib/safeStorage';

/** The one localStorage key of the app's own state. */
export const PERSIST_KEY = 'mentoria';
/**
 * Bump on every change to the shape of a persisted slice, and add a migration
 * from the previous version below. redux-persist cannot migrate downwards.
 */
export const STATE_VERSION = 4;
/** The slices kept across reloads; never `api` (server cache) nor `auth` (supabase-js keeps the session). */
export const PERSISTED_SLICES = [
  'theme',
  'recentlyViewed',
  'searchHistory',
  'favourites',
  'readingProgress',
  'offlineBooks',
] as const;

type Persisted = PersistedState & Record<string, unknown>;

/** Forward-only migrations, keyed by the version they produce. */
export const migrations: MigrationManifest = {
  // Version 1 is the first shape; nothing older than it was ever stored under PERSIST_KEY.
  1: (state) => state,
  // Version 2 adds readingProgress; a state from version 1 has none, and starts with no positions.
  2: (state) => state,
  // Version 3 adds offlineBooks; a state from version 2 has none, and starts with no saved books.
  3: (state) => state,
  // Version 4 keeps favourite courses beside favourite ebooks; a cache from version 3 has none yet.
  4: (state) => {
    const stored = state as Persisted | undefined;
    if (!stored || !isRecord(stored.favourites)) return state;
    return { ...stored, favourites: { ...stored.favourites, courseIds: [] } } as PersistedState;
  },
};

/**
 * The earlier app kept the theme under a key ending in `_theme` and the search
 * history under `searchHistory`. On the first start (nothing stored under our
 * key yet) they are read once, so a returning visitor keeps both.
 */
export function readLegacyState(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null): Persisted | undefined {
  if (!storage) return undefined;
  const state: Persisted = { _persist: { version: STATE_VERSION, rehydrated: false } };
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && key.endsWith('_theme')) {
        const value = storage.getItem(key);
        if (value === 'light' || value === 'dark') state.theme = { preference: value satisfies ThemePreference };
      }
    }
    const history: unknown = JSON.parse(storage.getItem('searchHistory') ?? 'null');
    if (Array.isArray(history)) {
      const items = history.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (items.length > 0) state.searchHistory = { items: items.slice(0, 10) };
    }
  } catch {
    // Unreadable legacy data is simply not carried over.
  }
  return Object.keys(state).length > 1 ? state : undefined;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isPositiveWhole = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1;

/** A reading position as readingProgressSlice stores it, its book snapshot included (null or { name, image }). */
function isStoredReadingPosition(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const book = value.book;
  return (
    isPositiveWhole(value.productId) &&
    isPositiveWhole(value.page) &&
    isPositiveWhole(value.pageCount) &&
    isPositiveWhole(value.furthestPage) &&
    typeof value.device === 'string' &&
    typeof value.turnedAt === 'string' &&
    (book === null ||
      (isRecord(book) && typeof book.name === 'string' && (book.image === null || typeof book.image === 'string')))
  );
}

/** Whether a stored slice still has the shape its reducer expects; anything else is dropped, not merged. */
const sliceIsValid: Record<(typeof PERSISTED_SLICES)[number], (value: unknown) => boolean> = {
  theme: (v) => isRecord(v) && ['light', 'dark', 'system'].includes(v.preference as string),
  recentlyViewed: (v) =>
    isRecord(v) &&
    Array.isArray(v.items) &&
    v.items.every((item) => isRecord(item) && typeof item.id === 'number' && typeof item.name === 'string'),
  searchHistory: (v) => isRecord(v) && Array.isArray(v.items) && v.items.every((item) => typeof item === 'string'),
  favourites: (v) =>
    isRecord(v) &&
    (v.userId === null || typeof v.userId === 'string') &&
    Array.isArray(v.productIds) &&
    v.productIds.every((id) => typeof id === 'number') &&
    Array.isArray(v.courseIds) &&
    v.courseIds.every((id) => typeof id === 'number'),
  readingProgress: (v) =>
    isRecord(v) &&
    (v.userId === null || typeof v.userId === 'string') &&
    isRecord(v.positions) &&
    Object.values(v.positions).every(isStoredReadingPosition) &&
    isRecord(v.shownHere) &&
    Object.values(v.shownHere).every(
      (here) => isRecord(here) && isPositiveWhole(here.page) && typeof here.turnedAt === 'string',
    ) &&
    Array.isArray(v.unsent) &&
    v.unsent.every((id) => typeof id === 'number'),
  offlineBooks: isOfflineBooksState,
};

/** Keeps only the persisted slices that are intact, so corrupt storage costs a preference, never a start. */
export function keepValidSlices(state: Persisted | undefined): Persisted | undefined {
  if (!state) return state;
  const kept: Persisted = { _persist: state._persist };
  for (const name of PERSISTED_SLICES) {
    if (sliceIsValid[name](state[name])) kept[name] = state[name];
  }
  return kept;
}

export function persistConfig<S>(storage: WebStorage): PersistConfig<S> {
  const migrate = createMigrate(migrations, { debug: false });
  return {
    key: PERSIST_KEY,
    version: STATE_VERSION,
    storage,
    whitelist: [...PERSISTED_SLICES] as string[],
    // No rehydration deadline: safeLocalStorage always answers at once, and the
    // default 5 s timer would only keep test processes alive.
    timeout: 0,
    migrate: async (state, version) => {
      const migrated = state ? await migrate(state, version) : readLegacyState(localStorageOrNull());
      return keepValidSlices(migrated as Persisted | undefined) as PersistedState;
    },
    // A stored value that is not JSON (corrupt, or written by something else) must not stop the app.
    deserialize: (raw: string) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return {};
      }
    },
  } as PersistConfig<S>;
}

/**
 * Resolves once the stored slices are back in the store (or found absent or unreadable). The first render waits
 * for it (main.tsx) instead of rendering PersistGate's spinner first: the gate's switch to the app is a
 * synchronous update from its componentDidMount, so the whole first screen rendered in one long task that a
 * transition could not break up.
 */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const resolveOnceBootstrapped = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (resolveOnceBootstrapped()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (resolveOnceBootstrapped()) unsubscribe();
    });
  });
}
