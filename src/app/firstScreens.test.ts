import { afterEach, expect, jest } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { paths } from '../config/paths';
import { visitorReadAddress } from '../../sw/cacheKeys';
import { FIRST_SCREEN_READS, FIRST_SCREENS } from './firstScreens';
import { preloadFirstScreen } from './preloadFirstScreen';
import { memoryStorage } from './safeStorage';
import { setupStore } from './store';

/**
 * What index.html starts before the app has run (firstScreens.ts) must be
 * what the app then asks for: other code would be downloaded for nothing, and
 * other addresses read twice.
 */

// pdf.js's worker is a Vite `?url` import, which jest cannot load; Home does not start it.
jest.mock('../lib/pdfWorker', () => ({ PDF_WORKER_URL: '', startPdfWorker: () => Promise.resolve(null) }));

const ROOT = join(__dirname, '..', '..');
const BACKEND = 'http://127.0.0.1:9';
const KEY = 'test-anon-key';
process.env.VITE_SUPABASE_URL ??= BACKEND;
process.env.VITE_SUPABASE_ANON_KEY ??= KEY;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

test('the screens whose code starts early are the app’s, at their own paths, with the modules the app loads for them', () => {
  expect(Object.keys(FIRST_SCREENS).sort()).toEqual(
    [paths.home.path, paths.ebooks.path, paths.ebook.path, paths.search.path, paths.reader.path].sort(),
  );
  const screens = readFileSync(join(__dirname, 'screens.ts'), 'utf8');
  for (const module of Object.values(FIRST_SCREENS)) {
    expect(existsSync(join(ROOT, module))).toBe(true);
    const fromScreens = module.replace(/^src\/app\//, './').replace(/\.tsx$/, '');
    expect(screens).toContain(`import('${fromScreens}')`);
  }
});

test('a visitor opening Home: the app reads exactly the addresses index.html has started, as a visitor’s reads are sent', async () => {
  const sent: { url: string; headers: Headers }[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
  const { store } = setupStore({ storage: memoryStorage() });

  void preloadFirstScreen(store.dispatch, { pathname: paths.home.path, search: '' });

  const started = (FIRST_SCREEN_READS[paths.home.path] ?? []).map((read) => visitorReadAddress(BACKEND, KEY, read));
  expect(started).toHaveLength(3);
  await waitFor(() => expect(sent.map(({ url }) => url).sort()).toEqual([...started].sort()));
  // Nothing that a preload (which sends no header of its own) would not match.
  for (const { headers } of sent) expect([...headers.keys()].filter((name) => name !== 'accept')).toEqual([]);
});
