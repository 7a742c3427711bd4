/**
 * A multipart/form-data body (RFC 7578) already read into memory, split into
 * its parts. storage-js sends a Blob this way: a `cacheControl` field, maybe a
 * `metadata` field, and the file under an empty field name. The app hands every
 * body over as a Buffer, so the upload route parses it here rather than through
 * a streaming plugin; the route's body limit bounds the memory this takes.
 */
export interface FormPart {
  /** The field name, '' for storage-js's file part. */
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or null when it is something else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The parts of the body, or null when it is not well-formed multipart for this boundary. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let cursor = body.indexOf(delimiter);
  if (cursor < 0) return null;
  for (;;) {
    cursor += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) return parts;
    if (!body.subarray(cursor, cursor + CRLF.length).equals(CRLF)) return null;
    const headersStart = cursor + CRLF.length;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0) return null;
    const dataStart = headersEnd + HEADER_END.length;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), dataStart);
    if (next < 0) return null;
    const part = describePart(body.subarray(headersStart, headersEnd).toString('latin1'));
    if (!part) return null;
    parts.push({ ...part, data: body.subarray(dataStart, next) });
    cursor = next + CRLF.length;
  }
}

function describePart(headerBlock: string): Omit<FormPart, 'data'> | null {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) return null;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'content-disposition') disposition = value;
    if (field === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) return null;
  const name = dispositionParameter(disposition, 'name');
  if (name === null) return null;
  return { name, filename: dispositionParameter(disposition, 'filename'), contentType };
}

function dispositionParameter(disposition: string, parameter: string): string | null {
  const match = new RegExp(`;\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  return match ? (match[1] ?? '').replace(/\\(.)/g, '$1') : null;
}
