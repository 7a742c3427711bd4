import { isAuthApiError, type User } from '@supabase/supabase-js';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { tellServiceWorker } from '../../lib/serviceWorker';
import { supabase } from '../../lib/supabase';
import { browserIsOnline } from '../../lib/online';
import { sessionChanged } from './authSlice';
import { toSignedInUser } from './authUser';
import { readStoredSessionUser, signedInUserOf } from '../../lib/storedSession';

/** How long a start-up refresh may take before the stored user is shown anyway. */
const STORED_USER_GRACE_MS = 2500;
/** Coming back to the tab asks the server about the session at most this often. */
const SESSION_CHECK_INTERVAL_MS = 2_000;

/**
 * Whether the server's answer to getUser() says this session is over: ended elsewhere ("Sign out on all
 * devices", a new password), the account gone, or a token it no longer takes. A server error or no network
 * says nothing about the session.
 */
export const sessionIsOver = (error: unknown): boolean =>
  isAuthApiError(error) && [401, 403, 404].includes(error.status);

/**
 * Mirrors supabase-js's session into the store (docs/product.md#how-the-screens-behave), for as long as the
 * app runs; returns the function that stops it (tests call it).
 *
 * 1. The stored session answers "signed in or not?" at once, without a request.
 *    Offline with an expired access token supabase-js cannot refresh it and,
 *    after retrying for up to 30 s, answers "no session", though the session
 *    stays stored: that user is still signed in. So the stored user
 *    is shown at once when the browser is offline, or after a short wait for
 *    a refresh that does not come, until supabase-js says otherwise.
 * 2. getUser() then asks the server, which also brings fresh names and avatar.
 *    A session the server refuses (user deleted, session ended elsewhere) is
 *    dropped; a network failure keeps it, so the app still works offline.
 * 3. onAuthStateChange follows every later change: sign-in with a password or
 *    a Google redirect, sign-out, another tab.
 * 4. Coming back to the tab (or the network) asks the server again: a session
 *    ended on another device is then ended here, and the store says so
 *    (authSlice's endedElsewhere), rather than the reader finding out on a reload.
 *
 * Only the user's profile enters the store; tokens stay inside supabase-js.
 * The service worker is told who is signed in (it answers offline reads from
 * that user's saved answers); what a sign-out frees is app/listeners.ts's to do.
 */
export function startAuthSync(dispatch: Dispatch<UnknownAction>): () => void {
  const client = supabase();
  let running = true;
  let mirroredUserId: string | null | undefined;
  /** Whether supabase-js has answered yet; until then the stored user may stand in. */
  let answered = false;
  const mirror = (user: User | null | undefined) => {
    if (!running) return;
    answered = true;
    dispatch(sessionChanged(user ? toSignedInUser(user) : null));
    const userId = user?.id ?? null;
    if (userId !== mirroredUserId) tellServiceWorker({ type: 'USER_CHANGED', userId });
    mirroredUserId = userId;
  };

  // Events that say who is signed in now; an answer to an older question must not overrule them.
  let changes = 0;
  // The callback stays synchronous: supabase-js holds its lock while it runs.
  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_IN' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') changes += 1;
    // No initial session may only mean "offline with an expired token": getSession() below tells which.
    if (event === 'INITIAL_SESSION' && !session) return;
    mirror(session?.user);
  });

  const storedUser = readStoredSessionUser();
  const showStoredUser = () => {
    if (answered || !storedUser) return;
    mirror(storedUser);
  };
  const graceTimer = storedUser ? setTimeout(showStoredUser, browserIsOnline() ? STORED_USER_GRACE_MS : 0) : undefined;

  void (async () => {
    const answer = await client.auth.getSession();
    // Offline with an expired token this is the stored session's user: still this person, just offline.
    mirror(signedInUserOf(answer));
    const stored = answer.data;
    if (!stored.session) return;
    const asked = changes;
    const { data: confirmed, error } = await client.auth.getUser();
    // Signed out (or in as someone else) while the server was answering: that later event stands.
    if (!running || changes !== asked) return;
    if (confirmed.user) mirror(confirmed.user);
    else if (sessionIsOver(error)) await client.auth.signOut({ scope: 'local' });
  })().catch(() => {
    // Storage that cannot be read leaves no session to trust: the user is a visitor until they sign in.
    mirror(null);
  });

  const stopChecking = typeof window === 'undefined' ? () => undefined : checkSessionOnReturn(client);

  return () => {
    running = false;
    clearTimeout(graceTimer);
    data.subscription.unsubscribe();
    stopChecking();
  };
}

/**
 * Asks the server again when the reader comes back to the tab, or the network comes back (at most every
 * SESSION_CHECK_INTERVAL_MS: focus and visibility both fire); returns the function that stops it.
 */
function checkSessionOnReturn(client: ReturnType<typeof supabase>): () => void {
  let checkedAt = Date.now();
  const checkOnReturn = () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < SESSION_CHECK_INTERVAL_MS) return;
    checkedAt = Date.now();
    void endSessionIfOver(client).catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkOnReturn);
  window.addEventListener('focus', checkOnReturn);
  window.addEventListener('online', checkOnReturn);
  return () => {
    document.removeEventListener('visibilitychange', checkOnReturn);
    window.removeEventListener('focus', checkOnReturn);
    window.removeEventListener('online', checkOnReturn);
  };
}

/** Asks the server whether this device's session still stands; one it has ended is ended here too. */
async function endSessionIfOver(client: ReturnType<typeof supabase>): Promise<void> {
  const { data } = await client.auth.getSession();
  if (!data.session) return;
  const { error } = await client.auth.getUser();
  if (sessionIsOver(error)) await client.auth.signOut({ scope: 'local' });
}
