import { afterEach, expect, jest } from '@jest/globals';
import { supabase } from '../lib/supabase';
import { preloadFirstScreen } from './preloadFirstScreen';
import { memoryStorage } from './safeStorage';
import { setupStore } from './store';

/**
 * What the app asks the backend for as it starts, before any screen renders:
 * supabase-js stood in for (no backend in jsdom), each read it is asked for noted.
 */

// The client needs an address to be built; nothing is sent to it.
process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:9';
process.env.VITE_SUPABASE_ANON_KEY ??= 'test-anon-key';

/** Notes every table and function read, and answers each with nothing. */
function readsNoted(): string[] {
  const reads: string[] = [];
  const answer = { data: [], error: null };
  const chain = (): Record<string, unknown> => {
    const read: Record<string, unknown> = {};
    for (const step of ['select', 'eq', 'order', 'limit']) read[step] = () => read;
    read.then = (resolve: (value: typeof answer) => unknown) => Promise.resolve(answer).then(resolve);
    return read;
  };
  jest.spyOn(supabase(), 'from').mockImplementation(((table: string) => {
    reads.push(table);
    return chain();
  }) as never);
  jest.spyOn(supabase(), 'rpc').mockImplementation(((name: string) => {
    reads.push(`rpc ${name}`);
    return chain();
  }) as never);
  return reads;
}

afterEach(() => {
  jest.restoreAllMocks();
});

test('opening the app on Home asks at once for the newest ebooks, the categories and the rows’ names', () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, '/');
  expect(reads.sort()).toEqual(['MentoriaDatabase', 'categories', 'rpc home_categories']);
});

test('opening the app on another screen asks for none of Home’s data', () => {
  const reads = readsNoted();
  const { store } = setupStore({ storage: memoryStorage() });
  preloadFirstScreen(store.dispatch, '/ebooks');
  expect(reads).toEqual([]);
});
