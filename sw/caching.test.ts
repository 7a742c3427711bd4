import './testing/workerGlobals';
import { ANONYMOUS, restCacheKey } from './cacheKeys';
import {
  clearSavedObjects,
  clearUserAnswers,
  isOutdatedCache,
  requestUser,
  restNetworkFirst,
  routeOf,
  storageObjectFromSavedCopy,
} from './caching';
import { FakeCache } from './testing/fakeCache';
import { jwtFor } from './testing/jwt';

const API = 'http://127.0.0.1:54321';
const APP = 'http://localhost:5173';
const ORDERS = `${API}/rest/v1/Orders?select=*`;
const asUser = (sub: string) => ({ authorization: `Bearer ${jwtFor({ sub, role: 'authenticated' })}` });
const asAnon = { authorization: `Bearer ${jwtFor({ role: 'anon' })}` };
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** `user` reads the orders online, so the worker keeps that answer; the answer is returned. */
const readOnline = (cache: FakeCache, user: string, orders: unknown) =>
  restNetworkFirst(new Request(ORDERS, { headers: asUser(user) }), {
    cache,
    fetch: async () => json(orders),
    signedInUser: user,
  });

describe('which rule a request follows', () => {
  const route = (url: string, init?: RequestInit & { mode?: RequestMode }) =>
    routeOf({ method: 'GET', mode: 'cors', ...init, url } as unknown as Request, {
      covers: 'covers',
      lessons: ['lessons-free', 'lessons-premium'],
    });

  it('never touches sign-in, tokens or writes', () => {
    expect(route(`${API}/auth/v1/token?grant_type=refresh_token`)).toBe('network');
    expect(route(`${API}/auth/v1/user`)).toBe('network');
    expect(route(ORDERS, { method: 'POST' })).toBe('network');
  });

  it('tells page loads, covers, books and REST reads apart', () => {
    expect(route(`${APP}/mylibrary`, { mode: 'navigate' })).toBe('navigation');
    expect(route(`${API}/storage/v1/object/public/covers/a.png`)).toBe('cover');
    expect(route(`${API}/storage/v1/object/sign/ebooks-free/a.pdf?token=t`)).toBe('storageObject');
    expect(route(`${API}/storage/v1/object/sign/lessons-premium/1/intro.webm?token=t`)).toBe('lessonFile');
    expect(route(`${API}/storage/v1/object/lessons-free/4/intro.vtt`)).toBe('lessonFile');
    expect(route(ORDERS)).toBe('rest');
    expect(route(`${APP}/assets/index.js`)).toBe('network');
  });
});

