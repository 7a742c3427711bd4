import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Review } from './reviews';

/**
 * Every review that has arrived through any endpoint, stored once by id, as
 * products are (docs/architecture.md#how-one-screens-data-flows): the
 * endpoints push reviews here from their queryFn (receiveReviews) and keep
 * only ids in their answers, which say what each list shows and in which
 * order. Server data, never persisted.
 */
const reviewsAdapter = createEntityAdapter<Review, number>({ selectId: (review) => review.id });
const adapterSelectors = reviewsAdapter.getSelectors();

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: reviewsAdapter.getInitialState(),
  reducers: {
    /** Reviews the server answered with; a later answer about a review (an edit) replaces what was known. */
    reviewsReceived(state, action: PayloadAction<Review[]>) {
      reviewsAdapter.setMany(state, action.payload);
    },
    /** A review its author deleted. */
    reviewRemoved(state, action: PayloadAction<number>) {
      reviewsAdapter.removeOne(state, action.payload);
    },
  },
  selectors: {
    selectReviewById: adapterSelectors.selectById,
  },
});

export const { reviewsReceived, reviewRemoved } = reviewsSlice.actions;
export const { selectReviewById } = reviewsSlice.selectors;
