import { createTestStore } from '../../testing/createTestStore';
import { onePage } from '../../testing/fixtures';
import type { ReviewRow } from '../../types/database';
import { receiveReviews } from './receiveReviews';
import type { Review } from './reviews';
import { reviewsApi } from './reviewsApi';
import { reviewRemoved, reviewsReceived, selectReviewById } from './reviewsSlice';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  subject: { kind: 'ebook', id: 7 },
  content: `Review ${id}`,
  userId: 'u',
  author: { name: 'Amelia Hart', email: null, avatarUrl: null },
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  editedAt: null,
  ...overrides,
});

const row = (id: number): ReviewRow => ({
  id,
  product_id: 7,
  content: `Review ${id}`,
  user_id: 'u',
  user_info: { full_name: 'Amelia Hart' },
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  edited_at: null,
});

test('rows cross into the reviews slice once, and the answer keeps only their ids, in the server’s order', () => {
  const store = createTestStore();
  expect(receiveReviews(store.dispatch, [row(3), row(1), row(2)])).toEqual([3, 1, 2]);
  expect(selectReviewById(store.getState(), 1)).toEqual(review(1));
  expect(store.getState().reviews.ids).toHaveLength(3);
});

test('each review lives once: a later answer about it (an edit) replaces what the store knew', () => {
  const store = createTestStore();
  store.dispatch(reviewsReceived([review(1), review(2)]));
  store.dispatch(reviewsReceived([review(1, { content: 'Edited', editedAt: '2026-03-09T10:00:00.000Z' })]));
  expect(store.getState().reviews.ids).toEqual([1, 2]);
  expect(selectReviewById(store.getState(), 1)).toMatchObject({ content: 'Edited' });
});

test('a deleted review leaves the slice', () => {
  const store = createTestStore();
  store.dispatch(reviewsReceived([review(1), review(2)]));
  store.dispatch(reviewRemoved(1));
  expect(selectReviewById(store.getState(), 1)).toBeUndefined();
  expect(selectReviewById(store.getState(), 2)).toEqual(review(2));
});

test('the cached pages hold ids only: the reviews are stored once, in the slice', async () => {
  const store = createTestStore();
  store.dispatch(reviewsReceived([review(2), review(1)]));
  await store.dispatch(reviewsApi.util.upsertQueryData('getReviews', { kind: 'ebook', id: 7 }, onePage([2, 1])));
  const cached = reviewsApi.endpoints.getReviews.select({ kind: 'ebook', id: 7 })(store.getState()).data;
  expect(JSON.stringify(cached)).not.toContain('Review 1');
  expect(cached?.pages.flatMap((page) => page.ids).map((id) => selectReviewById(store.getState(), id)?.id)).toEqual([
    2, 1,
  ]);
});