describe('catalogue and library reads (network first)', () => {
  it('saves a good answer and shows it when the network is gone', async () => {
    const cache = new FakeCache();
    const online = await readOnline(cache, 'u1', [{ id: 1 }]);
    expect(await online.json()).toEqual([{ id: 1 }]);
    const fromCache = await restNetworkFirst(new Request(ORDERS, { headers: asUser('u1') }), {
      cache,
      fetch: offline,
      signedInUser: 'u1',
    });
    expect(await fromCache.json()).toEqual([{ id: 1 }]);
  });

  it("never serves one user's saved orders to another user", async () => {
    const cache = new FakeCache();
    await readOnline(cache, 'alice', [{ id: 'alice-order' }]);
    await expect(
      restNetworkFirst(new Request(ORDERS, { headers: asUser('bob') }), { cache, fetch: offline, signedInUser: 'bob' }),
    ).rejects.toThrow('Failed to fetch');
  });

  it('offline with an expired token (the anon key is sent), shows the signed-in user’s saved answer', async () => {
    const cache = new FakeCache();
    await readOnline(cache, 'u1', [{ id: 'mine' }]);
    const offlineAnswer = await restNetworkFirst(new Request(ORDERS, { headers: asAnon }), {
      cache,
      fetch: offline,
      signedInUser: 'u1',
    });
    expect(await offlineAnswer.json()).toEqual([{ id: 'mine' }]);
    // A visitor (nobody signed in) gets nothing of u1's.
    await expect(
      restNetworkFirst(new Request(ORDERS, { headers: asAnon }), { cache, fetch: offline, signedInUser: null }),
    ).rejects.toThrow();
  });

  it('offline with an expired token, finds the signed-in user’s saved answer when the key is sent in the address', async () => {
    // With no session token, the app sends the anon key in the address, not in headers (src/lib/visitorReads.ts).
    const cache = new FakeCache();
    await readOnline(cache, 'u1', [{ id: 'mine' }]);
    const offlineAnswer = await restNetworkFirst(new Request(`${ORDERS}&apikey=the-anon-key`), {
      cache,
      fetch: offline,
      signedInUser: 'u1',
    });
    expect(await offlineAnswer.json()).toEqual([{ id: 'mine' }]);
  });

  it('files an answer fetched with the anon key under nobody, even when the app says someone is signed in', async () => {
    const cache = new FakeCache();
    await restNetworkFirst(new Request(ORDERS, { headers: asAnon }), {
      cache,
      fetch: async () => json([]),
      signedInUser: 'u1',
    });
    expect([...cache.entries.keys()]).toEqual([restCacheKey(ORDERS, new Headers(asAnon), 'anon')]);
  });

  it('does not save errors over good data, and shows the saved answer when the server fails', async () => {
    const cache = new FakeCache();
    const request = () => new Request(ORDERS, { headers: asUser('u1') });
    await readOnline(cache, 'u1', [{ id: 1 }]);
    const refused = await restNetworkFirst(request(), {
      cache,
      fetch: async () => json({ message: 'JWT expired' }, 401),
      signedInUser: 'u1',
    });
    expect(refused.status).toBe(401);
    const failed = await restNetworkFirst(request(), {
      cache,
      fetch: async () => json({ message: 'timeout' }, 504),
      signedInUser: 'u1',
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual([{ id: 1 }]);
  });

  it('keeps at most its limit of answers, letting the least recently saved go first', async () => {
    const cache = new FakeCache();
    const read = (path: string) =>
      restNetworkFirst(new Request(`${API}/rest/v1/${path}`), {
        cache,
        fetch: async () => json([path]),
        signedInUser: null,
        maxEntries: 3,
      });
    for (const path of ['a', 'b', 'c']) await read(path);
    await new Promise((settled) => setTimeout(settled, 0));
    await read('a'); // read again: now the most recent
    await read('d');
    await new Promise((settled) => setTimeout(settled, 0)); // the oldest go after the answer, not before it
    const kept = [...cache.entries.keys()].map((key) => new URL(key).pathname.split('/').pop());
    expect(kept).toEqual(['c', 'a', 'd']);
  });

  it('many reads at once still leave at most the limit of answers', async () => {
    const cache = new FakeCache();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        restNetworkFirst(new Request(`${API}/rest/v1/page${index}`), {
          cache,
          fetch: async () => json([index]),
          signedInUser: null,
          maxEntries: 5,
        }),
      ),
    );
    await new Promise((settled) => setTimeout(settled, 0));
    expect(cache.entries.size).toBe(5);
  });

  it('a device with no room left still shows what the network answered, and keeps its older saved copy', async () => {
    const cache = new FakeCache();
    await readOnline(cache, 'u1', [{ id: 'saved' }]);
    cache.put = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const online = await readOnline(cache, 'u1', [{ id: 'fresh' }]);
    expect(await online.json()).toEqual([{ id: 'fresh' }]);
    const offlineAnswer = await restNetworkFirst(new Request(ORDERS, { headers: asUser('u1') }), {
      cache,
      fetch: offline,
      signedInUser: 'u1',
    });
    expect(await offlineAnswer.json()).toEqual([{ id: 'saved' }]);
  });

  it('shows the saved answer when the network is slower than the timeout', async () => {
    const cache = new FakeCache();
    const request = () => new Request(ORDERS, { headers: asUser('u1') });
    await readOnline(cache, 'u1', ['old']);
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(['new'])), 200));
    const answer = await restNetworkFirst(request(), { cache, fetch: slow, signedInUser: 'u1', timeoutMs: 10 });
    expect(await answer.json()).toEqual(['old']);
  });
});

