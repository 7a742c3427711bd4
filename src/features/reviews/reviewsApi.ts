import { api, type MutationStarted } from '../../lib/api';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import { keysetPageFrom, keysetPaging, pageOf, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Subject } from '../../types/subject';
import { receiveReview, receiveReviews } from './receiveReviews';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_TABLES,
  isBlankReview,
  reviewColumn,
  type AnyReviewRow,
  type NewReview,
  type OwnReviewArg,
  type Review,
  type ReviewEdit,
} from './reviews';
import { reviewRemoved } from './reviewsSlice';

/**
 * The tag of one ebook's or course's reviews (a review's own id is never a tag, and the kind keeps an ebook's
 * and a course's apart, so ids cannot collide).
 */
const reviewsOf = ({ kind, id }: Subject) => ({ type: 'Review' as const, id: `${kind}:${id}` });

/** An ebook's or a course's reviews table, with the column that names what they review. */
function reviewsTable({ kind }: Subject) {
  const { table, column } = REVIEW_TABLES[kind];
  // supabase-js cannot type a call over a union of tables; rows are typed again by toReview.
  return { from: () => (supabase() as unknown as SupabaseClient).from(table), column };
}

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
    const { subject, userId } = ownerOf(arg);
    dispatch(reviewsApi.util.upsertQueryData('getOwnReview', { subject, userId }, stored));
    dispatch(
      reviewsApi.util.updateQueryData('getReviews', subject, (draft) => {
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
  dispatch(reviewsApi.util.upsertQueryData('getOwnReview', { subject: review.subject, userId: review.userId }, null));
  dispatch(
    reviewsApi.util.updateQueryData('getReviews', review.subject, (draft) => {
      for (const page of draft.pages) page.ids = page.ids.filter((id) => id !== review.id);
    }),
  );
  dispatch(reviewRemoved(review.id));
};

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An ebook's or a course's reviews, newest first, a page at a time (public to
     * everyone), by the app's one keyset paging (lib/keysetPages.ts): each
     * page asks for one row more than it shows, to know whether another
     * follows, and the next page starts after the last review shown. The
     * pages hold the reviews' ids; the reviews go into the reviews slice.
     */
    getReviews: build.infiniteQuery<KeysetPage, Subject, KeysetPageParam>({
      infiniteQueryOptions: keysetPaging,
      queryFn: ({ queryArg: subject, pageParam }, { dispatch }) =>
        fromSupabase(
          // Built inside the call, so even a client that cannot be created ends as an ApiError, never a throw.
          () => {
            const { from, column } = reviewsTable(subject);
            return pageOf(from().select('*').eq(column, subject.id), reviewColumn, pageParam, REVIEWS_PAGE_SIZE);
          },
          (fetched: AnyReviewRow[]) =>
            keysetPageFrom(fetched, REVIEWS_PAGE_SIZE, pageParam, reviewColumn, (rows) =>
              receiveReviews(dispatch, rows),
            ),
        ),
      providesTags: (_result, _error, subject) => [reviewsOf(subject)],
    }),

    /**
     * The signed-in reader's own review of an ebook or a course, or null: a reader has at
     * most one of each (the database holds the rule), and the review box
     * becomes that review once it exists. Asked for apart from the pages, where
     * an old review may not be loaded yet. The answer is the review's id; the
     * review is in the reviews slice.
     */
    getOwnReview: build.query<number | null, OwnReviewArg>({
      queryFn: ({ subject, userId }, { dispatch }) =>
        fromSupabase(
          () => {
            const { from, column } = reviewsTable(subject);
            return from().select('*').eq(column, subject.id).eq(reviewColumn.userId, userId).maybeSingle();
          },
          (row: AnyReviewRow | null) => (row ? receiveReview(dispatch, row) : null),
        ),
      providesTags: (_result, _error, { subject }) => [reviewsOf(subject)],
    }),

    /**
     * Posts the signed-in reader's review. Blank text is refused here without a
     * call (docs/product.md#how-the-screens-behave); the server fills in the author from the account.
     * Success refetches the ebook's or course's reviews from the first page. A second
     * review of the same one is refused by the database (UNIQUE_VIOLATION):
     * the reader's review is then read again, so the box can become it.
     * The answer is the new review's id.
     */
    addReview: build.mutation<number, NewReview>({
      queryFn: ({ subject, content }, { dispatch }) => {
        if (isBlankReview(content)) return { error: blankReview };
        const { from, column } = reviewsTable(subject);
        return fromSupabase(
          () =>
            from()
              .insert({ [column]: subject.id, content: content.trim() } as never)
              .select('*')
              .single(),
          (row: AnyReviewRow) => receiveReview(dispatch, row),
        );
      },
      invalidatesTags: (_result, error, { subject }) =>
        error && error.code !== UNIQUE_VIOLATION ? [] : [reviewsOf(subject)],
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
            reviewsTable(review.subject)
              .from()
              .update({ content: content.trim() } as never)
              .eq(reviewColumn.id, review.id)
              .select('*')
              .single(),
          (row: AnyReviewRow) => receiveReview(dispatch, row),
        );
      },
      invalidatesTags: (_result, error, { review }) => (error ? [] : [reviewsOf(review.subject)]),
      onQueryStarted: showStoredReview(({ review }: ReviewEdit) => review),
    }),

    /** Deletes the reader's own review; the box is then empty again, for a new one. */
    deleteReview: build.mutation<null, Review>({
      queryFn: (review) =>
        fromSupabase(
          () => reviewsTable(review.subject).from().delete().eq(reviewColumn.id, review.id),
          () => null,
        ),
      invalidatesTags: (_result, error, review) => (error ? [] : [reviewsOf(review.subject)]),
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
