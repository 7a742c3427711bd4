import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { appEnv } from './env';
import { offlineAwareSessionStorage } from './storedSession';
import { visitorReadsWithoutPreflight } from './visitorReads';

let client: SupabaseClient<Database> | null = null;

/**
 * The app's one Supabase client, created on first use (so tests can point it
 * at the backend they started). Only data-layer code (…Api.ts, listeners)
 * calls this; components never do.
 */
export function supabase(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = appEnv();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: {
        // PKCE for Google sign-in: the provider returns a one-time code, not tokens in the URL fragment.
        flowType: 'pkce',
        // localStorage, but an expired session stays usable offline (see offlineAwareSessionStorage);
        // undefined where there is no localStorage (Node tests): supabase-js then keeps it in memory.
        storage: offlineAwareSessionStorage(),
      },
      // A visitor's reads go without a CORS preflight: a round trip less before each new read (visitorReads.ts).
      global: { fetch: visitorReadsWithoutPreflight(supabaseUrl, supabaseAnonKey) },
    });
  }
  return client;
}
