/**
 * A reader's own review through the app's real store against the real
 * backend: one review per reader per book (and per learner per course, through the same endpoints), which its
 * author edits and deletes.
 * What the review box shows (the box, or the reader's review) is the review
 * whose id getOwnReview answers; what the list shows, the reviews whose ids
 * the getReviews pages hold. The reviews themselves are in the reviews slice.
 */
import type { AppStore } from '../../src/app/store';
import { REVIEW_TABLES, type OwnReviewArg, type Review } from '../../src/features/reviews/reviews';
import { reviewsApi } from '../../src/features/reviews/reviewsApi';
import { selectReviewById } from '../../src/features/reviews/reviewsSlice';
import { UNIQUE_VIOLATION } from '../../src/lib/apiError';
import { supabase } from '../../src/lib/supabase';
import type { TestBackend } from '../support/backendHarness';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import { signIn, startDataBackend, startStore, until, type TestStore } from '../support/storeHarness';

let t: TestBackend;
let session: TestStore;
let store: AppStore;
let userId: string;

beforeAll(async () => {
  t = await startDataBackend();
  session = await startStore();
  store = session.store;
  userId = await signIn(store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
}, 60_000);
afterAll(async () => {
  await session.stop();
  await supabase().auth.signOut({ scope: 'local' });
  await t.stop();
});

describe.each([
  { kind: 'ebook', catalogue: 'MentoriaDatabase' },
  { kind: 'course', catalogue: 'Videos' },
] as const)('$kind reviews', ({ kind, catalogue }) => {
  let own: OwnReviewArg;

  beforeAll(async () => {
    const { data } = await t.anonClient().from(catalogue).select('ID').order('ID').limit(1).single();
    own = { subject: { kind, id: (data as { ID: number }).ID }, userId };
  });

  const reviewById = (id: number) => selectReviewById(store.getState(), id);
  /** What the review box shows: the reader's review of the book, or null (the box to write one). */
  const ownReview = (): Review | null | undefined => {
    const id = reviewsApi.endpoints.getOwnReview.select(own)(store.getState()).data;
    return id == null ? id : reviewById(id);
  };
  /** What the list shows: the reviews of every page loaded, in order. */
  const listed = (): (Review | undefined)[] =>
    (reviewsApi.endpoints.getReviews.select(own.subject)(store.getState()).data?.pages ?? [])
      .flatMap((page) => page.ids)
      .map(reviewById);

  /** The Reviews tab of a reader who has reviewed the book: their review in the box, and the list; `close` leaves it. */
  async function openReviewsTab() {
    const box = store.dispatch(reviewsApi.endpoints.getOwnReview.initiate(own));
    const list = store.dispatch(reviewsApi.endpoints.getReviews.initiate(own.subject));
    const [reviewId] = await Promise.all([box.unwrap(), list.unwrap()]);
    const review = reviewId == null ? undefined : reviewById(reviewId);
    if (!review) throw new Error('the reader has no review of it: the first test posts it');
    return {
      review,
      close: () => {
        box.unsubscribe();
        list.unsubscribe();
      },
    };
  }

  test('a reader reviews it once: a second post is refused, and the box becomes the review they have', async () => {
    const box = store.dispatch(reviewsApi.endpoints.getOwnReview.initiate(own));
    expect(await box.unwrap()).toBeNull();

    const posted = await store
      .dispatch(reviewsApi.endpoints.addReview.initiate({ ...own, content: 'Clear and practical.' }))
      .unwrap();
    await until(store, () => ownReview()?.id === posted);

    // As from a tab that still showed the empty box: the database refuses it, and the review is read again.
    store.dispatch(reviewsApi.util.upsertQueryData('getOwnReview', own, null));
    const again = await store.dispatch(
      reviewsApi.endpoints.addReview.initiate({ ...own, content: 'Second thoughts.' }),
    );
    expect(again.error).toMatchObject({ status: 409, code: UNIQUE_VIOLATION });
    await until(store, () => ownReview()?.id === posted);
    expect(ownReview()?.content).toBe('Clear and practical.');
    box.unsubscribe();
  });

  test('the author edits their review: same review, same date, marked as edited, in the box and in the list', async () => {
    const { review, close } = await openReviewsTab();

    const editedId = await store
      .dispatch(reviewsApi.endpoints.editReview.initiate({ review, content: '  Better on a second read.  ' }))
      .unwrap();
    const edited = reviewById(editedId)!;
    expect(edited).toMatchObject({ id: review.id, createdAt: review.createdAt, content: 'Better on a second read.' });
    expect(edited.editedAt).not.toBeNull();
    await until(store, () => ownReview()?.editedAt === edited.editedAt);
    expect(ownReview()).toEqual(edited);
    expect(listed().find((item) => item?.id === review.id)).toEqual(edited);
    close();
  });

  test('the author deletes their review: the box is empty again and the list no longer has it', async () => {
    const { review, close } = await openReviewsTab();

    await store.dispatch(reviewsApi.endpoints.deleteReview.initiate(review)).unwrap();
    await until(store, () => ownReview() === null);
    expect(listed().map((item) => item?.id)).not.toContain(review.id);
    const stored = await t.anonClient().from(REVIEW_TABLES[kind].table).select('id').eq('id', review.id);
    expect(stored.data).toEqual([]);
    close();
  });
});
