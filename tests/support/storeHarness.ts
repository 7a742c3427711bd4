/**
 * What the data-layer tests share: a backend of their own, the app's real store
 * and its one supabase-js client pointed at that backend. Nothing is mocked.
 */
import WebSocket from 'ws';
import { memoryStorage } from '../../src/lib/safeStorage';
import { setupStore, type AppStore, type RootState } from '../../src/app/store';
import { startAuthSync } from '../../src/features/auth/authSync';
import { api } from '../../src/lib/api';
import { supabase } from '../../src/lib/supabase';
import { startTestBackend, type TestBackend } from './backendHarness';

// Node 20 has no global WebSocket, and supabase-js will not construct its client without one
// (realtime is never used). It must be set before the app's client is first created.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/** Starts a backend and points the app's client at it (src/lib/supabase.ts reads these on first use). */
export async function startDataBackend(): Promise<TestBackend> {
  const t = await startTestBackend();
  process.env.VITE_SUPABASE_URL = t.url;
  process.env.VITE_SUPABASE_ANON_KEY = t.anonKey;
  return t;
}

export interface TestStore {
  store: AppStore;
  /** Stops mirroring supabase-js's session into the store (to let the two disagree, as after an expiry). */
  stopAuthSync(): void;
  /** Stops mirroring supabase-js's session into the store, drops the API cache and ends persistence. */
  stop(): Promise<void>;
}

/** A fresh store, with the app's own auth sync, as the app builds it at start-up. */
export async function startStore(): Promise<TestStore> {
  const { store, persistor } = setupStore({ storage: memoryStorage() });
  const stopAuthSync = startAuthSync(store.dispatch);
  await until(store, (state) => state.auth.status !== 'unknown');
  return {
    store,
    stopAuthSync,
    async stop() {
      stopAuthSync();
      store.dispatch(api.util.resetApiState());
      // redux-persist writes on a timer; let it finish so no timer outlives the test.
      persistor.pause();
      await persistor.flush();
    },
  };
}

/** Signs the app's client in and waits until the store says so. */
export async function signIn(store: AppStore, email: string, password: string): Promise<string> {
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  await until(store, (state) => state.auth.user?.id === data.user.id);
  return data.user.id;
}

export async function signOut(store: AppStore): Promise<void> {
  await supabase().auth.signOut({ scope: 'local' });
  await until(store, (state) => state.auth.status === 'signedOut');
}

/** Waits until the store's state meets the condition (e.g. a refetch after an invalidation has landed). */
export function until(store: AppStore, condition: (state: RootState) => boolean, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (condition(store.getState())) return resolve();
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('the store never reached the expected state'));
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!condition(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A fresh store for each test of the file (jest's beforeEach), stopped and signed out after it; the returned
 * function gives the current test's store.
 */
export function storePerTest(): () => TestStore {
  let current: TestStore | null = null;
  beforeEach(async () => {
    current = await startStore();
  });
  afterEach(async () => {
    await current?.stop();
    current = null;
    await supabase().auth.signOut({ scope: 'local' });
  });
  return () => {
    if (!current) throw new Error('a store is only there while a test runs');
    return current;
  };
}

/**
 * A network the test can cut: while `offline` is true every request fails as an unreachable server does.
 * supabase-js keeps the fetch it finds when the app's client is made, so call this before the first request.
 */
export function networkGate(): { offline: boolean } {
  const gate = { offline: false };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    gate.offline ? Promise.reject(new TypeError('fetch failed (offline)')) : realFetch(input, init);
  return gate;
}
