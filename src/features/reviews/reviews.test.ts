import type { ReviewRow } from '../../types/database';
import {
  formatReviewDate,
  isBlankReview,
  newestReviewFirst,
  reviewerMark,
  reviewsAfter,
  toReview,
  toReviewPage,
  type Review,
} from './reviews';

const row = (overrides: Partial<ReviewRow> = {}): ReviewRow => ({
  id: 11,
  product_id: 7,
  content: 'Clear and practical.',
  user_id: 'u-1',
  user_info: { uid: 'u-1', email: 'amelia.hart@mentoria.test', full_name: 'Amelia Hart', avatar_url: null },
  created_at: '2026-03-01T10:00:00.000Z',
  edited_at: null,
  ...overrides,
});

test('a reviews row becomes a review with its author', () => {
  expect(toReview(row())).toEqual({
    id: 11,
    productId: 7,
    content: 'Clear and practical.',
    userId: 'u-1',
    author: { name: 'Amelia Hart', email: 'amelia.hart@mentoria.test', avatarUrl: null },
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
  });
});

test('an edited review says when it was edited', () => {
  expect(toReview(row({ edited_at: '2026-03-04T09:00:00.000Z' })).editedAt).toBe('2026-03-04T09:00:00.000Z');
});

test('an author without a name is shown by the start of their email', () => {
  const info = { uid: 'u-1', email: 'reader@example.com', full_name: ' ', avatar_url: 'https://a.example/p.png' };
  expect(toReview(row({ user_info: info })).author).toEqual({
    name: 'reader',
    email: 'reader@example.com',
    avatarUrl: 'https://a.example/p.png',
  });
});

test('an author card the server left empty still gives a name', () => {
  expect(toReview(row({ user_info: {} as ReviewRow['user_info'] })).author).toEqual({
    name: 'Anonymous',
    email: null,
    avatarUrl: null,
  });
});

test('blank or whitespace-only text is not a review (docs/product.md#how-the-screens-behave)', () => {
  expect(isBlankReview('')).toBe(true);
  expect(isBlankReview(' \n\t ')).toBe(true);
  expect(isBlankReview(' Great ')).toBe(false);
});

test('reviews sort newest first, the later id first when written at the same time', () => {
  const at = (id: number, createdAt: string) => ({ id, createdAt }) as Review;
  const sorted = [at(1, '2026-01-01T00:00:00Z'), at(3, '2026-02-01T00:00:00Z'), at(2, '2026-02-01T00:00:00Z')].sort(
    newestReviewFirst,
  );
  expect(sorted.map((review) => review.id)).toEqual([3, 2, 1]);
});

describe('a page of reviews', () => {
  const rows = [3, 2, 1].map((id) => row({ id, created_at: `2026-03-0${id}T10:00:00.000Z` }));

  test('one row more than a page means another page follows, after the last review shown', () => {
    const page = toReviewPage(7, rows, 2);
    expect(page.ids).toEqual([3, 2]);
    expect(page.reviews.map((review) => review.id)).toEqual([3, 2]);
    expect(page.next).toEqual({ createdAt: '2026-03-02T10:00:00.000Z', id: 2 });
  });

  test('a page that is not full is the last one', () => {
    expect(toReviewPage(7, rows, 3).next).toBeNull();
    expect(toReviewPage(7, [], 3)).toEqual({ productId: 7, ids: [], reviews: [], next: null });
  });

  test('the next page starts after the cursor: written earlier, or at the same instant with a smaller id', () => {
    expect(reviewsAfter({ createdAt: '2026-03-02T10:00:00.123456+00:00', id: 41 })).toBe(
      'created_at.lt."2026-03-02T10:00:00.123456+00:00",and(created_at.eq."2026-03-02T10:00:00.123456+00:00",id.lt.41)',
    );
  });
});

test('a review date reads as a day, month and year', () => {
  expect(formatReviewDate('2026-03-01T12:00:00.000Z', 'UTC')).toBe('Mar 1, 2026');
  expect(formatReviewDate('2026-03-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('Mar 2, 2026');
  expect(formatReviewDate('not a date')).toBe('');
});

test('a reviewer mark is four characters, the same for one account and different for others', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const marks = ids.map(reviewerMark);
  expect(marks.every((mark) => /^[0-9A-Z]{4}$/.test(mark))).toBe(true);
  expect(reviewerMark(ids[0]!)).toBe(marks[0]);
  expect(new Set(marks).size).toBeGreaterThan(195);
});
