import type { ProductPage } from './products';
import {
  FIRST_PRODUCT_PAGE,
  cursorOf,
  nextProductPageParam,
  previousProductPageParam,
  splitFetchedPage,
} from './productPages';

const page = (overrides: Partial<ProductPage> = {}): ProductPage => ({
  ids: [9, 8],
  hasMore: true,
  hasEarlier: false,
  first: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 },
  last: { createdAt: '2026-10-01T10:00:00+00:00', id: 8 },
  ...overrides,
});

describe('splitFetchedPage', () => {
  test('going down, the extra row means more ebooks follow; it is not shown', () => {
    expect(splitFetchedPage([1, 2, 3], 2, FIRST_PRODUCT_PAGE)).toEqual({
      rows: [1, 2],
      hasMore: true,
      hasEarlier: false,
    });
    expect(splitFetchedPage([1, 2], 2, FIRST_PRODUCT_PAGE)).toEqual({
      rows: [1, 2],
      hasMore: false,
      hasEarlier: false,
    });
    expect(splitFetchedPage([], 2, FIRST_PRODUCT_PAGE)).toEqual({ rows: [], hasMore: false, hasEarlier: false });
  });

  test('a page after a cursor has ebooks before it', () => {
    const after = { index: 3, after: { createdAt: 't', id: 1 } };
    expect(splitFetchedPage([5, 6], 2, after)).toEqual({ rows: [5, 6], hasMore: false, hasEarlier: true });
  });

  test('going back up, rows arrive oldest first: they are turned round, and the extra row means more come before', () => {
    const before = { index: 2, before: { createdAt: 't', id: 1 } };
    expect(splitFetchedPage([4, 5, 6], 2, before)).toEqual({ rows: [5, 4], hasMore: true, hasEarlier: true });
    expect(splitFetchedPage([4, 5], 2, before)).toEqual({ rows: [5, 4], hasMore: true, hasEarlier: false });
  });
});

test('a cursor keeps created_at exactly as the server wrote it, and the id as a number', () => {
  expect(cursorOf({ ID: 12, created_at: '2026-10-02T10:00:00.123456+00:00' })).toEqual({
    createdAt: '2026-10-02T10:00:00.123456+00:00',
    id: 12,
  });
});

describe('the next page', () => {
  test('starts after the last ebook of the last page held, one place further down', () => {
    expect(nextProductPageParam(page(), { index: 4, after: { createdAt: 'x', id: 20 } })).toEqual({
      index: 5,
      after: { createdAt: '2026-10-01T10:00:00+00:00', id: 8 },
    });
  });

  test('does not exist at the end of the list, nor after an empty page', () => {
    expect(nextProductPageParam(page({ hasMore: false }), FIRST_PRODUCT_PAGE)).toBeUndefined();
    expect(nextProductPageParam(page({ ids: [], first: null, last: null }), FIRST_PRODUCT_PAGE)).toBeUndefined();
  });
});

describe('the previous page', () => {
  test('ends before the first ebook of the first page held, one place further up', () => {
    expect(
      previousProductPageParam(page({ hasEarlier: true }), { index: 3, after: { createdAt: 'x', id: 20 } }),
    ).toEqual({ index: 2, before: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 } });
  });

  test('does not exist at the start of the list', () => {
    expect(previousProductPageParam(page({ hasEarlier: false }), FIRST_PRODUCT_PAGE)).toBeUndefined();
  });

  test('never takes a place above the first (ebooks may have been added at the top meanwhile)', () => {
    expect(
      previousProductPageParam(page({ hasEarlier: true }), { index: 0, before: { createdAt: 'x', id: 1 } }),
    ).toEqual({ index: 0, before: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 } });
  });
});
