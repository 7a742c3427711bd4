import { createAppSelector } from '../../app/hooks';
import { selectAllReviews } from './reviewsSlice';

/** A product's reviews, newest first. */
export const selectReviewsByProduct = createAppSelector(
  [selectAllReviews, (_state, productId: number) => productId],
  (reviews, productId) => reviews.filter((review) => review.productId === productId),
);
