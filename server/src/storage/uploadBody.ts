/**
 * The rules an upload meets, whichever way storage-js sent it: a Blob as
 * multipart/form-data (the file under an empty field name, `cacheControl` as a
 * field of seconds), anything else raw with `content-type`, `cache-control` and
 * `x-metadata` headers; and the bucket's type list and size limit.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { readJsonBody } from '../shared/jsonBody';
import type { BucketRow } from './bucketRows';
import { StorageError, storageErrors } from './storageErrors';

/** Storage stores `no-cache` when the uploader says nothing about caching. */
const DEFAULT_CACHE_CONTROL = 'no-cache';
export const DEFAULT_MIMETYPE = 'application/octet-stream';
/** `type/subtype` with optional parameters, in printable ASCII (it is sent back as a header). */
const MIMETYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/i;
/** Storage's bound on an object's user metadata. */
const MAX_USER_METADATA = 1024 * 1024;

/** What the headers of a raw (not multipart) upload say about it. */
export interface RawUploadHeaders {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export function rawUploadHeaders(headers: IncomingHttpHeaders): RawUploadHeaders | StorageError {
  const mimetype = headers['content-type'] ?? DEFAULT_MIMETYPE;
  if (!MIMETYPE.test(mimetype)) return storageErrors.invalidMimeType(mimetype);
  const encoded = headers['x-metadata'];
  let userMetadata: Record<string, unknown> | null = null;
  if (typeof encoded === 'string') {
    const decoded = userMetadataFrom(Buffer.from(encoded, 'base64').toString('utf8'));
    if (decoded instanceof StorageError) return decoded;
    userMetadata = decoded;
  }
  return { mimetype, cacheControl: cacheControlValue(headers['cache-control']), userMetadata };
}

/** A multipart file part's type, checked like a raw upload's header. */
export function partMimetype(mimetype: string): string | StorageError {
  return MIMETYPE.test(mimetype) ? mimetype : storageErrors.invalidMimeType(mimetype);
}

/**
 * User metadata (a JSON object). What is not JSON, or not an object, is
 * dropped, as Storage ignores what it cannot parse; metadata nested too deep to
 * store safely is refused, as such a request body is.
 */
export function userMetadataFrom(text: string): Record<string, unknown> | null | StorageError {
  if (Buffer.byteLength(text) > MAX_USER_METADATA) {
    return storageErrors.entityTooLarge('user_metadata');
  }
  const read = readJsonBody(text);
  if (read.kind === 'invalid' && read.problem === 'too_deep') {
    return storageErrors.invalidRequest(`The user metadata is not valid: ${read.message}`);
  }
  if (read.kind !== 'json') return null;
  const value = read.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A number of seconds (as storage-js's form field sends it) becomes `max-age=<n>`; a header value is kept. */
export function cacheControlValue(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed || !/^[\x20-\x7e]{1,256}$/.test(trimmed)) return DEFAULT_CACHE_CONTROL;
  return /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : trimmed;
}

/** The bare `type/subtype` of a content type, lower-cased. */
export function baseMimetype(mimetype: string): string {
  return (mimetype.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Whether the bucket takes this type: no list takes all, `image/*` takes any image. */
export function mimetypeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = baseMimetype(mimetype).split('/');
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule === baseMimetype(mimetype) || rule === `${type}/*`;
  });
}

export function checkMimetype(bucket: BucketRow, mimetype: string): StorageError | null {
  return mimetypeAllowed(mimetype, bucket.allowed_mime_types) ? null : storageErrors.invalidMimeType(mimetype);
}

/** The most an upload to this bucket may weigh: the bucket's own limit within the server's. */
export function uploadLimitFor(bucket: BucketRow, serverLimit: number): number {
  return bucket.file_size_limit !== null ? Math.min(bucket.file_size_limit, serverLimit) : serverLimit;
}
