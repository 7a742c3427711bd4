import { isAuthApiError, type User } from '@supabase/supabase-js';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { supabase } from '../../lib/supabase';
import { sessionChanged } from './authSlice';
import { toSignedInUser } from './authUser';

/**
 * Mirrors supabase-js's session into the store (spec §4), for as long as the
 * app runs; returns the function that stops it (tests call it).
 *
 * 1. The stored session answers "signed in or not?" at once, without a request.
 * 2. getUser() then asks the server, which also brings fresh names and avatar.
 *    A session the server refuses (user deleted, session ended elsewhere) is
 *    dropped; a network failure keeps it, so the app still works offline.
 * 3. onAuthStateChange follows every later change: sign-in with a password or
 *    a Google redirect, sign-out, another tab.
 *
 * Only the user's profile enters the store; tokens stay inside supabase-js.
 */
export function startAuthSync(dispatch: Dispatch<UnknownAction>): () => void {
  const client = supabase();
  let running = true;
  const mirror = (user: User | null | undefined) => {
    if (running) dispatch(sessionChanged(user ? toSignedInUser(user) : null));
  };

  // Events that say who is signed in now; an answer to an older question must not overrule them.
  let changes = 0;
  // The callback stays synchronous: supabase-js holds its lock while it runs.
  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_IN' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') changes += 1;
    mirror(session?.user);
  });

  void (async () => {
    const { data: stored } = await client.auth.getSession();
    mirror(stored.session?.user);
    if (!stored.session) return;
    const asked = changes;
    const { data: confirmed, error } = await client.auth.getUser();
    // Signed out (or in as someone else) while the server was answering: that later event stands.
    if (!running || changes !== asked) return;
    if (confirmed.user) mirror(confirmed.user);
    else if (isAuthApiError(error)) await client.auth.signOut({ scope: 'local' });
  })().catch(() => {
    // Storage that cannot be read leaves no session to trust: the user is a visitor until they sign in.
    mirror(null);
  });

  return () => {
    running = false;
    data.subscription.unsubscribe();
  };
}
