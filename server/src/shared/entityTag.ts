/**
 * Entity tags for answers the backend computes (REST reads), so a browser that
 * kept an answer revalidates it with If-None-Match and gets a bodiless 304
 * when nothing changed. The tag is a hash of what the client would receive,
 * so it needs no bookkeeping of when rows change, and it is weak: the same
 * answer is sent with brotli, gzip or no encoding under one tag.
 */
import { createHash } from 'node:crypto';

/**
 * A weak ETag for a representation: its status, the headers that describe it
 * and its body. Headers are part of it because a 304 makes the browser reuse
 * the stored ones (a count in Content-Range may change while the rows shown do not).
 */
export function representationETag(status: number, headers: Record<string, string>, body: string): string {
  const hash = createHash('sha1');
  hash.update(String(status));
  for (const name of Object.keys(headers).sort()) hash.update(`\n${name.toLowerCase()}: ${headers[name]}`);
  hash.update('\n\n');
  hash.update(body);
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * Whether If-None-Match names this ETag (or is `*`). GET and HEAD compare
 * tags weakly (RFC 9110 §13.1.2), so `W/` on either side does not matter.
 */
export function ifNoneMatchHolds(ifNoneMatch: string | string[] | undefined, eTag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(eTag));
}