describe('books saved for offline reading', () => {
  const bookBytes = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 256));
  const signedLink = (token: string) => `${API}/storage/v1/object/sign/ebooks-premium/books/a.pdf?token=${token}`;
  const savedBooks = async () => {
    const books = new FakeCache();
    await books.put(`${API}/storage/v1/object/ebooks-premium/books/a.pdf`, new Response(bookBytes));
    return books;
  };

  it('answers a byte range from the saved copy after the link it was saved with expired', async () => {
    const books = await savedBooks();
    const request = new Request(signedLink('a-new-token'), { headers: { range: 'bytes=100-199' } });
    const answer = await storageObjectFromSavedCopy(request, books, offline);
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bookBytes.slice(100, 200));
  });

  it('answers a whole-file request from the saved copy', async () => {
    const answer = await storageObjectFromSavedCopy(new Request(signedLink('t')), await savedBooks(), offline);
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBe(1000);
  });

  it('passes a range request for an unsaved book to the network untouched, and saves nothing', async () => {
    const books = new FakeCache();
    const partial = new Response(new Uint8Array(10), { status: 206, headers: { 'content-range': 'bytes 0-9/50' } });
    let sent: Request | undefined;
    const answer = await storageObjectFromSavedCopy(
      new Request(signedLink('t'), { headers: { range: 'bytes=0-9' } }),
      books,
      async (request) => {
        sent = request;
        return partial;
      },
    );
    expect(answer).toBe(partial);
    expect(sent?.headers.get('range')).toBe('bytes=0-9');
    expect(books.entries.size).toBe(0);
  });

  it('at sign-out, premium copies can be freed while free ones stay', async () => {
    const books = await savedBooks();
    await books.put(`${API}/storage/v1/object/ebooks-free/b.pdf`, new Response('free'));
    expect(await clearSavedObjects(books, 'ebooks-premium')).toBe(1);
    expect([...books.entries.keys()]).toEqual([`${API}/storage/v1/object/ebooks-free/b.pdf`]);
  });
});

describe('clearing user data', () => {
  const fill = async () => {
    const cache = new FakeCache();
    for (const user of ['alice', 'bob', 'anon']) await cache.put(restCacheKey(ORDERS, new Headers(), user), json([]));
    return cache;
  };
  const owners = (cache: FakeCache) =>
    [...cache.entries.keys()].map((key) => new URL(key).searchParams.get('__mentoria_user'));

  it("deletes one user's answers at their sign-out and keeps the others", async () => {
    const cache = await fill();
    expect(await clearUserAnswers(cache, 'alice')).toBe(1);
    expect(owners(cache)).toEqual(['bob', 'anon']);
  });

  it('deletes every signed-in user’s answers when no user is named, keeping public ones', async () => {
    const cache = await fill();
    await clearUserAnswers(cache);
    expect(owners(cache)).toEqual(['anon']);
  });
});

describe('caches of older versions', () => {
  it('are deleted; caches that are not ours are left alone', () => {
    const current = ['mentoria-shell-v1', 'mentoria-books-v1'];
    expect(isOutdatedCache('mentoria-books-v0', current)).toBe(true);
    expect(isOutdatedCache('mentoria-books-v1', current)).toBe(false);
    expect(isOutdatedCache('workbox-expiration', current)).toBe(false);
  });
});

describe('who a request speaks for', () => {
  it("is the signed-in user's id from the bearer token", () => {
    const headers = new Headers({ authorization: `Bearer ${jwtFor({ sub: 'user-1', role: 'authenticated' })}` });
    expect(requestUser(headers)).toBe('user-1');
  });

  it('is anonymous for the anon key, no token, or a token that cannot be read', () => {
    expect(requestUser(new Headers({ authorization: `Bearer ${jwtFor({ role: 'anon' })}` }))).toBe(ANONYMOUS);
    expect(requestUser(new Headers())).toBe(ANONYMOUS);
    expect(requestUser(new Headers({ authorization: 'Bearer not-a-jwt' }))).toBe(ANONYMOUS);
    expect(requestUser(new Headers({ authorization: 'Bearer a.%%%.c' }))).toBe(ANONYMOUS);
  });
});
