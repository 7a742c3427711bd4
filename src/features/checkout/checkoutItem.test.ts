import { ebook } from '../../testing/fixtures';
import { checkoutItemOfCourse, checkoutItemOfEbook, checkoutLinks, checkoutLoadOf } from './checkoutItem';

const course = {
  id: 7,
  name: 'SEO From Scratch',
  category: 'SEO',
  premium: true,
  price: 39,
  image: 'https://thumbnails.test/7.svg',
  shortDescription: null,
  lessons: 5,
  rating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

test('an ebook and a course are sold as the same kind of item, at their own price', () => {
  expect(checkoutItemOfEbook(ebook(3, { name: 'Guide', price: 23 }))).toEqual({
    kind: 'ebook',
    id: 3,
    name: 'Guide',
    category: 'SEO',
    price: 23,
    image: 'https://covers.test/3.png',
  });
  expect(checkoutItemOfCourse(course)).toEqual({
    kind: 'course',
    id: 7,
    name: 'SEO From Scratch',
    category: 'SEO',
    price: 39,
    image: 'https://thumbnails.test/7.svg',
  });
});

test('a loaded item becomes the checkout’s item; every other state passes through', () => {
  expect(checkoutLoadOf({ status: 'ready', data: course }, checkoutItemOfCourse)).toMatchObject({
    status: 'ready',
    data: { kind: 'course', id: 7 },
  });
  expect(checkoutLoadOf({ status: 'unknown' }, checkoutItemOfCourse)).toEqual({ status: 'unknown' });
});

describe('where a checkout leads once the item is the buyer’s', () => {
  test('a bought course leads to its page, now watchable, and to the Library’s Videos', () => {
    expect(checkoutLinks({ kind: 'course', id: 7 }, 'complete')).toEqual([
      { label: 'Go to the course', href: '/video?id=7' },
      { label: 'Go to Library', href: '/mylibrary?tab=videos' },
    ]);
  });

  test('a bought ebook leads to the reader and back to the ebook; one already owned to the Library', () => {
    expect(checkoutLinks({ kind: 'ebook', id: 3 }, 'complete')).toEqual([
      { label: 'Read Book', href: '/ebookcontent?id=3' },
      { label: 'Back to the ebook', href: '/ebook?id=3' },
    ]);
    expect(checkoutLinks({ kind: 'ebook', id: 3 }, 'owned')[1]).toEqual({ label: 'Go to Library', href: '/mylibrary' });
  });
});
