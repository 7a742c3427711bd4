import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { appEnv } from './env';

let client: SupabaseClient<Database> | null = null;

/**
 * The app's one Supabase client, created on first use (so tests can point it
 * at the backend they started). Only data-layer code (…Api.ts, listeners)
 * calls this; components never do.
 */
export function supabase(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = appEnv();
    // PKCE for Google sign-in: the provider returns a one-time code, not tokens in the URL fragment.
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, { auth: { flowType: 'pkce' } });
  }
  return client;
}
