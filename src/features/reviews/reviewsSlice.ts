import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { newestReviewFirst, type Review } from './reviews';
import { reviewsApi } from './reviewsApi';

/** Every review that has arrived, stored once by id and kept newest first (server data, never persisted). */
const reviewsAdapter = createEntityAdapter<Review, number>({
  selectId: (review) => review.id,
  sortComparer: newestReviewFirst,
});
const adapterSelectors = reviewsAdapter.getSelectors();

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: reviewsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(reviewsApi.endpoints.getReviews.matchFulfilled, (state, action) => {
        // A product's fetched reviews are the whole truth about it: ones deleted on the server go.
        const { productId, reviews } = action.payload;
        const gone = Object.values(state.entities)
          .filter((review) => review.productId === productId)
          .map((review) => review.id);
        reviewsAdapter.removeMany(state, gone);
        reviewsAdapter.upsertMany(state, reviews);
      })
      .addMatcher(reviewsApi.endpoints.addReview.matchFulfilled, (state, action) => {
        reviewsAdapter.upsertOne(state, action.payload);
      });
  },
  selectors: {
    selectAllReviews: adapterSelectors.selectAll,
    selectReviewById: adapterSelectors.selectById,
  },
});

export const { selectAllReviews, selectReviewById } = reviewsSlice.selectors;
