/**
 * Stands in for @supabase/realtime-js in the browser bundle (vite.config.ts
 * aliases it here); about 15 KB gzip that the first page no longer loads.
 *
 * supabase-js builds a RealtimeClient in its constructor whether or not the app
 * uses it, and no bundler can drop it (supabase/supabase-js#151). Mentoria never
 * subscribes to anything, and its backend has no realtime endpoint.
 * supabase-js only calls what is below: setAuth on every sign-in, token refresh
 * and sign-out (no socket is open, so there is nothing to tell), and the
 * channel methods, which only `supabase().channel(…)` would reach.
 * jest uses the real package; src/lib/bundleStubs/bundleStubs.test.ts runs
 * supabase-js on these stubs.
 * Checked against @supabase/supabase-js 2.109.0 (realtime-js 2.109.0), pinned
 * to exactly that in package.json.
 */
export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error('Realtime is not part of Mentoria (see src/lib/bundleStubs/realtimeJs.ts)');
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
