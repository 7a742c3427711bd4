/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.2), as pdf.js
 * sends it: `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges in one header
 * would need a multipart/byteranges answer, so, as the RFC allows, they are
 * ignored and the whole object is served.
 */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  /** Syntactically a range, but none of it lies inside the object: 416. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes, all of them when n exceeds the size.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
