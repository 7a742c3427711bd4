import { signedInUserOf } from './storedSession';
import { supabase } from './supabase';

/**
 * The id of the signed-in user, or null for a visitor. Endpoints ask
 * supabase-js rather than the store: at start-up the store's auth state is
 * still 'unknown' while supabase-js already knows the session. Offline with an
 * expired access token supabase-js answers "no session" though the session is
 * still stored: that user's saved answers are then what the screen wants
 * (the service worker serves them), so the same rule as the store applies.
 */
export async function sessionUserId(): Promise<string | null> {
  try {
    return signedInUserOf(await supabase().auth.getSession())?.id ?? null;
  } catch {
    return null;
  }
}
