/**
 * Turns the raw URL tail after a route's prefix (`<bucket>/<object name>`) into
 * a bucket id and an object name that are safe to look up and to map onto the
 * disk. The tail is percent-decoded exactly once, as real Storage does; anything
 * that only becomes dangerous after a second decoding is refused as well.
 */
import { isBucketId, objectNameProblem } from './objectStore';
import { storageErrors, type StorageError } from './storageErrors';

export interface ObjectPath {
  bucket: string;
  name: string;
}

/**
 * The characters real Storage accepts in an object key (S3's "safe" set plus a
 * few that need care). `%` and `\` are not among them, so a key that still holds
 * an escape after one decoding, or a Windows separator, never reaches the disk.
 */
const VALID_KEY = /^[A-Za-z0-9_/!\-.*'() &$@=;:+,?]*$/;

/** A percent-escaped `/` or `\` would hide a separator from whoever splits the raw path. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** Why a decoded object name is refused, or null when it may be stored and served. */
export function objectKeyProblem(name: string): string | null {
  return objectNameProblem(name) ?? (VALID_KEY.test(name) ? null : 'The object name has characters Storage refuses');
}

/** Percent-decodes one raw URL segment, or null when its escapes are malformed. */
function decodeOnce(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function parseBucketId(raw: string): string | StorageError {
  const bucket = decodeOnce(raw);
  return bucket !== null && isBucketId(bucket) ? bucket : storageErrors.invalidBucketName();
}

export function parseObjectName(raw: string): string | StorageError {
  const name = ENCODED_SEPARATOR.test(raw) ? null : decodeOnce(raw);
  if (name === null || objectKeyProblem(name) !== null) return storageErrors.invalidKey(name ?? raw);
  return name;
}

/** Splits `<bucket>/<name>` (still percent-encoded) and checks both halves. */
export function parseObjectPath(rawTail: string): ObjectPath | StorageError {
  const slash = rawTail.indexOf('/');
  if (slash < 0) return storageErrors.invalidKey('');
  const bucket = parseBucketId(rawTail.slice(0, slash));
  if (typeof bucket !== 'string') return bucket;
  const name = parseObjectName(rawTail.slice(slash + 1));
  if (typeof name !== 'string') return name;
  return { bucket, name };
}

/**
 * The raw (still encoded) part of a request path after a route's static prefix,
 * e.g. `covers/a%20b.png` for `/storage/v1/object/public/covers/a%20b.png`.
 * Null when the path does not literally start with the prefix (the router
 * matched an encoded or case-folded variant of it), which callers refuse.
 */
export function rawTailAfter(prefix: string, url: string): string | null {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}
