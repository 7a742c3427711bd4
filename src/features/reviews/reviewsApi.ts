import { api, type MutationStarted } from '../../lib/api';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import { keysetPageFrom, keysetPaging, pageOf, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { ReviewRow } from '../../types/database';
import { receiveReview, receiveReviews } from './receiveReviews';
import {
  REVIEWS_PAGE_SIZE,
  isBlankReview,
  reviewColumn,
  type NewReview,
  type OwnReviewArg,
  type Review,
  type ReviewEdit,
} from './reviews';
import { reviewRemoved } from './reviewsSlice';

/** The tag of one product's reviews (a review's own id is never a tag, so ids cannot collide). */
const reviewsOf = (productId: number) => ({ type: 'Review' as const, id: productId });

const blankReview: ApiError = { status: 400, code: 'blank_review', message: 'A review needs some text' };

/*
 * Once the server has stored a change to the reader's own review, the review
 * box and the product's loaded reviews show it at once, without waiting for
 * the refetch. A posted or edited review went into the reviews slice in the
 * mutation's queryFn; these keep the cached answers' ids in step. A refused
 * change changed nothing: its error is in the mutation's state.
 */

/** A posted or edited review (the answer is its id): the box holds it, and a new one heads the loaded reviews. */
function showStoredReview<Arg>(ownerOf: (arg: Arg) => OwnReviewArg): MutationStarted<number, Arg> {
  return async (arg, { dispatch, queryFulfilled }) => {
    const stored = await queryFulfilled.then(
      ({ data }) => data,
      () => null,
    );
    if (stored === null) return;
    const { productId, userId } = ownerOf(arg);
    dispatch(reviewsApi.util.upsertQueryData('getOwnReview', { productId, userId }, stored));
    dispatch(
      reviewsApi.util.updateQueryData('getReviews', productId, (draft) => {
        if (!draft.pages.some((page) => page.ids.includes(stored))) draft.pages[0]?.ids.unshift(stored);
      }),
    );
  };
}

/** A deleted review: the box is empty again, the review leaves the loaded reviews, then the reviews slice. */
const forgetDeletedReview: MutationStarted<null, Review> = async (review, { dispatch, queryFulfilled }) => {
  const deleted = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (!deleted) return;
  dispatch(
    reviewsApi.util.upsertQueryData('getOwnReview', { productId: review.productId, userId: review.userId }, null),
  );
  dispatch(
    reviewsApi.util.updateQueryData('getReviews', review.productId, (draft) => {
      for (const page of draft.pages) page.ids = page.ids.filter((id) => id !== review.id);
    }),
  );
  dispatch(reviewRemoved(review.id));
};

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A product's reviews, newest first, a page at a time (public to
     * everyone), by the app's one keyset paging (lib/keysetPages.ts): each
     * page asks for one row more than it shows, to know whether another
     * follows, and the next page starts after the last review shown. The
     * pages hold the reviews' ids; the reviews go into the reviews slice.
     */
    getReviews: build.infiniteQuery<KeysetPage, number, KeysetPageParam>({
      infiniteQueryOptions: keysetPaging,
      queryFn: ({ queryArg: productId, pageParam }, { dispatch }) =>
        fromSupabase(
          // Built inside the call, so even a client that cannot be created ends as an ApiError, never a throw.
          () =>
            pageOf(
              supabase().from('Reviews').select('*').eq(reviewColumn.productId, productId),
              reviewColumn,
              pageParam,
              REVIEWS_PAGE_SIZE,
            ),
          (fetched) =>
            keysetPageFrom(fetched, REVIEWS_PAGE_SIZE, pageParam, reviewColumn, (rows) =>
              receiveReviews(dispatch, rows),
            ),
        ),
      providesTags: (_result, _error, productId) => [reviewsOf(productId)],
    }),

    /**
     * The signed-in reader's own review of a product, or null: a reader has at
     * most one per book (the database holds the rule), and the review box
     * becomes that review once it exists. Asked for apart from the pages, where
     * an old review may not be loaded yet. The answer is the review's id; the
     * review is in the reviews slice.
     */
    getOwnReview: build.query<number | null, OwnReviewArg>({
      queryFn: ({ productId, userId }, { dispatch }) =>
        fromSupabase(
          () =>
            supabase()
              .from('Reviews')
              .select('*')
              .eq(reviewColumn.productId, productId)
              .eq(reviewColumn.userId, userId)
              .maybeSingle(),
          (row) => (row ? receiveReview(dispatch, row) : null),
        ),
      providesTags: (_result, _error, { productId }) => [reviewsOf(productId)],
    }),

    /**
     * Posts the signed-in reader's review. Blank text is refused here without a
     * call (docs/product.md#how-the-screens-behave); the server fills in the author from the account.
     * Success refetches the product's reviews from the first page. A second
     * review of the same book is refused by the database (UNIQUE_VIOLATION):
     * the reader's review is then read again, so the box can become it.
     * The answer is the new review's id.
     */
    addReview: build.mutation<number, NewReview>({
      queryFn: ({ productId, content }, { dispatch }) => {
        if (isBlankReview(content)) return { error: blankReview };
        return fromSupabase(
          () =>
            supabase().from('Reviews').insert({ product_id: productId, content: content.trim() }).select('*').single(),
          (row: ReviewRow) => receiveReview(dispatch, row),
        );
      },
      invalidatesTags: (_result, error, { productId }) =>
        error && error.code !== UNIQUE_VIOLATION ? [] : [reviewsOf(productId)],
      onQueryStarted: showStoredReview((added: NewReview) => added),
    }),

    /**
     * Changes the text of the reader's own review; it keeps its id and its
     * place, and is marked as edited. The answer is the review's id.
     */
    editReview: build.mutation<number, ReviewEdit>({
      queryFn: ({ review, content }, { dispatch }) => {
        if (isBlankReview(content)) return { error: blankReview };
        return fromSupabase(
          () =>
            supabase()
              .from('Reviews')
              .update({ content: content.trim() })
              .eq(reviewColumn.id, review.id)
              .select('*')
              .single(),
          (row: ReviewRow) => receiveReview(dispatch, row),
        );
      },
      invalidatesTags: (_result, error, { review }) => (error ? [] : [reviewsOf(review.productId)]),
      onQueryStarted: showStoredReview(({ review }: ReviewEdit) => review),
    }),

    /** Deletes the reader's own review; the box is then empty again, for a new one. */
    deleteReview: build.mutation<null, Review>({
      queryFn: (review) =>
        fromSupabase(
          () => supabase().from('Reviews').delete().eq(reviewColumn.id, review.id),
          () => null,
        ),
      invalidatesTags: (_result, error, review) => (error ? [] : [reviewsOf(review.productId)]),
      onQueryStarted: forgetDeletedReview,
    }),
  }),
});

export const {
  useGetReviewsInfiniteQuery,
  useGetOwnReviewQuery,
  useAddReviewMutation,
  useEditReviewMutation,
  useDeleteReviewMutation,
} = reviewsApi;
