import type { ReviewRow } from '../../types/database';
import { formatReviewDate, isBlankReview, reviewerMark, toReview } from './reviews';

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
    subject: { kind: 'ebook', id: 7 },
    content: 'Clear and practical.',
    userId: 'u-1',
    author: { name: 'Amelia Hart', email: 'amelia.hart@mentoria.test', avatarUrl: null },
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
  });
});

test('a course_reviews row becomes a review of the course', () => {
  const { product_id: _ebook, ...rest } = row();
  expect(toReview({ ...rest, course_id: 7 }).subject).toEqual({ kind: 'course', id: 7 });
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
