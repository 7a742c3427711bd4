/**
 * Where supabase-js keeps its session in localStorage: its default key for the
 * project URL (supabase-js's `sb-<first label of the host>-auth-token`; a test
 * compares it with the client's own, so a change in supabase-js is caught).
 * A module of its own, without the app's configuration: the build reads it too
 * (index.html's first reads are a visitor's only).
 */
export function sessionStorageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
