/**
 * The app's build-time configuration. Read through this module only, so tests
 * (which cannot evaluate import.meta under jest) swap it for src/testing/env.ts.
 */
export function appEnv(): { supabaseUrl: string; supabaseAnonKey: string } {
  const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;
  const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new Error(
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set (npm start writes them for the local backend)',
    );
  }
  return { supabaseUrl, supabaseAnonKey };
}
