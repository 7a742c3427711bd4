import type { BucketRow } from './objectRows';
import type { StorageError } from './storageErrors';
import { cacheControlValue, checkUploadFits, mimetypeAllowed, readUpload, uploadLimitFor } from './uploadBody';

const bucket: BucketRow = {
  id: 'ebooks-free',
  name: 'ebooks-free',
  owner: null,
  owner_id: null,
  public: false,
  file_size_limit: null,
  allowed_mime_types: ['application/pdf'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('readUpload', () => {
  test('a raw body takes its type and caching from the headers', () => {
    const content = readUpload(
      { 'content-type': 'application/pdf', 'cache-control': 'max-age=60' },
      Buffer.from('%PDF'),
    );
    expect(content).toEqual({ bytes: Buffer.from('%PDF'), mimetype: 'application/pdf', cacheControl: 'max-age=60' });
  });

  test('a raw body without headers is binary and not cached', () => {
    expect(readUpload({}, undefined)).toEqual({
      bytes: Buffer.alloc(0),
      mimetype: 'application/octet-stream',
      cacheControl: 'no-cache',
    });
  });

  test('a content type that is not a media type is refused', () => {
    expect((readUpload({ 'content-type': 'not a type' }, Buffer.from('x')) as StorageError).code).toBe(
      'InvalidMimeType',
    );
  });

  test('a multipart body takes the file part and the cacheControl field', () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n120\r\n' +
        '--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n' +
        '--b--\r\n',
    );
    expect(readUpload({ 'content-type': 'multipart/form-data; boundary=b' }, body)).toEqual({
      bytes: Buffer.from('%PDF'),
      mimetype: 'application/pdf',
      cacheControl: 'max-age=120',
    });
  });

  test('a multipart body without a file is refused', () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n120\r\n--b--\r\n');
    expect((readUpload({ 'content-type': 'multipart/form-data; boundary=b' }, body) as StorageError).message).toBe(
      'No content provided',
    );
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
  });

  test("the bucket's size limit applies within the server's", () => {
    expect(uploadLimitFor(bucket, 1000)).toBe(1000);
    expect(uploadLimitFor({ ...bucket, file_size_limit: 10 }, 1000)).toBe(10);
    expect(uploadLimitFor({ ...bucket, file_size_limit: 5000 }, 1000)).toBe(1000);
  });

  test('an upload must fit both the type list and the size limit', () => {
    const pdf = { bytes: Buffer.alloc(11), mimetype: 'application/pdf', cacheControl: 'no-cache' };
    expect(checkUploadFits(bucket, pdf, 100)).toBeNull();
    expect(checkUploadFits(bucket, pdf, 10)?.code).toBe('EntityTooLarge');
    expect(checkUploadFits(bucket, { ...pdf, mimetype: 'text/html' }, 100)?.code).toBe('InvalidMimeType');
  });
});
