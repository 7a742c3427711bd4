import { api } from '../../lib/api';
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
  type ReviewCursor,
  type ReviewPage,
} from './reviews';

/** The tag of one product's reviews (a review's own id is never a tag, so ids cannot collide). */
const reviewsOf = (productId: number) => ({ type: 'Review' as const, id: productId });

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
     * Posts the signed-in reader's review. Blank text is refused here without a
     * call (spec section 5); the server fills in the author from the account.
     * Success refetches the product's reviews from the first page.
     */
    addReview: build.mutation<Review, NewReview>({
      queryFn: ({ productId, content }) => {
        if (isBlankReview(content)) {
          return { error: { status: 400, code: 'blank_review', message: 'A review needs some text' } };
        }
        return fromSupabase(
          () =>
            supabase().from('Reviews').insert({ product_id: productId, content: content.trim() }).select('*').single(),
          toReview,
        );
      },
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [reviewsOf(productId)]),
    }),
  }),
});

export const { useGetReviewsInfiniteQuery, useAddReviewMutation } = reviewsApi;
