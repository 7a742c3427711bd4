/**
 * A multipart/form-data upload (RFC 7578) read as it arrives, by busboy, so an
 * upload's file goes to disk chunk by chunk and never sits whole in memory.
 * storage-js sends a Blob this way: a `cacheControl` field, maybe a `metadata`
 * field, and the file (a part with a file name). Fields before the file are
 * kept in memory, up to a bound; the first file is handed on in chunks; what
 * comes after it is read through and dropped, as Storage takes only what
 * precedes it. busboy's own rules decide what is a file and what its type is
 * (`text/plain` when its part names none), as they do behind hosted Storage.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy, { type Busboy } from 'busboy';
import { storageErrors } from './storageErrors';

export interface MultipartHandler {
  /** A field before the file (its value as text). */
  field(name: string, value: string): void;
  /** The file part begins, with its type; may throw (e.g. a type the bucket refuses) before any of its bytes are taken. */
  fileStart(mimeType: string): void | Promise<void>;
  fileData(chunk: Buffer): Promise<void>;
}

/** Room for the text fields (cacheControl, metadata) before the file. */
const MAX_FIELD_BYTES = 1024 * 1024;

/** A form's reader, made from the request's headers before any of its body is read. */
export type MultipartForm = Busboy;

/** The reader for a multipart body; refused when its content type is not a form with a boundary. */
export function multipartForm(headers: IncomingHttpHeaders): MultipartForm {
  try {
    return busboy({ headers, limits: { fieldSize: MAX_FIELD_BYTES, files: 1 } });
  } catch {
    throw storageErrors.invalidRequest('The multipart body has no boundary');
  }
}

/**
 * Reads the body from `chunks` through `form`, calling `handler` for the fields
 * and the file. Throws what the handler or `chunks` threw, or a Storage error
 * when the body is not a well-formed form or has no file.
 */
export async function readMultipart(
  chunks: AsyncIterable<Buffer>,
  form: MultipartForm,
  handler: MultipartHandler,
): Promise<void> {
  const state = { fileRead: null as Promise<void> | null, fieldBytes: 0 };
  /** The first failure of the handler or of `chunks`: it ends the reading, and is what the upload answers. */
  let ownError: unknown = null;
  const fail = (error: unknown) => {
    ownError ??= error;
    form.destroy(error as Error);
  };

  form.on('field', (name, value, info) => {
    if (state.fileRead !== null) return;
    state.fieldBytes += Buffer.byteLength(value);
    if (info.valueTruncated || state.fieldBytes > MAX_FIELD_BYTES) {
      return fail(storageErrors.invalidRequest('The form fields are too large'));
    }
    handler.field(name ?? '', value);
  });
  form.on('file', (_name, stream, info) => {
    // The file's stream fails only with its form, whose error the pipeline below reports.
    stream.on('error', () => undefined);
    state.fileRead = (async () => {
      await handler.fileStart(info.mimeType);
      for await (const chunk of stream) await handler.fileData(chunk as Buffer);
    })().catch((error: unknown) => {
      // The stream's own error is busboy's, answered below; anything else is the handler's.
      if (error !== stream.errored) fail(error);
    });
  });

  /** The body's chunks, noting a failure to read them (not one the pipeline throws back in at a `yield`). */
  const watched = async function* () {
    let handedOver = false;
    try {
      for await (const chunk of chunks) {
        handedOver = true;
        yield chunk;
        handedOver = false;
      }
    } catch (error) {
      if (!handedOver) ownError ??= error;
      throw error;
    }
  };
  try {
    await pipeline(Readable.from(watched()), form);
    await state.fileRead;
  } catch {
    // busboy's own errors ("Unexpected end of form", "Malformed part header") all say one thing.
    throw ownError ?? storageErrors.invalidRequest('The multipart body is malformed');
  }
  if (ownError !== null) throw ownError;
  if (state.fileRead === null) throw storageErrors.noContent();
}
