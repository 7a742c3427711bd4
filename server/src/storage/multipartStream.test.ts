import { multipartForm, readMultipart } from './multipartStream';
import { StorageError, storageErrors } from './storageErrors';

/** The body undici (fetch) builds from storage-js's FormData. */
async function formDataBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** The body cut into pieces of `size` bytes, as a socket may deliver it. */
async function* inPieces(body: Buffer, size: number): AsyncIterable<Buffer> {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

function formOf(boundary: string) {
  return multipartForm({ 'content-type': `multipart/form-data; boundary=${boundary}` });
}

async function read(body: Buffer, boundary: string, pieceSize = 7) {
  const fields: Record<string, string> = {};
  const fileTypes: string[] = [];
  const data: Buffer[] = [];
  await readMultipart(inPieces(body, pieceSize), formOf(boundary), {
    field: (name, value) => (fields[name] = value),
    fileStart: (mimeType) => void fileTypes.push(mimeType),
    fileData: async (chunk) => void data.push(Buffer.from(chunk)),
  });
  return { fields, fileTypes, bytes: Buffer.concat(data) };
}

describe('multipartForm', () => {
  test('takes a form-data type with a bare or quoted boundary', () => {
    expect(() => multipartForm({ 'content-type': 'multipart/form-data; boundary=----abc' })).not.toThrow();
    expect(() => multipartForm({ 'content-type': 'multipart/form-data; boundary="a b"' })).not.toThrow();
  });

  test('refuses a form without a boundary, or another multipart type, as an invalid request', () => {
    for (const contentType of ['multipart/form-data', 'multipart/mixed; boundary=abc']) {
      expect(() => multipartForm({ 'content-type': contentType })).toThrow(
        expect.objectContaining({ code: 'InvalidRequest' }),
      );
    }
  });
});

describe('readMultipart', () => {
  test.each([1, 7, 64, 100_000])(
    'reads what storage-js sends for a Blob, however the body is cut (pieces of %p bytes)',
    async (pieceSize) => {
      // Bytes that look like the start of a delimiter must pass through as data.
      const bytes = Buffer.from([37, 80, 68, 70, 13, 10, 45, 45, 0, 255, 13, 10, 45]);
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
      const { body, contentType } = await formDataBody(form);
      const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
      const read1 = await read(body, boundary, pieceSize);
      expect(read1.fields).toEqual({ cacheControl: '3600' });
      expect(read1.fileTypes).toEqual(['application/pdf']);
      expect(read1.bytes).toEqual(bytes);
    },
  );

  test('refuses bodies that are not well-formed for the boundary, or that have no file', async () => {
    const boundary = 'xyz';
    for (const body of [
      '',
      'no delimiter at all',
      '--xyz\r\nContent-Disposition: form-data; name="a"; filename="f"\r\n\r\nunterminated',
      '--xyz\r\nno colon here\r\n\r\nvalue\r\n--xyz--',
      '--xyz\r\nContent-Disposition: attachment; name="a"\r\n\r\nvalue\r\n--xyz--',
      '--xyz\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--xyz--',
      '--xyzjunk',
      '--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--xyz--\r\n',
    ]) {
      await expect(read(Buffer.from(body), boundary)).rejects.toBeInstanceOf(StorageError);
    }
  });

  test('reads quoted names with escapes, and ignores the parts after the file', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="say \\"when\\""\r\n\r\nnow\r\n' +
      '--b\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\nv\r\n' +
      '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n' +
      '--b\r\nContent-Disposition: form-data; name="again"; filename="y.pdf"\r\n\r\nw\r\n--b--\r\n';
    const result = await read(Buffer.from(body), 'b');
    expect(result.fields).toEqual({ 'say "when"': 'now' });
    // A part that names no type is plain text (RFC 7578).
    expect(result.fileTypes).toEqual(['text/plain']);
    expect(result.bytes.toString()).toBe('v');
  });

  test('refuses form fields larger than a mebibyte in all, before the file', async () => {
    const field = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      field('metadata', 'x'.repeat(700 * 1024)) +
      field('more', 'y'.repeat(400 * 1024)) +
      '--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n\r\nv\r\n--b--\r\n';
    await expect(read(Buffer.from(body), 'b', 64 * 1024)).rejects.toMatchObject({
      code: 'InvalidRequest',
      message: 'The form fields are too large',
    });
  });

  test('a failure of the body itself (a size overrun) is what the reading fails with', async () => {
    async function* tooLarge(): AsyncIterable<Buffer> {
      yield Buffer.from('--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n\r\nsome');
      throw storageErrors.entityTooLarge();
    }
    const reading = readMultipart(tooLarge(), formOf('b'), {
      field: () => undefined,
      fileStart: () => undefined,
      fileData: async () => undefined,
    });
    await expect(reading).rejects.toMatchObject({ code: 'EntityTooLarge' });
  });

  test('a refusal at the start of the file stops before any of its bytes are taken', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n\r\nsecret\r\n--b--\r\n';
    const taken: Buffer[] = [];
    const refusal = readMultipart(inPieces(Buffer.from(body), 3), formOf('b'), {
      field: () => undefined,
      fileStart: () => {
        throw new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', 'no');
      },
      fileData: async (chunk) => void taken.push(chunk),
    });
    await expect(refusal).rejects.toMatchObject({ code: 'InvalidMimeType' });
    expect(taken).toEqual([]);
  });
});
