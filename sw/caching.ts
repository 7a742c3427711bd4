/**
 * The service worker's caching rules as plain functions of a Request and a
 * Cache (sw.ts only wires events to them), so jest checks them against a fake
 * Cache without a browser.
 */
import { createPartialResponse } from 'workbox-range-requests';
import {
  ANONYMOUS,
  isAuthUrl,
  isRestUrl,
  restCacheKey,
  restCacheKeyUser,
  storageObjectKeyOf,
  storageObjectOf,
} from './cacheKeys';
import { savedLessonFileKey } from './lessonFileKeys';
import { jwtClaims } from '../src/lib/jwtClaims';

/** How long a REST read may take before a saved answer is shown instead (the network answer still lands). */
export const REST_NETWORK_TIMEOUT_MS = 4000;
/**
 * The most REST answers the worker keeps. Every search, filter and ebook opened is an address of its own, so
 * without a bound the cache grew for as long as the app was used; each answer is a few kilobytes.
 */
export const REST_CACHE_MAX_ENTRIES = 500;

/**
 * Who a request speaks for: the `sub` of its bearer JWT, or ANONYMOUS for the
 * anon key, no token, or a token that cannot be read. The signature is not
 * checked: the key only separates answers, the server decides what each gets.
 * Here, not in cacheKeys.ts: the app imports that, and has no use for this.
 */
export function requestUser(headers: Headers): string {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  const sub = bearer ? jwtClaims(bearer)?.sub : undefined;
  return typeof sub === 'string' && sub !== '' ? sub : ANONYMOUS;
}

/** What the worker does with a request; 'network' means it does not touch it. */
export type RequestRoute = 'navigation' | 'cover' | 'lessonFile' | 'storageObject' | 'rest' | 'network';

/**
 * Sorts a request into its rule. Only GETs are handled: writes, the Auth API
 * and anything unknown always go to the network as they are.
 */
export function routeOf(request: Request, buckets: { covers: string; lessons: readonly string[] }): RequestRoute {
  if (request.method !== 'GET') return 'network';
  if (request.mode === 'navigate') return 'navigation';
  const url = new URL(request.url);
  if (isAuthUrl(url)) return 'network';
  if (isRestUrl(url)) return 'rest';
  const object = storageObjectOf(url);
  if (object?.bucket === buckets.covers) return 'cover';
  if (object) return buckets.lessons.includes(object.bucket) ? 'lessonFile' : 'storageObject';
  return 'network';
}

type Fetch = (request: Request) => Promise<Response>;

/** The network's answer, or 'timeout' when it takes longer than `ms` (the fetch itself goes on). */
function raceTimeout(answer: Promise<Response>, ms: number): Promise<Response | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

export interface RestReadOptions {
  cache: Cache;
  fetch: Fetch;
  /**
   * Who the app says is signed in. Offline with an expired access token,
   * supabase-js cannot refresh it and sends the anon key instead: the saved
   * answers of the signed-in user are then the ones the screen wants.
   */
  signedInUser: string | null;
  timeoutMs?: number;
  maxEntries?: number;
}

/** The keys a REST read may be answered from when the network fails, best first. */
export function restKeysToRead(request: Request, signedInUser: string | null): string[] {
  const user = requestUser(request.headers);
  const keys = [restCacheKey(request.url, request.headers, user)];
  if (user === ANONYMOUS && signedInUser) keys.unshift(restCacheKey(request.url, request.headers, signedInUser));
  return keys;
}

