import { isAuthRetryableFetchError, type Session, type User } from '@supabase/supabase-js';
import { appEnv } from './env';
import { browserIsOnline } from './online';
import { localStorageOrNull } from './safeStorage';
import { sessionStorageKeyFor } from './sessionStorageKey';

/** Where supabase-js keeps its session in localStorage, for the app's backend (sessionStorageKeyFor). */
export function sessionStorageKey(supabaseUrl: string = appEnv().supabaseUrl): string {
  return sessionStorageKeyFor(supabaseUrl);
}

/**
 * The user of the session supabase-js stored on this device, read without a
 * request. Used only when the session is there but could not be refreshed for
 * want of a network: the person is still signed in, just offline.
 */
export function readStoredSessionUser(storage: Pick<Storage, 'getItem'> | null = localStorageOrNull()): User | null {
  try {
    const raw = storage?.getItem(sessionStorageKey());
    if (!raw) return null;
    const session = JSON.parse(raw) as { refresh_token?: unknown; user?: Partial<User> } | null;
    const user = session?.user;
    if (typeof session?.refresh_token !== 'string' || !user || typeof user.id !== 'string') return null;
    return user as User;
  } catch {
    return null;
  }
}

/** What supabase-js's `auth.getSession()` answers. */
export interface SessionAnswer {
  data: { session: Session | null };
  error: unknown;
}

/**
 * Who is signed in, from a `getSession()` answer: its session's user, or,
 * when the refresh failed for want of a network (offline with an expired
 * access token), the user of the session still stored on this device. Any
 * other "no session" (signed out, refresh refused by the server) is a visitor.
 * The one rule for the store (authSync) and the data layer (sessionUserId).
 */
export function signedInUserOf(
  answer: SessionAnswer,
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): User | null {
  if (answer.data.session) return answer.data.session.user;
  return isAuthRetryableFetchError(answer.error) ? readStoredSessionUser(storage) : null;
}

/**
 * How long an expired session is presented as valid while offline: more than
 * supabase-js's refresh margin (90 s, three ticks of 30 s), so it neither
 * tries to refresh nor holds requests back, and short enough to be re-read.
 */
const OFFLINE_VALIDITY_SECONDS = 10 * 60;

/** The stored session JSON as supabase-js should see it offline: expired → valid for a while longer. */
export function sessionSeenOffline(raw: string, nowMs: number): string {
  try {
    const session = JSON.parse(raw) as { expires_at?: unknown } | null;
    if (!session || typeof session.expires_at !== 'number') return raw;
    const nowSeconds = Math.floor(nowMs / 1000);
    if (session.expires_at - nowSeconds > OFFLINE_VALIDITY_SECONDS / 2) return raw;
    return JSON.stringify({ ...session, expires_at: nowSeconds + OFFLINE_VALIDITY_SECONDS });
  } catch {
    return raw;
  }
}

/**
 * supabase-js's session storage (localStorage), seen through one rule: while
 * the browser is offline, an expired stored session reads as still valid.
 *
 * Why: offline, supabase-js cannot refresh an expired access token, and it
 * retries with back-off for about 25 s (then again a minute later) while
 * holding back every request, so an installed app opened offline showed an
 * empty library for half a minute. Seen as valid, the session's token goes out
 * at once; no server sees it (there is no network), and the service worker
 * answers from the answers it saved for that user (keyed by the token's
 * subject). The stored value itself is never changed: back online, the next
 * read sees the real expiry and supabase-js refreshes as usual. A refresh the
 * server refuses still ends the session.
 */
export function offlineAwareSessionStorage(): Storage | undefined {
  const storage = localStorageOrNull();
  if (!storage) return undefined;
  const key = sessionStorageKey();
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    clear: () => storage.clear(),
    getItem: (name) => {
      const raw = storage.getItem(name);
      return raw !== null && !browserIsOnline() && name === key ? sessionSeenOffline(raw, Date.now()) : raw;
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}
