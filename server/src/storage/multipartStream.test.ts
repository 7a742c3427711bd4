import { multipartBoundary, readMultipart, type FilePart } from './multipartStream';
import { StorageError } from './storageErrors';

/** The body undici (fetch) builds from storage-js's FormData. */
async function formDataBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** The body cut into pieces of `size` bytes, as a socket may deliver it. */
async function* inPieces(body: Buffer, size: number): AsyncIterable<Buffer> {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

async function read(body: Buffer, boundary: string, pieceSize = 7) {
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  const data: Buffer[] = [];
  await readMultipart(inPieces(body, pieceSize), boundary, {
    field: (name, value) => (fields[name] = value),
    fileStart: (part) => void files.push(part),
    fileData: async (chunk) => void data.push(Buffer.from(chunk)),
  });
  return { fields, files, bytes: Buffer.concat(data) };
}

describe('multipartBoundary', () => {
  test('reads a bare or quoted boundary of a form-data type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
  });

  test('is null for other types or a missing boundary', () => {
    expect(multipartBoundary('application/pdf')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
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
      const read1 = await read(body, multipartBoundary(contentType)!, pieceSize);
      expect(read1.fields).toEqual({ cacheControl: '3600' });
      expect(read1.files).toEqual([{ name: '', filename: 'blob', contentType: 'application/pdf' }]);
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

  test('reads quoted names with escapes and ignores parts after the file', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="a\\"b"; filename="x.pdf"\r\n\r\nv\r\n' +
      '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--b--\r\n';
    const result = await read(Buffer.from(body), 'b');
    expect(result.files).toEqual([{ name: 'a"b', filename: 'x.pdf', contentType: null }]);
    expect(result.bytes.toString()).toBe('v');
    expect(result.fields).toEqual({});
  });

  test('a refusal at the start of the file stops before any of its bytes are taken', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n\r\nsecret\r\n--b--\r\n';
    const taken: Buffer[] = [];
    const refusal = readMultipart(inPieces(Buffer.from(body), 3), 'b', {
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
