import { cacheControlFor, contentDisposition, matchesETag } from './serveObject';

describe('download headers', () => {
  test('a private object is never left to shared caches', () => {
    expect(cacheControlFor('max-age=3600', false)).toBe('private, max-age=3600');
    expect(cacheControlFor('no-store', false)).toBe('no-store');
    expect(cacheControlFor('max-age=3600', true)).toBe('max-age=3600');
    expect(cacheControlFor('bad\nvalue', true)).toBe('no-cache');
  });

  test('If-None-Match matches the ETag, weakly or in a list, or as *', () => {
    expect(matchesETag('"abc"', '"abc"')).toBe(true);
    expect(matchesETag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesETag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesETag('*', '"abc"')).toBe(true);
    expect(matchesETag('"other"', '"abc"')).toBe(false);
    expect(matchesETag(undefined, '"abc"')).toBe(false);
  });

  test('an attachment name is given plainly and exactly, with no room for header injection', () => {
    expect(contentDisposition('Marketing Basics.pdf')).toBe(
      `attachment; filename="Marketing Basics.pdf"; filename*=UTF-8''Marketing%20Basics.pdf`,
    );
    const hostile = contentDisposition('a"\r\nSet-Cookie: x=1; é.pdf');
    expect(hostile).not.toMatch(/[\r\n]/);
    expect(hostile).toContain(`filename="a___Set-Cookie: x=1; _.pdf"`);
  });
});
