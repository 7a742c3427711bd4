import { createTestStore } from '../../testing/createTestStore';
import type { Review, ReviewPage } from './reviews';
import { reviewsApi } from './reviewsApi';
import { selectReviewsByProduct } from './reviewsSelectors';

/** The app's real store (setupStore with memory persistence and every listener). */
const newStore = () => createTestStore();

const review = (id: number, productId: number, createdAt: string): Review => ({
  id,
  productId,
  content: `Review ${id}`,
  userId: 'u',
  author: { name: 'Amelia Hart', email: null, avatarUrl: null },
  createdAt,
  editedAt: null,
});

const first = review(1, 7, '2026-01-01T00:00:00.000Z');
const second = review(2, 7, '2026-02-01T00:00:00.000Z');
const elsewhere = review(3, 8, '2026-03-01T00:00:00.000Z');

/** A page of reviews as getReviews answers it: `next` says whether another page follows. */
const page = (productId: number, reviews: Review[], next: ReviewPage['next'] = null): ReviewPage => ({
  productId,
  ids: reviews.map((item) => item.id),
  reviews,
  next,
});

/** What a fetch of a product's reviews leaves in the cache: every page loaded so far. */
const loaded = (productId: number, ...pages: Review[][]) => {
  const pageList = pages.map((reviews, index) => {
    const last = reviews.at(-1);
    const hasNext = index < pages.length - 1 && last !== undefined;
    return page(productId, reviews, hasNext ? { createdAt: last.createdAt, id: last.id } : null);
  });
  return reviewsApi.util.upsertQueryData('getReviews', productId, {
    pages: pageList,
    pageParams: pageList.map((_item, index) => (index === 0 ? null : (pageList[index - 1]?.next ?? null))),
  });
};

/** The action a successful mutation dispatches (a mutation's answer cannot be upserted). */
const mutationAnswered = (endpointName: string, originalArgs: unknown, payload: unknown) => ({
  type: `${reviewsApi.reducerPath}/executeMutation/fulfilled`,
  payload,
  meta: {
    arg: { type: 'mutation', endpointName, originalArgs, track: true },
    requestId: endpointName,
    requestStatus: 'fulfilled',
    fulfilledTimeStamp: Date.now(),
    baseQueryMeta: undefined,
  },
});

const reviewPosted = (posted: Review) =>
  mutationAnswered('addReview', { productId: posted.productId, content: posted.content }, posted);

test("a product's reviews are kept newest first", async () => {
  const store = newStore();
  await store.dispatch(loaded(7, [first, second]));
  await store.dispatch(loaded(8, [elsewhere]));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([second, first]);
  expect(selectReviewsByProduct(store.getState(), 8)).toEqual([elsewhere]);
});

test('a review deleted on the server disappears at the next fetch, other products keep theirs', async () => {
  const store = newStore();
  await store.dispatch(loaded(7, [first, second]));
  await store.dispatch(loaded(8, [elsewhere]));
  await store.dispatch(loaded(7, [first]));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([first]);
  expect(selectReviewsByProduct(store.getState(), 8)).toEqual([elsewhere]);
});

test('a posted review shows at the top of its product at once', async () => {
  const store = newStore();
  await store.dispatch(loaded(7, [first]));
  const posted = review(9, 7, '2026-04-01T00:00:00.000Z');
  store.dispatch(reviewPosted(posted));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([posted, first]);
});

test('reviews on later pages are kept beside the first page', async () => {
  const store = newStore();
  const third = review(3, 7, '2025-12-01T00:00:00.000Z');
  await store.dispatch(loaded(7, [second, first], [third]));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([second, first, third]);
});

test('a review deleted on the server disappears when the pages are fetched again, wherever it was', async () => {
  const store = newStore();
  const third = review(3, 7, '2025-12-01T00:00:00.000Z');
  const fourth = review(4, 7, '2025-11-01T00:00:00.000Z');
  await store.dispatch(loaded(7, [second, first], [third, fourth]));
  await store.dispatch(loaded(7, [second, third], [fourth]));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([second, third, fourth]);
});

test('an edited review shows its new text at once, in the same place', async () => {
  const store = newStore();
  await store.dispatch(loaded(7, [second, first]));
  const edited = { ...first, content: 'Edited text', editedAt: '2026-05-01T00:00:00.000Z' };
  store.dispatch(mutationAnswered('editReview', { review: first, content: edited.content }, edited));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([second, edited]);
});

test('a deleted review disappears at once', async () => {
  const store = newStore();
  await store.dispatch(loaded(7, [second, first]));
  store.dispatch(mutationAnswered('deleteReview', first, null));
  expect(selectReviewsByProduct(store.getState(), 7)).toEqual([second]);
});
