/**
 * Sends an object's bytes the way Storage does and pdf.js expects: stored
 * Content-Type, ETag and Cache-Control, byte ranges (206/416), conditional
 * requests (304) and an optional attachment name. The file is streamed, never
 * read whole, so a large PDF costs no more memory than a small one.
 */
import { open } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHolds } from '../shared/entityTag';
import { parseRange } from './byteRange';
import { storedObjectPath } from './objectStore';
import type { ObjectRow } from './objectRows';
import { storageErrors } from './storageErrors';

export interface ServedObject {
  row: ObjectRow;
  /** Whether anyone may fetch the bucket's objects; responses from private buckets must not sit in shared caches. */
  publicBucket: boolean;
}

export async function serveObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storageDir: string,
  { row, publicBucket }: ServedObject,
): Promise<void> {
  const file = await openObjectFile(storageDir, row);
  try {
    const size = (await file.stat()).size;
    const metadata = row.metadata ?? {};
    const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : null;
    reply.header('Content-Type', safeHeaderValue(metadata.mimetype) ?? 'application/octet-stream');
    reply.header('Cache-Control', cacheControlFor(metadata.cacheControl, publicBucket));
    reply.header('Accept-Ranges', 'bytes');
    reply.header('Last-Modified', new Date(row.updated_at).toUTCString());
    if (eTag) reply.header('ETag', eTag);
    const attachment = attachmentName(request.query, row.name);
    if (attachment !== null) reply.header('Content-Disposition', contentDisposition(attachment));

    if (eTag && ifNoneMatchHolds(request.headers['if-none-match'], eTag)) {
      await file.close();
      return void (await reply.code(304).send());
    }
    const range = parseRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') throw storageErrors.invalidRange(size);
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
    if (range.kind === 'partial') reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', String(end - start + 1));
    if (request.method === 'HEAD' || size === 0) {
      await file.close();
      return void (await reply.send());
    }
    await reply.send(file.createReadStream({ start, end }));
  } catch (error) {
    await file.close().catch(() => undefined);
    // The error's answer replaces the download this had begun to describe.
    for (const header of DOWNLOAD_HEADERS) reply.removeHeader(header);
    throw error;
  }
}

/** The headers that describe an object's bytes, which an error answer must not carry. */
const DOWNLOAD_HEADERS = ['Content-Disposition', 'Content-Range', 'ETag', 'Last-Modified', 'Cache-Control'];

/** The object's file, or "Object not found" when the row exists but its bytes are gone. */
async function openObjectFile(storageDir: string, row: ObjectRow) {
  try {
    return await open(storedObjectPath(storageDir, row), 'r');
  } catch {
    throw storageErrors.noSuchKey();
  }
}

/** Private objects may be cached by the browser that fetched them, never by a shared cache. */
export function cacheControlFor(stored: unknown, publicBucket: boolean): string {
  const value = safeHeaderValue(stored) ?? 'no-cache';
  if (publicBucket || /\b(private|no-store)\b/i.test(value)) return value;
  return `private, ${value}`;
}

/** `?download` asks for an attachment: `?download=name` under that name, a bare `?download` under the object's. */
function attachmentName(query: unknown, objectName: string): string | null {
  const download = (query as Record<string, unknown> | undefined)?.download;
  if (typeof download !== 'string') return null;
  return download !== '' ? download : (objectName.split('/').pop() ?? objectName);
}

/** RFC 6266: an ASCII fallback name plus the exact name, UTF-8 percent-encoded. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A stored value fit for a response header (printable ASCII), or null. */
function safeHeaderValue(value: unknown): string | null {
  return typeof value === 'string' && /^[\x20-\x7e]{1,512}$/.test(value) ? value : null;
}
