import type { BucketRow } from './bucketRows';
import type { StorageError } from './storageErrors';
import { cacheControlValue, checkMimetype, mimetypeAllowed, rawUploadHeaders, uploadLimitFor } from './uploadBody';

const bucket: BucketRow = {
  id: 'ebooks-free',
  name: 'ebooks-free',
  owner: null,
  public: false,
  file_size_limit: null,
  allowed_mime_types: ['application/pdf'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('rawUploadHeaders', () => {
  test('a raw body takes its type, caching and user metadata from the headers', () => {
    const metadata = Buffer.from(JSON.stringify({ chapter: 3 })).toString('base64');
    expect(
      rawUploadHeaders({ 'content-type': 'application/pdf', 'cache-control': 'max-age=60', 'x-metadata': metadata }),
    ).toEqual({ mimetype: 'application/pdf', cacheControl: 'max-age=60', userMetadata: { chapter: 3 } });
  });

  test('a raw body without headers is binary and not cached', () => {
    expect(rawUploadHeaders({})).toEqual({
      mimetype: 'application/octet-stream',
      cacheControl: 'no-cache',
      userMetadata: null,
    });
  });

  test('metadata nested deeper than any body may be is refused, as such a body is; unreadable metadata is dropped', () => {
    const deep = Buffer.from('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)).toString('base64');
    const refused = rawUploadHeaders({ 'x-metadata': deep }) as StorageError;
    expect(refused.httpStatus).toBe(400);
    expect(refused.code).toBe('InvalidRequest');
    const garbled = Buffer.from('{"chapter": ').toString('base64');
    expect(rawUploadHeaders({ 'x-metadata': garbled })).toMatchObject({ userMetadata: null });
    expect(rawUploadHeaders({ 'x-metadata': Buffer.from('[1, 2]').toString('base64') })).toMatchObject({
      userMetadata: null,
    });
  });

  test('a content type that is not a media type is refused', () => {
    expect((rawUploadHeaders({ 'content-type': 'not a type' }) as StorageError).code).toBe('InvalidMimeType');
  });
});

describe('upload rules', () => {
  test('seconds become max-age, header values are kept, unsafe ones are dropped', () => {
    expect(cacheControlValue('3600')).toBe('max-age=3600');
    expect(cacheControlValue('public, max-age=60')).toBe('public, max-age=60');
    expect(cacheControlValue('x\r\nSet-Cookie: a=b')).toBe('no-cache');
    expect(cacheControlValue(undefined)).toBe('no-cache');
  });

  test('a bucket takes the listed types, type wildcards, or anything without a list', () => {
    expect(mimetypeAllowed('application/pdf', ['application/pdf'])).toBe(true);
    expect(mimetypeAllowed('Application/PDF; charset=binary', ['application/pdf'])).toBe(true);
    expect(mimetypeAllowed('text/plain', ['application/pdf'])).toBe(false);
    expect(mimetypeAllowed('image/webp', ['image/*'])).toBe(true);
    expect(mimetypeAllowed('text/plain', null)).toBe(true);
    expect(checkMimetype(bucket, 'text/html')?.code).toBe('InvalidMimeType');
    expect(checkMimetype(bucket, 'application/pdf')).toBeNull();
  });

  test("the bucket's size limit applies within the server's", () => {
    expect(uploadLimitFor(bucket, 1000)).toBe(1000);
    expect(uploadLimitFor({ ...bucket, file_size_limit: 10 }, 1000)).toBe(10);
    expect(uploadLimitFor({ ...bucket, file_size_limit: 5000 }, 1000)).toBe(1000);
  });
});
