import { api } from '../../lib/api';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import {
  REVIEWS_PAGE_SIZE,
  isBlankReview,
  reviewsAfter,
  toReview,
  toReviewPage,
  type NewReview,
  type Review,
  type ReviewEdit,
  type ReviewCursor,
  type ReviewPage,
} from './reviews';

/** The tag of one product's reviews (a review's own id is never a tag, so ids cannot collide). */
const reviewsOf = (productId: number) => ({ type: 'Review' as const, id: productId });

/** Whose review of which product: the reader's own review is asked for by both. */
export interface OwnReviewArg {
  productId: number;
  userId: string;
}

const blankReview: ApiError = { status: 400, code: 'blank_review', message: 'A review needs some text' };

const ownerOf = (review: Review): OwnReviewArg => ({ productId: review.productId, userId: review.userId });

/**
 * Once the server has answered a change to the reader's own review, the review
 * box shows what it stored at once, without waiting for the refetch: `after`
 * says whose review it is and what it now is (null once deleted).
 */
async function keepOwnReview<Answer>(
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Answer }> },
  after: (answer: Answer) => [OwnReviewArg, Review | null],
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(reviewsApi.util.upsertQueryData('getOwnReview', ...after(data)));
  } catch {
    // Nothing changed on the server; the error is in the mutation's state.
  }
}

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A product's reviews, newest first, a page at a time (public to
     * everyone). Each page asks for one row more than it shows, to know
     * whether another follows; the next page starts after the last review shown.
     */
    getReviews: build.infiniteQuery<ReviewPage, number, ReviewCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      queryFn: ({ queryArg: productId, pageParam: after }) =>
        fromSupabase(
          // Built inside the call, so even a client that cannot be created ends as an ApiError, never a throw.
          () => {
            let query = supabase().from('Reviews').select('*').eq('product_id', productId);
            if (after) query = query.or(reviewsAfter(after));
            return query
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .limit(REVIEWS_PAGE_SIZE + 1);
          },
          (rows) => toReviewPage(productId, rows, REVIEWS_PAGE_SIZE),
        ),
      providesTags: (_result, _error, productId) => [reviewsOf(productId)],
    }),

    /**
     * The signed-in reader's own review of a product, or null: a reader has at
     * most one per book (the database holds the rule), and the review box
     * becomes that review once it exists. Asked for apart from the pages, where
     * an old review may not be loaded yet.
     */
    getOwnReview: build.query<Review | null, OwnReviewArg>({
      queryFn: ({ productId, userId }) =>
        fromSupabase(
          () => supabase().from('Reviews').select('*').eq('product_id', productId).eq('user_id', userId).maybeSingle(),
          (row) => (row ? toReview(row) : null),
        ),
      providesTags: (_result, _error, { productId }) => [reviewsOf(productId)],
    }),

    /**
     * Posts the signed-in reader's review. Blank text is refused here without a
     * call (docs/product.md#how-the-screens-behave); the server fills in the author from the account.
     * Success refetches the product's reviews from the first page. A second
     * review of the same book is refused by the database (UNIQUE_VIOLATION):
     * the reader's review is then read again, so the box can become it.
     */
    addReview: build.mutation<Review, NewReview>({
      queryFn: ({ productId, content }) => {
        if (isBlankReview(content)) return { error: blankReview };
        return fromSupabase(
          () =>
            supabase().from('Reviews').insert({ product_id: productId, content: content.trim() }).select('*').single(),
          toReview,
        );
      },
      invalidatesTags: (_result, error, { productId }) =>
        error && error.code !== UNIQUE_VIOLATION ? [] : [reviewsOf(productId)],
      onQueryStarted: (_arg, lifecycle) => keepOwnReview(lifecycle, (review) => [ownerOf(review), review]),
    }),

    /** Changes the text of the reader's own review; it keeps its id and its place, and is marked as edited. */
    editReview: build.mutation<Review, ReviewEdit>({
      queryFn: ({ review, content }) => {
        if (isBlankReview(content)) return { error: blankReview };
        return fromSupabase(
          () => supabase().from('Reviews').update({ content: content.trim() }).eq('id', review.id).select('*').single(),
          toReview,
        );
      },
      invalidatesTags: (_result, error, { review }) => (error ? [] : [reviewsOf(review.productId)]),
      onQueryStarted: (_arg, lifecycle) => keepOwnReview(lifecycle, (review) => [ownerOf(review), review]),
    }),

    /** Deletes the reader's own review; the box is then empty again, for a new one. */
    deleteReview: build.mutation<null, Review>({
      queryFn: (review) =>
        fromSupabase(
          () => supabase().from('Reviews').delete().eq('id', review.id),
          () => null,
        ),
      invalidatesTags: (_result, error, review) => (error ? [] : [reviewsOf(review.productId)]),
      onQueryStarted: (review, lifecycle) => keepOwnReview(lifecycle, () => [ownerOf(review), null]),
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
