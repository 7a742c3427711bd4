import { resolve, sep } from 'node:path';
import fc from 'fast-check';
import { objectKeyProblem, parseObjectName, parseObjectPath, rawTailAfter } from './objectPath';
import { objectFilePath } from './objectStore';
import { StorageError } from './storageErrors';

function codeOf(value: unknown): string | null {
  return value instanceof StorageError ? value.code : null;
}

describe('parseObjectPath', () => {
  test('splits the bucket from a name that may hold folders, decoding it once', () => {
    expect(parseObjectPath('ebooks-free/free/intro%20to%20marketing.pdf')).toEqual({
      bucket: 'ebooks-free',
      name: 'free/intro to marketing.pdf',
    });
  });

  test('keeps the characters Storage allows in keys', () => {
    expect(parseObjectPath("covers/a/b c(1)!-_.*'&$@=;:+,.png")).toEqual({
      bucket: 'covers',
      name: "a/b c(1)!-_.*'&$@=;:+,.png",
    });
  });

  test.each([
    ['a dot-dot segment', 'covers/../secret'],
    ['a dot segment', 'covers/a/./b'],
    ['encoded dot-dots', 'covers/%2e%2e/secret'],
    ['an encoded slash', 'covers/a%2fb'],
    ['an encoded backslash', 'covers/a%5Cb'],
    ['a double-encoded dot-dot', 'covers/%252e%252e/secret'],
    ['a backslash', 'covers/..\\secret'],
    ['an absolute path', 'covers//etc/passwd'],
    ['a NUL byte', 'covers/a%00.png'],
    ['a malformed escape', 'covers/a%e0%80'],
    ['an empty name', 'covers/'],
    ['a name longer than 1024 characters', `covers/${'a'.repeat(1025)}`],
    ['a character outside the key set', 'covers/caf%C3%A9.png'],
  ])('refuses %s as an invalid key', (_label, tail) => {
    expect(codeOf(parseObjectPath(tail))).toBe('InvalidKey');
  });

  test('refuses a bucket id that is not a bucket name', () => {
    expect(codeOf(parseObjectPath('..%2f/x.png'))).toBe('InvalidBucketName');
    expect(codeOf(parseObjectPath('../x.png'))).toBe('InvalidBucketName');
    expect(codeOf(parseObjectPath('a%2Fb/x.png'))).toBe('InvalidBucketName');
    expect(codeOf(parseObjectPath('covers'))).toBe('InvalidKey');
  });

  test('an accepted name always maps to a file inside its bucket folder', () => {
    const storageDir = resolve('/srv/storage');
    const segment = fc.stringMatching(/^[A-Za-z0-9_!\-.*'() &$@=;:+,?%\\/]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const name = parseObjectName(segments.join('/'));
        if (typeof name === 'string') {
          expect(objectKeyProblem(name)).toBeNull();
          expect(objectFilePath(storageDir, 'covers', name).startsWith(`${storageDir}${sep}covers${sep}`)).toBe(true);
        }
      }),
    );
  });
});

describe('rawTailAfter', () => {
  test('gives the undecoded rest of the path, without the query', () => {
    expect(rawTailAfter('/storage/v1/object/sign/', '/storage/v1/object/sign/b/a%20b.pdf?token=x')).toBe('b/a%20b.pdf');
  });

  test('refuses a path that reached the route through another spelling of its prefix', () => {
    expect(rawTailAfter('/storage/v1/object/sign/', '/storage/v1/object/%73ign/b/a.pdf')).toBeNull();
  });
});
