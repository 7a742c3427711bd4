/**
 * A multipart/form-data body (RFC 7578) read as it arrives, so an upload's file
 * goes to disk chunk by chunk and never sits whole in memory. storage-js sends
 * a Blob this way: a `cacheControl` field, maybe a `metadata` field, and the
 * file under an empty field name. Fields are small and kept in memory (up to a
 * bound); the first part with a file name (or the empty field name) is the
 * file, handed on in chunks; parts after it are read and ignored.
 */
import { storageErrors } from './storageErrors';

export interface FilePart {
  /** The field name, '' for storage-js's file part. */
  name: string;
  filename: string | null;
  contentType: string | null;
}

export interface MultipartHandler {
  /** A field before the file (its value as text). */
  field(name: string, value: string): void;
  /** The file part begins; may throw (e.g. a type the bucket refuses) before any of its bytes are taken. */
  fileStart(part: FilePart): void | Promise<void>;
  fileData(chunk: Buffer): Promise<void>;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
/** More header text than any form part needs: a body that goes past it is not a form. */
const MAX_PART_HEADERS = 16 * 1024;
/** Room for the text fields (cacheControl, metadata) before the file. */
const MAX_FIELD_BYTES = 1024 * 1024;

/** The boundary of a multipart/form-data content type, or null when it is something else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done';

/**
 * Reads the multipart body from `chunks`, calling `handler` for the fields and
 * the file. Throws a Storage error when the body is not well-formed or has no file.
 */
export async function readMultipart(
  chunks: AsyncIterable<Buffer>,
  boundary: string,
  handler: MultipartHandler,
): Promise<void> {
  const delimiter = Buffer.from(`--${boundary}`);
  const partEnd = Buffer.concat([CRLF, delimiter]);
  let pending: Buffer = Buffer.alloc(0);
  let state: State = 'preamble';
  let part: { kind: 'field' | 'file' | 'ignored'; name: string; text: Buffer[] } | null = null;
  let fileSeen = false;
  let fieldBytes = 0;

  const malformed = () => storageErrors.invalidRequest('The multipart body is malformed');

  const emit = async (data: Buffer) => {
    if (!part || part.kind === 'ignored' || data.length === 0) return;
    if (part.kind === 'file') return handler.fileData(data);
    fieldBytes += data.length;
    if (fieldBytes > MAX_FIELD_BYTES) throw storageErrors.invalidRequest('The form fields are too large');
    part.text.push(data);
  };

  const finishPart = () => {
    if (part?.kind === 'field') handler.field(part.name, Buffer.concat(part.text).toString('utf8'));
    if (part?.kind === 'file') fileSeen = true;
    part = null;
  };

  /** Advances through `pending` as far as it can; returns when it needs more bytes. */
  const advance = async () => {
    for (;;) {
      if (state === 'done') {
        pending = Buffer.alloc(0);
        return;
      }
      if (state === 'preamble') {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          pending = pending.subarray(Math.max(0, pending.length - delimiter.length));
          return;
        }
        pending = pending.subarray(at + delimiter.length);
        state = 'afterDelimiter';
      } else if (state === 'afterDelimiter') {
        if (pending.length < 2) return;
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done';
        } else if (pending.subarray(0, 2).equals(CRLF)) {
          pending = pending.subarray(2);
          state = 'headers';
        } else {
          throw malformed();
        }
      } else if (state === 'headers') {
        const at = pending.indexOf(HEADER_END);
        if (at < 0) {
          if (pending.length > MAX_PART_HEADERS) throw malformed();
          return;
        }
        const described = describePart(pending.subarray(0, at).toString('latin1'));
        if (!described) throw malformed();
        pending = pending.subarray(at + HEADER_END.length);
        const isFile = described.filename !== null || described.name === '';
        // Parts after the file are read through and dropped, as Storage takes only what precedes it.
        const kind = fileSeen ? 'ignored' : isFile ? 'file' : 'field';
        if (kind === 'file') await handler.fileStart(described);
        part = { kind, name: described.name, text: [] };
        state = 'body';
      } else {
        const at = pending.indexOf(partEnd);
        if (at < 0) {
          // Keep what could be the start of the next delimiter.
          const keep = partEnd.length - 1;
          if (pending.length > keep) {
            await emit(pending.subarray(0, pending.length - keep));
            pending = pending.subarray(pending.length - keep);
          }
          return;
        }
        await emit(pending.subarray(0, at));
        pending = pending.subarray(at + partEnd.length);
        finishPart();
        state = 'afterDelimiter';
      }
    }
  };

  for await (const chunk of chunks) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    await advance();
  }
  // `advance` moves the state on; TypeScript cannot see that through the closure.
  if ((state as State) !== 'done') throw malformed();
  if (!fileSeen) throw storageErrors.noContent();
}

function describePart(headerBlock: string): FilePart | null {
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
