/**
 * A signed-in reader who opens the app offline after their access
 * token expired stays signed in (supabase-js cannot refresh the token, keeps
 * the session stored, and answers "no session"); a session the server
 * refuses still ends.
 */
import { createTestStore } from '../../testing/createTestStore';
import { supabase } from '../../lib/supabase';
import { startAuthSync } from './authSync';
import { readStoredSessionUser, sessionStorageKey } from '../../lib/storedSession';

const SUPABASE_URL = 'http://127.0.0.1:54321';
const unsignedJwt = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((part) => btoa(part).replace(/=+$/, '')).join('.') +
  '.signature';

const READER = {
  id: '7d0e4c1a-0000-4000-8000-000000000001',
  email: 'demo@mentoria.test',
  user_metadata: { first_name: 'Demo', last_name: 'Reader' },
};

/** A session stored on this device whose access token expired an hour ago. */
function storeExpiredSession(refreshToken: string) {
  const expiresAt = Math.floor(Date.now() / 1000) - 3600;
  localStorage.setItem(
    sessionStorageKey(),
    JSON.stringify({
      access_token: unsignedJwt({ sub: READER.id, role: 'authenticated', exp: expiresAt }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: { ...READER, aud: 'authenticated', app_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
    }),
  );
}

async function authStatusAfterStart() {
  const store = createTestStore();
  const stop = startAuthSync(store.dispatch);
  const deadline = Date.now() + 10_000;
  while (store.getState().auth.status === 'unknown' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Later events (a refresh answer) have a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 300));
  stop();
  return store.getState().auth;
}

const realFetch = globalThis.fetch;

beforeAll(() => {
  process.env.VITE_SUPABASE_URL = SUPABASE_URL;
  process.env.VITE_SUPABASE_ANON_KEY = unsignedJwt({ role: 'anon' });
});

beforeEach(() => {
  // auth-js logs each failed refresh; the outcome is what these tests check.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  localStorage.clear();
});

afterAll(async () => {
  await supabase().auth.stopAutoRefresh();
});

describe('opening the app with an expired access token', () => {
  it('keeps the reader signed in when there is no network to refresh it', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    storeExpiredSession('refresh-offline');
    const auth = await authStatusAfterStart();
    expect(auth.status).toBe('signedIn');
    expect(auth.user).toMatchObject({ id: READER.id, email: READER.email, fullName: 'Demo Reader' });
    // The stored session is kept for when the network returns.
    expect(readStoredSessionUser()?.id).toBe(READER.id);
  });

  it('shows the reader signed in at once when the browser knows it is offline', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    storeExpiredSession('refresh-offline-known');
    const store = createTestStore();
    const stop = startAuthSync(store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    onLine.mockRestore();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { id: READER.id } });
  });

  it('signs the reader out when the server refuses the refresh (the session really ended)', async () => {
    globalThis.fetch = jest.fn(async () =>
      Response.json(
        { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
        { status: 400 },
      ),
    ) as typeof fetch;
    storeExpiredSession('refresh-refused');
    const auth = await authStatusAfterStart();
    expect(auth.status).toBe('signedOut');
    expect(auth.user).toBeNull();
  });
});

describe('where the session is stored', () => {
  it('is the key supabase-js itself uses', () => {
    expect(sessionStorageKey()).toBe((supabase().auth as unknown as { storageKey: string }).storageKey);
  });
});
