import { multipartBoundary, parseMultipart } from './multipartBody';

/** The body undici (fetch) builds from storage-js's FormData. */
async function formDataBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
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

describe('parseMultipart', () => {
  test('splits what storage-js sends for a Blob: the cache field and the file under an empty name', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 13, 10, 45, 45, 0, 255]);
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([bytes], { type: 'application/pdf' }));
    const { body, contentType } = await formDataBody(form);
    const parts = parseMultipart(body, multipartBoundary(contentType)!);
    expect(parts).toHaveLength(2);
    expect(parts![0]).toMatchObject({ name: 'cacheControl', filename: null, contentType: null });
    expect(parts![0]!.data.toString()).toBe('3600');
    expect(parts![1]).toMatchObject({ name: '', filename: 'blob', contentType: 'application/pdf' });
    expect(new Uint8Array(parts![1]!.data)).toEqual(bytes);
  });

  test('refuses bodies that are not well-formed for the boundary', () => {
    const boundary = 'xyz';
    for (const body of [
      '',
      'no delimiter at all',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      '--xyz\r\nno colon here\r\n\r\nvalue\r\n--xyz--',
      '--xyz\r\nContent-Disposition: attachment; name="a"\r\n\r\nvalue\r\n--xyz--',
      '--xyz\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--xyz--',
      '--xyzjunk',
    ]) {
      expect(parseMultipart(Buffer.from(body), boundary)).toBeNull();
    }
  });

  test('reads quoted names with escapes', () => {
    const body = '--b\r\nContent-Disposition: form-data; name="a\\"b"; filename="x.pdf"\r\n\r\nv\r\n--b--\r\n';
    expect(parseMultipart(Buffer.from(body), 'b')).toEqual([
      { name: 'a"b', filename: 'x.pdf', contentType: null, data: Buffer.from('v') },
    ]);
  });
});
