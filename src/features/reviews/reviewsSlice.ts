import { createEntityAdapter, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { newestReviewFirst, type Review } from './reviews';
import { endpointFulfilled } from '../../lib/api';
import type { reviewsApi } from './reviewsApi';

/** Every review that has arrived, stored once by id and kept newest first (server data, never persisted). */
const reviewsAdapter = createEntityAdapter<Review, number>({
  selectId: (review) => review.id,
  sortComparer: newestReviewFirst,
});
const adapterSelectors = reviewsAdapter.getSelectors();
const reviewsAnswer = endpointFulfilled<typeof reviewsApi>();

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: reviewsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(reviewsAnswer('getReviews'), (state, action) => {
        // The payload holds every page loaded so far, newest first and without gaps:
        // together they are the whole truth about the product's newest reviews, so
        // any other review of it that the store still holds was deleted on the server.
        const productId = action.meta.arg.originalArgs;
        const reviews = action.payload.pages.flatMap((page) => page.reviews);
        const loaded = new Set(reviews.map((review) => review.id));
        const gone = Object.values(state.entities)
          .filter((review) => review.productId === productId && !loaded.has(review.id))
          .map((review) => review.id);
        reviewsAdapter.removeMany(state, gone);
        reviewsAdapter.upsertMany(state, reviews);
      })
      // A posted or edited review shows at once, before the refetch lands.
      .addMatcher(isAnyOf(reviewsAnswer('addReview'), reviewsAnswer('editReview')), (state, action) => {
        reviewsAdapter.upsertOne(state, action.payload);
      })
      .addMatcher(reviewsAnswer('deleteReview'), (state, action) => {
        reviewsAdapter.removeOne(state, action.meta.arg.originalArgs.id);
      });
  },
  selectors: {
    selectAllReviews: adapterSelectors.selectAll,
    selectReviewById: adapterSelectors.selectById,
  },
});

export const { selectAllReviews, selectReviewById } = reviewsSlice.selectors;
