import type { WebStorage } from 'redux-persist/es/types';

/**
 * The app's one way to reach the browser's localStorage: null where there is
 * none (Node tests) or where touching it throws (some private modes and
 * sandboxed frames), so a caller falls back instead of failing to start.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** localStorage if it also takes writes (in some private modes reading works and writing throws), else null. */
function writableLocalStorage(): Storage | null {
  const storage = localStorageOrNull();
  try {
    const probe = '__mentoria_probe__';
    storage?.setItem(probe, probe);
    storage?.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * localStorage for redux-persist when the browser lets us write it, else a
 * memory store: the app must still start (it just forgets on reload).
 */
export function safeLocalStorage(): WebStorage {
  const storage = writableLocalStorage();
  if (!storage) return memoryStorage();
  return {
    getItem: (key) => Promise.resolve(storage.getItem(key)),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded or storage revoked: keep running on what is in memory.
      }
      return Promise.resolve();
    },
    removeItem: (key) => Promise.resolve(storage.removeItem(key)),
  };
}

export function memoryStorage(initial: Record<string, string> = {}): WebStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}
