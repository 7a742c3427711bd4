/**
 * What an upload carries, whichever way storage-js sent it: a Blob as
 * multipart/form-data (the file under an empty field name, `cacheControl` as a
 * field of seconds), anything else raw with `content-type` and `cache-control`
 * headers. Also the bucket's rules an upload must meet (type and size).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { multipartBoundary, parseMultipart } from './multipartBody';
import type { BucketRow } from './objectRows';
import { storageErrors, type StorageError } from './storageErrors';

export interface UploadContent {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
}

/** Storage stores `no-cache` when the uploader says nothing about caching. */
const DEFAULT_CACHE_CONTROL = 'no-cache';
const DEFAULT_MIMETYPE = 'application/octet-stream';
/** `type/subtype` with optional parameters, in printable ASCII (it is sent back as a header). */
const MIMETYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/i;

export function readUpload(headers: IncomingHttpHeaders, body: unknown): UploadContent | StorageError {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const contentType = headers['content-type'];
  const boundary = multipartBoundary(contentType);
  if (boundary === null) {
    const mimetype = contentType ?? DEFAULT_MIMETYPE;
    if (!MIMETYPE.test(mimetype)) return storageErrors.invalidMimeType(mimetype);
    return { bytes, mimetype, cacheControl: cacheControlValue(headers['cache-control']) };
  }
  const parts = parseMultipart(bytes, boundary);
  if (parts === null) return storageErrors.invalidRequest('The multipart body is malformed');
  const file = parts.find((part) => part.filename !== null) ?? parts.find((part) => part.name === '');
  if (!file) return storageErrors.invalidRequest('No content provided');
  const mimetype = file.contentType ?? DEFAULT_MIMETYPE;
  if (!MIMETYPE.test(mimetype)) return storageErrors.invalidMimeType(mimetype);
  const cacheField = parts.find((part) => part.name === 'cacheControl' && part.filename === null);
  return { bytes: file.data, mimetype, cacheControl: cacheControlValue(cacheField?.data.toString('utf8')) };
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

/** The most an upload to this bucket may weigh: the bucket's own limit within the server's. */
export function uploadLimitFor(bucket: BucketRow, serverLimit: number): number {
  return bucket.file_size_limit !== null ? Math.min(bucket.file_size_limit, serverLimit) : serverLimit;
}

export function checkUploadFits(bucket: BucketRow, content: UploadContent, serverLimit: number): StorageError | null {
  if (!mimetypeAllowed(content.mimetype, bucket.allowed_mime_types)) {
    return storageErrors.invalidMimeType(content.mimetype);
  }
  if (content.bytes.length > uploadLimitFor(bucket, serverLimit)) return storageErrors.entityTooLarge();
  return null;
}
