import type { WebStorage } from 'redux-persist/es/types';

/**
 * localStorage when the browser lets us use it, else a memory store: in some
 * private modes and sandboxed frames, touching localStorage throws, and the app
 * must still start (it just forgets on reload).
 */
export function safeLocalStorage(): WebStorage {
  try {
    const probe = '__mentoria_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    const storage = window.localStorage;
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
  } catch {
    return memoryStorage();
  }
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
