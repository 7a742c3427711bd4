import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toReview, type AnyReviewRow } from './reviews';
import { reviewsReceived } from './reviewsSlice';

/**
 * The boundary every reviews row crosses once, as products rows do
 * (features/products/receiveProducts.ts): rows become reviews in the reviews
 * slice, and the endpoint's answer keeps only their ids, in the server's order.
 */
export function receiveReviews(dispatch: Dispatch<UnknownAction>, rows: readonly AnyReviewRow[]): number[] {
  const reviews = rows.map(toReview);
  if (reviews.length > 0) dispatch(reviewsReceived(reviews));
  return reviews.map((review) => review.id);
}

/** One review row, as receiveReviews takes rows: the review into the slice, its id for the answer. */
export function receiveReview(dispatch: Dispatch<UnknownAction>, row: AnyReviewRow): number {
  dispatch(reviewsReceived([toReview(row)]));
  return Number(row.id);
}
