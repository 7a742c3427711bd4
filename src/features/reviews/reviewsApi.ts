import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { isBlankReview, toReview, type NewReview, type Review, type ReviewList } from './reviews';

/** The tag of one product's reviews (a review's own id is never a tag, so ids cannot collide). */
const reviewsOf = (productId: number) => ({ type: 'Review' as const, id: productId });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A product's reviews, newest first; public to everyone. */
    getReviews: build.query<ReviewList, number>({
      queryFn: (productId) =>
        fromSupabase(
          () =>
            supabase()
              .from('Reviews')
              .select('*')
              .eq('product_id', productId)
              .order('created_at', { ascending: false })
              .order('id', { ascending: false }),
          (rows) => {
            const reviews = rows.map(toReview);
            return { productId, ids: reviews.map((review) => review.id), reviews };
          },
        ),
      providesTags: (_result, _error, productId) => [reviewsOf(productId)],
    }),

    /**
     * Posts the signed-in reader's review. Blank text is refused here without a
     * call (spec section 5); the server fills in the author from the account.
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

export const { useGetReviewsQuery, useAddReviewMutation } = reviewsApi;