async function firstMatch(cache: Cache, keys: string[]): Promise<Response | undefined> {
  for (const key of keys) {
    const found = await cache.match(key, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/**
 * Catalogue and library reads, network first: a 200 answer is saved under the
 * user its token names (never under anyone else); when the network fails,
 * errs with a 5xx or is slower than the timeout, the saved answer is used.
 */
export async function restNetworkFirst(request: Request, options: RestReadOptions): Promise<Response> {
  const { cache, signedInUser, timeoutMs = REST_NETWORK_TIMEOUT_MS, maxEntries = REST_CACHE_MAX_ENTRIES } = options;
  const writeKey = restCacheKey(request.url, request.headers, requestUser(request.headers));
  const fromNetwork = options.fetch(request.clone()).then(async (response) => {
    // Only whole 200 answers are saved: 206 cannot be stored and errors must not replace good data.
    if (response.status === 200) await saveAnswer(cache, writeKey, response.clone(), maxEntries);
    return response;
  });
  // Past the timeout nobody waits for the network answer: its failure must not go unhandled.
  fromNetwork.catch(() => undefined);
  const saved = () => firstMatch(cache, restKeysToRead(request, signedInUser));
  try {
    const first = await raceTimeout(fromNetwork, timeoutMs);
    if (first !== 'timeout') {
      if (first.status < 500) return first;
      return (await saved()) ?? first;
    }
    return (await saved()) ?? (await fromNetwork);
  } catch (error) {
    const found = await saved();
    if (found) return found;
    throw error;
  }
}

/**
 * Saves a REST answer as the cache's newest entry (a put replaces the key's entry and appends it: the Cache
 * API keeps entries in the order they were put), then lets the least recently saved go past `maxEntries`
 * without holding the answer back: listing the cache is the slow part. A cache that cannot take the answer, a
 * device whose storage is full, costs the offline copy, never the answer: before, the read itself failed and
 * the screen said it could not load what the network had just sent.
 */
export async function saveAnswer(
  cache: Cache,
  key: string,
  response: Response,
  maxEntries = REST_CACHE_MAX_ENTRIES,
): Promise<void> {
  try {
    await cache.put(key, response);
  } catch {
    // The answer still goes to the screen; the previous saved copy, if any, stays for offline use.
    return;
  }
  void keepNewest(cache, maxEntries).catch(() => undefined);
}

/** Deletes all but the `count` most recently saved entries. Two at once only find less to delete. */
async function keepNewest(cache: Cache, count: number): Promise<void> {
  const keys = await cache.keys();
  for (const oldest of keys.slice(0, Math.max(0, keys.length - count))) await cache.delete(oldest);
}

/**
 * A storage object (an ebook) that is not a cover. A book saved for offline
 * reading is answered from its whole saved copy: a Range request gets the
 * slice it asked for (pdf.js reads by ranges), cut from that copy. Anything
 * else goes to the network untouched and is not saved: 206 answers cannot be
 * stored, and offline copies are only made whole, by the Download button.
 */
export async function storageObjectFromSavedCopy(request: Request, books: Cache, fetch: Fetch): Promise<Response> {
  const key = storageObjectKeyOf(request.url);
  const whole = key ? await books.match(key, { ignoreVary: true, ignoreSearch: true }) : undefined;
  if (!whole) return fetch(request);
  if (request.headers.has('range')) return createPartialResponse(request, whole);
  return whole;
}

/**
 * A lesson's file (its video, captions or chapters). A course the signed-in user saved for offline viewing is
 * answered from their copy, found by storage path and user whatever signed link asked: the video element's Range
 * requests get the slice they ask for, so seeking works offline. Another user's copy is never used, and without a
 * signed-in user there is none. Anything else goes to the network untouched.
 */
export async function lessonFileFromSavedCopy(
  request: Request,
  lessons: Cache,
  signedInUser: string | null,
  fetch: Fetch,
): Promise<Response> {
  const object = storageObjectOf(request.url);
  const key = object && signedInUser ? savedLessonFileKey(new URL(request.url).origin, object, signedInUser) : null;
  const whole = key ? await lessons.match(key, { ignoreVary: true }) : undefined;
  if (!whole) return fetch(request);
  if (request.headers.has('range')) return createPartialResponse(request, whole);
  return whole;
}

/**
 * Deletes saved REST answers that belong to a user: that user's when given
 * (sign-out), else every signed-in user's (public answers stay). Returns how
 * many were deleted.
 */
export async function clearUserAnswers(cache: Cache, userId?: string | null): Promise<number> {
  let deleted = 0;
  for (const request of await cache.keys()) {
    const owner = restCacheKeyUser(request.url);
    if (owner === null || owner === ANONYMOUS) continue;
    if (userId && owner !== userId) continue;
    if (await cache.delete(request)) deleted += 1;
  }
  return deleted;
}

/** Deletes the saved copies of one bucket's objects (premium books at sign-out); returns how many. */
export async function clearSavedObjects(cache: Cache, bucket: string): Promise<number> {
  let deleted = 0;
  for (const request of await cache.keys()) {
    if (storageObjectOf(request.url)?.bucket !== bucket) continue;
    if (await cache.delete(request)) deleted += 1;
  }
  return deleted;
}

/** Whether a cache is one of Mentoria's that a newer worker no longer uses (activation deletes it). */
export function isOutdatedCache(name: string, current: readonly string[]): boolean {
  return name.startsWith('mentoria-') && !current.includes(name);
}
