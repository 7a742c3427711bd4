/**
 * Takes an upload's bytes from the request as they arrive and writes them to a
 * staging file, counting and hashing on the way, so the size limit holds while
 * streaming (the upload stops at the first byte too many) and memory stays
 * flat however large the file. Called only once the caller is known to be
 * allowed to write there.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { BucketRow } from './bucketRows';
import { readMultipart, type MultipartForm } from './multipartStream';
import { storageErrors } from './storageErrors';
import { cacheControlValue, checkMimetype, partMimetype, userMetadataFrom, type RawUploadHeaders } from './uploadBody';

export interface ReceivedUpload {
  size: number;
  md5Hex: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export type UploadForm =
  /** The body is the file; its description came from the headers. */
  { kind: 'raw'; headers: RawUploadHeaders } | { kind: 'multipart'; form: MultipartForm };

/** Room for the form's framing and fields around a file of the largest size. */
export const MULTIPART_OVERHEAD = 1024 * 1024 + 64 * 1024;

/**
 * The request's chunks, read without destroying the request when reading stops
 * early, so a refusal can still be answered on the same connection.
 */
function chunksOf(request: IncomingMessage): AsyncIterable<Buffer> {
  return request.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
}

/** Writes the upload to `stagedPath`; on any failure the staged file is gone and a Storage error is thrown. */
export async function receiveUpload(
  request: IncomingMessage,
  form: UploadForm,
  bucket: BucketRow,
  limit: number,
  stagedPath: string,
  /** For a form, asked once its file's type is known, before its bytes are taken (policies may look at the type). */
  mayWrite: (mimetype: string) => Promise<void>,
): Promise<ReceivedUpload> {
  const file = await open(stagedPath, 'wx');
  const md5 = createHash('md5');
  let size = 0;
  const take = async (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) throw storageErrors.entityTooLarge();
    md5.update(chunk);
    await file.write(chunk);
  };
  try {
    if (form.kind === 'raw') {
      for await (const chunk of chunksOf(request)) await take(chunk);
      await file.close();
      return { size, md5Hex: md5.digest('hex'), ...form.headers };
    }
    const fields = new Map<string, string>();
    let mimetype = '';
    let total = 0;
    const bounded = async function* () {
      for await (const chunk of chunksOf(request)) {
        total += chunk.length;
        if (total > limit + MULTIPART_OVERHEAD) throw storageErrors.entityTooLarge();
        yield chunk;
      }
    };
    await readMultipart(bounded(), form.form, {
      field: (name, value) => fields.set(name, value),
      fileStart: async (partType) => {
        const type = partMimetype(partType);
        if (typeof type !== 'string') throw type;
        const refused = checkMimetype(bucket, type);
        if (refused) throw refused;
        await mayWrite(type);
        mimetype = type;
      },
      fileData: take,
    });
    await file.close();
    const metadataField = fields.get('metadata') ?? fields.get('userMetadata');
    const userMetadata = metadataField === undefined ? null : userMetadataFrom(metadataField);
    if (userMetadata instanceof Error) throw userMetadata;
    return {
      size,
      md5Hex: md5.digest('hex'),
      mimetype,
      cacheControl: cacheControlValue(fields.get('cacheControl')),
      userMetadata,
    };
  } catch (error) {
    await file.close().catch(() => undefined);
    rmSync(stagedPath, { force: true });
    throw error;
  }
}
