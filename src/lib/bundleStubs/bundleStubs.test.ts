/**
 * vite.config.ts swaps these stubs in for parts of supabase-js in the browser
 * bundle; jest does not, so here supabase-js is run on them: the client is
 * built, signs out (which tells realtime about the token) and reaches storage
 * as the app does, and the parts Mentoria never uses say so when called.
 */
import { createClient } from '@supabase/supabase-js';
import { FunctionsError } from './functionsJs';
import { RealtimeClient } from './realtimeJs';

jest.mock('@supabase/realtime-js', () => jest.requireActual('./realtimeJs'));
jest.mock('@supabase/functions-js', () => jest.requireActual('./functionsJs'));
jest.mock('iceberg-js', () => jest.requireActual('./icebergJs'));

const supabase = createClient('http://127.0.0.1:54321', 'anon-key', {
  auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
});

test('supabase-js runs on the stubs, and a sign-out reaches the realtime stub', async () => {
  const setAuth = jest.spyOn(RealtimeClient.prototype, 'setAuth');
  expect(supabase.realtime).toBeInstanceOf(RealtimeClient);

  await expect(supabase.auth.signOut()).resolves.toEqual({ error: null });
  expect(setAuth).toHaveBeenCalled();
  setAuth.mockRestore();
});

test('storage works as the app uses it (covers are public URLs)', () => {
  const { data } = supabase.storage.from('covers').getPublicUrl('ebooks/cover.jpg');
  expect(data.publicUrl).toBe('http://127.0.0.1:54321/storage/v1/object/public/covers/ebooks/cover.jpg');
});

test('realtime, Edge Functions and analytics buckets say they are not part of Mentoria', async () => {
  expect(() => supabase.channel('anything')).toThrow(/Realtime is not part of Mentoria/);
  expect(supabase.getChannels()).toEqual([]);
  await expect(supabase.removeAllChannels()).resolves.toEqual([]);
  expect(() => supabase.functions.invoke('anything')).toThrow(FunctionsError);
  expect(() => supabase.storage.analytics.from('anything')).toThrow(/Analytics buckets are not part of Mentoria/);
});
