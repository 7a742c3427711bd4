import './testing/workerGlobals';
import { restCacheKey } from './cacheKeys';
import { restSavedFirst, STARTING_PAGE_MAX_MS, StartingPages, type SavedFirstOptions } from './savedFirst';
import { FakeCache } from './testing/fakeCache';
import { jwtFor } from './testing/jwt';

const BOOKS = 'http://127.0.0.1:54321/rest/v1/MentoriaDatabase?select=*&limit=10';
const asUser = (sub: string) => ({ authorization: `Bearer ${jwtFor({ sub, role: 'authenticated' })}` });
const json = (body: unknown, status = 200) => Response.json(body, { status });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** A cache holding `rows` as the answer saved for `user` on an earlier visit. */
async function savedVisit(user: string, rows: unknown): Promise<FakeCache> {
  const cache = new FakeCache();
  await cache.put(restCacheKey(BOOKS, new Headers(asUser(user)), user), json(rows));
  return cache;
}

/** A starting page's read; resolves with what the page is shown and whether it is told to read again. */
async function startingRead(cache: FakeCache, user: string, fetch: SavedFirstOptions['fetch']) {
  const work: Promise<unknown>[] = [];
  let toldToReadAgain = false;
  const shown = await restSavedFirst(new Request(BOOKS, { headers: asUser(user) }), {
    cache,
    fetch,
    signedInUser: user,
    waitUntil: (promise) => work.push(promise),
    onChanged: () => {
      toldToReadAgain = true;
    },
  });
  const rows: unknown = await shown.json();
  await Promise.all(work);
  return { rows, toldToReadAgain };
}

const savedRows = async (cache: FakeCache, user: string) =>
  (await cache.match(restCacheKey(BOOKS, new Headers(asUser(user)), user)))?.json();

describe("a starting page's reads on a return visit", () => {
  it('show the answer saved on the device at once, keep the newer one, and ask the page to read again', async () => {
    const cache = await savedVisit('u1', [{ id: 1 }]);
    const network = jest.fn(async () => json([{ id: 2 }, { id: 1 }]));
    const { rows, toldToReadAgain } = await startingRead(cache, 'u1', network);
    expect(rows).toEqual([{ id: 1 }]);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await savedRows(cache, 'u1')).toEqual([{ id: 2 }, { id: 1 }]);
    expect(toldToReadAgain).toBe(true);
  });

  it('do not make the page read again when nothing changed', async () => {
    const cache = await savedVisit('u1', [{ id: 1 }]);
    const { toldToReadAgain } = await startingRead(cache, 'u1', async () => json([{ id: 1 }]));
    expect(toldToReadAgain).toBe(false);
  });

  it('keep the saved answer when the server fails or the network is gone', async () => {
    for (const fetch of [offline, async () => json({ message: 'down' }, 503)]) {
      const cache = await savedVisit('u1', [{ id: 1 }]);
      const { rows, toldToReadAgain } = await startingRead(cache, 'u1', fetch);
      expect(rows).toEqual([{ id: 1 }]);
      expect(toldToReadAgain).toBe(false);
      expect(await savedRows(cache, 'u1')).toEqual([{ id: 1 }]);
    }
  });

  it('never show one user the answer saved for another: without one of their own, they wait for the network', async () => {
    const cache = await savedVisit('alice', [{ id: 'alice-only' }]);
    const { rows, toldToReadAgain } = await startingRead(cache, 'bob', async () => json([{ id: 'bob' }]));
    expect(rows).toEqual([{ id: 'bob' }]);
    expect(toldToReadAgain).toBe(false);
  });
});

describe('which pages are starting', () => {
  it('a page is starting from its load until it says it has started', () => {
    const pages = new StartingPages();
    pages.opened('tab-1');
    expect(pages.isStarting('tab-1')).toBe(true);
    expect(pages.isStarting('tab-2')).toBe(false);
    pages.started('tab-1');
    expect(pages.isStarting('tab-1')).toBe(false);
  });

  it('a page that never says so stops counting as starting after a while', () => {
    let now = 1_000;
    const pages = new StartingPages(() => now);
    pages.opened('tab-1');
    now += STARTING_PAGE_MAX_MS + 1;
    expect(pages.isStarting('tab-1')).toBe(false);
  });

  it('a load without a page (a download) starts nothing', () => {
    const pages = new StartingPages();
    pages.opened('');
    expect(pages.isStarting('')).toBe(false);
  });
});
