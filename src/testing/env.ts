/** Stands in for src/lib/env.ts under jest: the backend a test started puts its address in process.env. */
export function appEnv(): { supabaseUrl: string; supabaseAnonKey: string } {
  const supabaseUrl = process.env.VITE_SUPABASE_URL;
  const supabaseAnonKey = process.env.VITE_SUPABASE_ANON_KEY;
  if (!supabaseUrl || !supabaseAnonKey) throw new Error('start a test backend before using the Supabase client');
  return { supabaseUrl, supabaseAnonKey };
}
