/**
 * The app's sign-in as its store sees it: the app's own supabase-js client
 * against the real backend, mirrored into state.auth by startAuthSync, with
 * the clean-up rules of app/listeners.ts. Nothing is mocked.
 */
import WebSocket from 'ws';
import { memoryStorage } from '../../src/lib/safeStorage';
import { setupStore, type AppStore, type RootState } from '../../src/app/store';
import { signIn as signInThunk, signOut, signUp } from '../../src/features/auth/authCalls';
import { startAuthSync } from '../../src/features/auth/authSync';
import { favouritesLoaded } from '../../src/features/favourites/favouritesSlice';
import { api } from '../../src/lib/api';
import { supabase } from '../../src/lib/supabase';
import { DEMO_ACCOUNT, REVIEWER_ACCOUNTS } from '../../server/src/seed/people';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

// Node 20 has no WebSocket, and supabase-js will not build its (unused) realtime part without one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const DEMO = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
const REVIEWER = REVIEWER_ACCOUNTS[0]!;

/** A query that only makes sense for the signed-in user: the ids of their favourite ebooks. */
const favouritesProbe = api.injectEndpoints({
  endpoints: (build) => ({
    probeFavouriteIds: build.query<number[], void>({
      queryFn: async () => {
        const { data, error } = await supabase().from('Favorites').select('product_id');
        return error
          ? { error: { status: 0, code: 'probe', message: error.message } }
          : { data: data.map((row) => row.product_id) };
      },
    }),
  }),
});

let t: TestBackend;
let accounts = 0;
const freshEmail = (label: string) => `${label}.${process.pid}.${accounts++}@example.test`;

beforeAll(async () => {
  t = await startTestBackend();
  // Before the first supabase() call: the app's client is created lazily from these.
  process.env.VITE_SUPABASE_URL = t.url;
  process.env.VITE_SUPABASE_ANON_KEY = t.anonKey;
});

afterAll(async () => {
  await supabase().auth.stopAutoRefresh();
  await t.stop();
});

/** One app start: a fresh store over `storage`, rehydrated, with the auth sync running. */
let running: { store: AppStore; stop: () => void } | null = null;
async function startApp(storage = memoryStorage()) {
  const { store, persistor } = setupStore({ storage });
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
  running = { store, stop: startAuthSync(store.dispatch) };
  return store;
}

afterEach(async () => {
  running?.stop();
  running = null;
  // The client (like a browser tab) outlives a store; each test starts as a visitor.
  await supabase().auth.signOut({ scope: 'local' });
});

