import { createClient } from '@supabase/supabase-js';
import { fromSupabase } from './supabaseResult';

/** A REST client whose every request fails as an absent network does, counting the attempts. */
function unreachable() {
  let attempts = 0;
  const client = createClient('http://127.0.0.1:1', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: () => {
        attempts++;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    },
  });
  return { client, attempts: () => attempts };
}

function browserOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('offline, a read that cannot reach the server fails at once, without asking three times more', async () => {
  browserOnline(false);
  const { client, attempts } = unreachable();

  const result = await fromSupabase(() => client.from('categories').select('*'));

  expect(result.error).toBeDefined();
  expect(attempts()).toBe(1);
});

test('online, a read that cannot reach the server is asked again before it fails (a passing network fault)', async () => {
  browserOnline(true);
  jest.useFakeTimers();
  const { client, attempts } = unreachable();

  const pending = fromSupabase(() => client.from('categories').select('*'));
  await jest.runAllTimersAsync();
  const result = await pending;

  expect(result.error).toBeDefined();
  expect(attempts()).toBe(4);
});

test('a data answer is mapped for the store, and an error answer becomes the one error shape', async () => {
  expect(
    await fromSupabase(
      async () => ({ data: [1, 2], error: null }),
      (rows) => rows.length,
    ),
  ).toEqual({ data: 2 });
  const failed = await fromSupabase(async () => ({ data: null, error: { message: 'nope' }, status: 400 }));
  expect(failed.error).toBeDefined();
  expect(failed.data).toBeUndefined();
});
