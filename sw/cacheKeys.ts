/**
 * Cache-key rules shared by the service worker and the app (the app stores
 * offline books under the same keys the worker reads). Pure functions of URLs
 * and headers: they compile under both the DOM and the WebWorker libraries.
 */

/** Every cache Mentoria's worker owns; the version suffix changes when a cache's layout does. */
export const CACHE_NAMES = {
  shell: 'mentoria-shell-v1',
  covers: 'mentoria-covers-v1',
  api: 'mentoria-api-v1',
  books: 'mentoria-books-v1',
  lessons: 'mentoria-lessons-v1',
  meta: 'mentoria-meta-v1',
} as const;

/** The REST cache's owner of answers fetched without a signed-in user's token. */
export const ANONYMOUS = 'anon';

/** The query parameter that carries the owner of a REST answer in its cache key. */
const USER_PARAM = '__mentoria_user';
/**
 * The URL parameter a visitor's reads carry the API key in (src/lib/visitorReads.ts),
 * where a signed-in user's carry it in a header: it says how the key travelled, not
 * which answer is wanted, so it is no part of a saved answer's key.
 */
export const API_KEY_PARAM = 'apikey';

/**
 * A visitor's read as it is sent (src/lib/visitorReads.ts): `read` (an address, or a path under the backend's
 * URL) with the API key as its last parameter, the query written as the URL standard writes it.
 */
export function visitorReadAddress(supabaseUrl: string, apiKey: string, read: string): string {
  const address = new URL(read, `${supabaseUrl.replace(/\/+$/, '')}/`);
  address.searchParams.set(API_KEY_PARAM, apiKey);
  return address.href;
}
/** Request headers that change PostgREST's answer for the same URL (object vs array, counts). */
const VARYING_HEADERS = ['accept', 'prefer'] as const;

const STORAGE_OBJECT = /^\/storage\/v1\/object\/(?:(?:sign|public|authenticated)\/)?(.+)$/;

/** A stored object named by bucket and path, as in `supabase.storage.from(bucket)`. */
export interface StorageObject {
  bucket: string;
  path: string;
}

/**
 * The bucket and path of a storage object URL (signed, public or authenticated
 * download), or null for any other URL. Segments are decoded, so two spellings
 * of one path are one object.
 */
export function storageObjectOf(url: string | URL): StorageObject | null {
  const { pathname } = new URL(url);
  const match = STORAGE_OBJECT.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const [bucket, ...rest] = match[1].split('/').map(decodeURIComponent);
    if (!bucket || rest.length === 0 || rest.some((segment) => segment === '')) return null;
    return { bucket, path: rest.join('/') };
  } catch {
    return null;
  }
}

/**
 * One cache key per stored object, whatever link reached it: a signed link's
 * token changes every hour, so a saved book must not be found by it.
 */
export function storageObjectKey(origin: string, object: StorageObject): string {
  const path = object.path.split('/').map(encodeURIComponent).join('/');
  return `${new URL(origin).origin}/storage/v1/object/${encodeURIComponent(object.bucket)}/${path}`;
}

/** The key of a storage object URL, or null when the URL is not one. */
export function storageObjectKeyOf(url: string | URL): string | null {
  const object = storageObjectOf(url);
  return object ? storageObjectKey(new URL(url).origin, object) : null;
}

/** Whether the URL is the Auth API: sessions and tokens are never cached. */
export const isAuthUrl = (url: URL): boolean => url.pathname.startsWith('/auth/v1');

/** Whether the URL is a PostgREST read or RPC path. */
export const isRestUrl = (url: URL): boolean => url.pathname.startsWith('/rest/v1/');

/**
 * The cache key of a REST GET answer for one user: the URL plus the user and
 * the headers that shape PostgREST's answer, so one user's rows are never
 * served to another and an object answer never stands in for an array.
 */
export function restCacheKey(url: string, headers: Headers, user: string): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.delete(API_KEY_PARAM);
  for (const name of VARYING_HEADERS) {
    const value = headers.get(name);
    if (value) key.searchParams.set(`__mentoria_${name}`, value);
  }
  key.searchParams.set(USER_PARAM, user);
  return key.href;
}

/** The user a REST cache key belongs to, or null for a key that is not one. */
export function restCacheKeyUser(key: string): string | null {
  return new URL(key).searchParams.get(USER_PARAM);
}
