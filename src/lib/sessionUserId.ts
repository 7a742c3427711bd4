import { supabase } from './supabase';

/**
 * The id of the user whose session supabase-js holds, or null for a visitor.
 * Endpoints ask supabase-js rather than the store: at start-up the store's
 * auth state is still 'unknown' while supabase-js already knows the session.
 */
export async function sessionUserId(): Promise<string | null> {
  try {
    const { data } = await supabase().auth.getSession();
    return data.session?.user.id ?? null;
  } catch {
    return null;
  }
}