async function until(store: AppStore, done: (state: RootState) => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!done(store.getState())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Dispatches a thunk of authCalls and gives back its result or its error, as a form would see them. */
async function outcome<T>(pending: Promise<{ payload?: T | unknown; meta: { requestStatus: string } }>) {
  const action = await pending;
  return action.meta.requestStatus === 'fulfilled'
    ? { data: action.payload as T, error: undefined }
    : { data: undefined, error: action.payload };
}

const signIn = (store: AppStore, credentials = DEMO) => outcome(store.dispatch(signInThunk(credentials)));

test('a visitor starts signed out, with no user', async () => {
  const store = await startApp();
  await until(store, (s) => s.auth.status !== 'unknown', 'auth is known');
  expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
});

test('signing in with the demo account puts Demo Reader in the store, and no token', async () => {
  const store = await startApp();
  await until(store, (s) => s.auth.status === 'signedOut', 'signed out');
  store.dispatch({ type: 'auth/loginModalOpened' });

  const result = await signIn(store);

  expect(result.error).toBeUndefined();
  const state = store.getState();
  expect(state.auth.status).toBe('signedIn');
  expect(state.auth.user).toEqual({
    id: expect.any(String),
    email: DEMO_ACCOUNT.email,
    firstName: 'Demo',
    lastName: 'Reader',
    fullName: 'Demo Reader',
    avatarUrl: null,
  });
  expect(state.auth.loginModalOpen).toBe(false);
  // "Signed in as Demo Reader" is the sign-in form's toast, raised where the person acted (e2e/signIn.spec.ts).
  const { data } = await supabase().auth.getSession();
  expect(JSON.stringify(state)).not.toContain(data.session?.access_token);
  expect(JSON.stringify(state)).not.toContain(data.session?.refresh_token);
});

test("a wrong password gives the server's message and leaves the visitor signed out", async () => {
  const store = await startApp();
  await until(store, (s) => s.auth.status === 'signedOut', 'signed out');

  const result = await signIn(store, { email: DEMO.email, password: 'not-the-password' });

  expect(result.error).toMatchObject({
    status: 400,
    code: 'invalid_credentials',
    message: 'Invalid login credentials',
  });
  expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
});

test('a new account can be created with its names, and signed into again later', async () => {
  const store = await startApp();
  await until(store, (s) => s.auth.status === 'signedOut', 'signed out');
  const account = { email: freshEmail('ada'), password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };

  const created = await outcome(store.dispatch(signUp(account)));

  expect(created.data).toMatchObject({ needsConfirmation: false, user: { fullName: 'Ada Lovelace' } });
  await until(store, (s) => s.auth.status === 'signedIn', 'signed in after sign-up');
  expect(store.getState().auth.user).toMatchObject({ email: account.email, firstName: 'Ada', lastName: 'Lovelace' });

  await outcome(store.dispatch(signOut()));
  await until(store, (s) => s.auth.status === 'signedOut', 'signed out');
  const again = await signIn(store, { email: account.email, password: account.password });
  expect(again.error).toBeUndefined();
  expect(store.getState().auth.user?.fullName).toBe('Ada Lovelace');
});

test("sign-up shows the server's reasons: an address already registered, a password too short", async () => {
  const store = await startApp();
  const names = { firstName: 'Demo', lastName: 'Again' };

  const taken = await outcome(store.dispatch(signUp({ ...DEMO, ...names })));
  const weak = await outcome(store.dispatch(signUp({ email: freshEmail('weak'), password: '123', ...names })));

  expect((taken.error as { message?: string })?.message).toBe('User already registered');
  expect(weak.error).toMatchObject({ code: 'weak_password', message: expect.stringMatching(/at least 6/) });
  expect(store.getState().auth.status).toBe('signedOut');
});

test('signing out makes the user a visitor and forgets everything fetched and cached for them', async () => {
  const store = await startApp();
  await signIn(store);
  const userId = store.getState().auth.user?.id ?? '';
  const favourites = await store.dispatch(favouritesProbe.endpoints.probeFavouriteIds.initiate());
  expect(favourites.data?.length).toBeGreaterThan(0);
  store.dispatch(favouritesLoaded({ userId, kind: 'ebook', ids: favourites.data ?? [] }));

  const result = await outcome(store.dispatch(signOut()));

  expect(result.error).toBeUndefined();
  const state = store.getState();
  expect(state.auth).toMatchObject({ status: 'signedOut', user: null });
  expect(favouritesProbe.endpoints.probeFavouriteIds.select()(state).data).toBeUndefined();
  expect(Object.keys(state.api.queries)).toEqual([]);
  expect(state.favourites).toEqual({ userId: null, productIds: [], courseIds: [] });
});

test('another user signing in replaces the first one and drops their data', async () => {
  const store = await startApp();
  await signIn(store);
  await store.dispatch(favouritesProbe.endpoints.probeFavouriteIds.initiate());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

  await signIn(store, { email: REVIEWER.email, password: REVIEWER.password });

  const state = store.getState();
  expect(state.auth.user?.email).toBe(REVIEWER.email);
  expect(Object.keys(state.api.queries)).toEqual([]);
});

/** What redux-persist would have stored under the app's key, with a favourites cache of `userId`. */
function persistedFavourites(userId: string, productIds: number[]) {
  return memoryStorage({
    'persist:mentoria': JSON.stringify({
      favourites: JSON.stringify({ userId, productIds }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  });
}

test("on start, a stored session signs the user in, and another user's persisted favourites are dropped", async () => {
  await supabase().auth.signInWithPassword(DEMO);

  const store = await startApp(persistedFavourites('00000000-0000-4000-8000-00000000beef', [1, 2, 3]));

  await until(store, (s) => s.auth.status === 'signedIn', 'the stored session is mirrored');
  expect(store.getState().auth.user?.fullName).toBe('Demo Reader');
  await until(store, (s) => s.favourites.userId === null, 'the foreign cache is dropped');
  expect(store.getState().favourites.productIds).toEqual([]);
});

test("on start, the returning user's own persisted favourites are kept", async () => {
  const { data } = await supabase().auth.signInWithPassword(DEMO);
  const demoId = data.user?.id ?? '';

  const store = await startApp(persistedFavourites(demoId, [4, 5]));

  await until(store, (s) => s.auth.status === 'signedIn', 'signed in');
  // Let getUser() confirm the session too, then check nothing was dropped on the way.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(store.getState().favourites).toEqual({ userId: demoId, productIds: [4, 5], courseIds: [] });
});

test('a visitor keeps no favourites cache from whoever used the app before', async () => {
  const store = await startApp(persistedFavourites('00000000-0000-4000-8000-00000000beef', [1]));

  await until(store, (s) => s.auth.status === 'signedOut', 'signed out');
  await until(store, (s) => s.favourites.userId === null, 'the cache is dropped');
});

test('a stored session the server no longer accepts (account deleted) ends in signed out', async () => {
  const email = freshEmail('gone');
  const { data } = await supabase().auth.signUp({ email, password: 'correct horse' });
  const { error } = await t.serviceClient().auth.admin.deleteUser(data.user?.id ?? '');
  expect(error).toBeNull();

  const store = await startApp();

  await until(store, (s) => s.auth.status === 'signedOut' && s.auth.user === null, 'the refused session is dropped');
});
