import { cacheControlFor, contentDisposition } from './serveObject';

describe('download headers', () => {
  test('a private object is never left to shared caches', () => {
    expect(cacheControlFor('max-age=3600', false)).toBe('private, max-age=3600');
    expect(cacheControlFor('no-store', false)).toBe('no-store');
    expect(cacheControlFor('max-age=3600', true)).toBe('max-age=3600');
    expect(cacheControlFor('bad\nvalue', true)).toBe('no-cache');
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
