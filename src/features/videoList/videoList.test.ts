import { categoryFromAddress, isQueryableCategory, rowEdges, scrollToReveal, videosHref } from './videoList';

describe('the selected category lives in the address', () => {
  test('?category= names it', () => {
    expect(categoryFromAddress(new URLSearchParams('category=Digital+Marketing'))).toBe('Digital Marketing');
    expect(categoryFromAddress(new URLSearchParams('category=Business%20%26%20Entrepreneurship'))).toBe(
      'Business & Entrepreneurship',
    );
  });

  test('no parameter, or a blank one, is All', () => {
    expect(categoryFromAddress(new URLSearchParams(''))).toBe('All');
    expect(categoryFromAddress(new URLSearchParams('category=%20%20'))).toBe('All');
  });

  test('All is the bare /videos; any other category is written into the address', () => {
    expect(videosHref('All')).toBe('/videos');
    expect(videosHref('Business & Entrepreneurship')).toBe('/videos?category=Business%20%26%20Entrepreneurship');
  });

  test('a category read back from its own address is the same category', () => {
    for (const category of ['SEO', 'E-commerce', 'No-Code', 'Business & Entrepreneurship', 'All']) {
      const search = videosHref(category).split('?')[1] ?? '';
      expect(categoryFromAddress(new URLSearchParams(search))).toBe(category);
    }
  });
});

describe('scrolling the selected chip into view', () => {
  const view = { scrollLeft: 100, width: 300 };

  test('a chip already in view stays where it is', () => {
    expect(scrollToReveal({ start: 150, width: 80 }, view, 20)).toBeNull();
  });

  test('a chip beyond the right edge is brought in, with the margin after it', () => {
    expect(scrollToReveal({ start: 600, width: 80 }, view, 20)).toBe(600 + 80 + 20 - 300);
  });

  test('a chip before the left edge is brought in, never scrolling past the start', () => {
    expect(scrollToReveal({ start: 40, width: 80 }, view, 20)).toBe(20);
    expect(scrollToReveal({ start: 10, width: 80 }, view, 20)).toBe(0);
  });
});

test('the row knows when it is at its start or its end, so its arrows can say so', () => {
  expect(rowEdges({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 500 })).toEqual({ atStart: true, atEnd: false });
  expect(rowEdges({ scrollLeft: 700, scrollWidth: 2000, clientWidth: 500 })).toEqual({ atStart: false, atEnd: false });
  expect(rowEdges({ scrollLeft: 1499.5, scrollWidth: 2000, clientWidth: 500 })).toEqual({
    atStart: false,
    atEnd: true,
  });
  expect(rowEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 500 })).toEqual({ atStart: true, atEnd: true });
});

test('a category typed into the address that no category could have is never asked for', () => {
  expect(isQueryableCategory('All')).toBe(true);
  expect(isQueryableCategory('SEO')).toBe(true);
  expect(isQueryableCategory('SEO\u0000')).toBe(false);
  expect(isQueryableCategory('x'.repeat(500))).toBe(false);
});
