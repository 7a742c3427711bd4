import { preloadImage } from './preloadImage';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => document.head.replaceChildren());

test('an image the first screen will show is asked for at once, at high priority', () => {
  preloadImage('http://localhost:54321/storage/v1/object/public/covers/ebooks/0017.svg');
  expect(preloads()).toEqual([
    { as: 'image', href: 'http://localhost:54321/storage/v1/object/public/covers/ebooks/0017.svg', priority: 'high' },
  ]);
});

test('the same image asked for twice is downloaded once', () => {
  preloadImage('http://localhost/a.svg');
  preloadImage('http://localhost/a.svg');
  preloadImage('http://localhost/b.svg');
  expect(preloads().map((link) => link.href)).toEqual(['http://localhost/a.svg', 'http://localhost/b.svg']);
});

test('an ebook without a cover asks for nothing', () => {
  preloadImage(null);
  preloadImage('');
  expect(preloads()).toEqual([]);
});
