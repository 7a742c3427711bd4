/**
 * Validators on REST reads (GET and HEAD, tables, views and rpc): an ETag of
 * the answer, so the browser revalidates what it kept and a 304 spares the
 * body. PostgREST itself sends no ETag (PostgREST/postgrest#1176 left it to
 * proxies); this is what a caching gateway in front of it would add, and
 * supabase-js never sees it: the browser's HTTP cache sends If-None-Match and
 * turns a 304 back into the stored 200.
 *
 * An answer depends on who asks (the JWT in Authorization, the apikey) and on
 * how (Accept, Prefer, Range, the profile), so it is `private` (never stored
 * by a shared cache), names those headers in Vary, and is `no-cache`: always
 * revalidated before reuse, as rows may change at any time.
 */
import { representationETag } from '../shared/entityTag';

/** The request headers a REST answer depends on, besides its URL (Accept-Encoding is added when compressed). */
export const REST_ANSWER_VARIES_BY = ['Accept', 'Accept-Profile', 'Authorization', 'apikey', 'Prefer', 'Range'];

export const REST_READ_CACHE_CONTROL = 'private, no-cache';

/** ETag, Vary and Cache-Control for a read's answer with this status, headers and body. */
export function readValidators(
  status: number,
  headers: Record<string, string>,
  body: string,
): { ETag: string; Vary: string; 'Cache-Control': string } {
  return {
    ETag: representationETag(status, headers, body),
    Vary: REST_ANSWER_VARIES_BY.join(', '),
    'Cache-Control': REST_READ_CACHE_CONTROL,
  };
}

/**
 * The headers of a 304: those RFC 9110 §15.4.5 asks for (ETag, Vary,
 * Cache-Control) plus Content-Range, which the ETag covers, so the stored
 * answer's count stays the one its rows came with.
 */
export function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['ETag', 'Vary', 'Cache-Control', 'Content-Range', 'Preference-Applied']) {
    if (headers[name] !== undefined) kept[name] = headers[name];
  }
  return kept;
}
