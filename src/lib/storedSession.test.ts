/**
 * Who is signed in after supabase-js answers getSession(): offline
 * with an expired access token it answers "no session" though the session is
 * still stored; that reader is still signed in. Any other "no session" is a
 * visitor, so a session the server refused never stands in.
 */
import { AuthApiError, AuthRetryableFetchError, type Session } from '@supabase/supabase-js';
import { sessionSeenOffline, sessionStorageKey, signedInUserOf } from './storedSession';

const READER = { id: '7d0e4c1a-0000-4000-8000-000000000001', email: 'demo@mentoria.test' };
const OTHER = { id: '7d0e4c1a-0000-4000-8000-000000000002', email: 'other@mentoria.test' };

beforeAll(() => {
  process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY = 'anon';
});

/** This device's storage holding a session of `user` (its access token expired, which the rule does not read). */
function deviceStoring(user: { id: string } | null) {
  const items = new Map<string, string>();
  if (user) items.set(sessionStorageKey(), JSON.stringify({ access_token: 'expired', refresh_token: 'r1', user }));
  return { getItem: (key: string) => items.get(key) ?? null };
}

const noNetwork = new AuthRetryableFetchError('Failed to fetch', 0);

describe('who is signed in after supabase-js looked for the session', () => {
  it('is the session’s user when supabase-js has a session', () => {
    const session = { user: OTHER } as unknown as Session;
    expect(signedInUserOf({ data: { session }, error: null }, deviceStoring(READER))?.id).toBe(OTHER.id);
  });

  it('is the stored reader when the token could not be refreshed for want of a network', () => {
    expect(signedInUserOf({ data: { session: null }, error: noNetwork }, deviceStoring(READER))?.id).toBe(READER.id);
  });

  it('is a visitor when the server refused the refresh (the session has ended)', () => {
    const refused = new AuthApiError('Invalid Refresh Token', 400, 'refresh_token_not_found');
    expect(signedInUserOf({ data: { session: null }, error: refused }, deviceStoring(READER))).toBeNull();
  });

  it('is a visitor after signing out, even offline', () => {
    expect(signedInUserOf({ data: { session: null }, error: null }, deviceStoring(READER))).toBeNull();
    expect(signedInUserOf({ data: { session: null }, error: noNetwork }, deviceStoring(null))).toBeNull();
  });
});

describe('the stored session as supabase-js sees it offline', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const nowSeconds = now / 1000;
  const stored = (expiresAt: number) =>
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: expiresAt });

  it('reads an expired session as valid for a while, so no refresh holds requests back', () => {
    const seen = JSON.parse(sessionSeenOffline(stored(nowSeconds - 3600), now)) as { expires_at: number };
    expect(seen.expires_at).toBeGreaterThan(nowSeconds + 90);
    expect(seen).toMatchObject({ access_token: 'a', refresh_token: 'r' });
  });

  it('leaves a session with plenty of time left as it is', () => {
    expect(sessionSeenOffline(stored(nowSeconds + 3000), now)).toBe(stored(nowSeconds + 3000));
  });

  it('passes anything that is not a session through untouched', () => {
    expect(sessionSeenOffline('not json', now)).toBe('not json');
    expect(sessionSeenOffline('null', now)).toBe('null');
    expect(sessionSeenOffline('{"expires_at":"soon"}', now)).toBe('{"expires_at":"soon"}');
  });
});
