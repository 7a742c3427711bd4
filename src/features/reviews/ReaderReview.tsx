import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UNIQUE_VIOLATION } from '../../lib/apiError';
import { toastRaised } from '../toasts/toastsSlice';
import { OwnReview } from './OwnReview';
import { ReviewEditor } from './ReviewEditor';
import { REVIEW_MESSAGES } from './reviewMessages';
import type { OwnReviewArg, Review } from './reviews';
import { useAddReviewMutation, useEditReviewMutation, useGetOwnReviewQuery } from './reviewsApi';
import { selectReviewById } from './reviewsSlice';

/**
 * A signed-in reader's place in the reviews of an ebook or a course. A reader reviews each once
 * (the database holds the rule), so it is either the box to write a review,
 * or, once they have one, their review with Edit and Delete, never a second
 * box. If their review could not be read, the box is offered: posting then
 * finds the review the database already holds, and edits it instead.
 */
export function ReaderReview({ subject, userId }: OwnReviewArg) {
  const dispatch = useAppDispatch();
  const { data: ownId, isLoading } = useGetOwnReviewQuery({ subject, userId });
  const own = useAppSelector((state) => (ownId == null ? undefined : selectReviewById(state, ownId)));
  const [addReview] = useAddReviewMutation();
  const [editReview] = useEditReviewMutation();
  /** The text in the edit box while the reader edits their review; null while the review is shown. */
  const [draft, setDraft] = useState<string | null>(null);
  /** Whether the reader has acted here: only then does the focus follow the box as it changes. */
  const [acted, setActed] = useState(false);

  async function post(content: string): Promise<boolean> {
    setActed(true);
    const { error } = await addReview({ subject, userId, content });
    if (!error) {
      dispatch(toastRaised('success', REVIEW_MESSAGES.posted));
      return true;
    }
    if (error.code === UNIQUE_VIOLATION) {
      // Written elsewhere meanwhile (another tab, another device): the text becomes an edit of that review.
      setDraft(content);
      dispatch(toastRaised('danger', REVIEW_MESSAGES.alreadyReviewed(subject.kind)));
    } else {
      dispatch(toastRaised('danger', REVIEW_MESSAGES.postFailed));
    }
    return false;
  }

  async function save(review: Review, content: string): Promise<boolean> {
    const { error } = await editReview({ review, content });
    if (error) {
      dispatch(toastRaised('danger', REVIEW_MESSAGES.saveFailed));
      return false;
    }
    dispatch(toastRaised('success', REVIEW_MESSAGES.saved));
    setDraft(null);
    return true;
  }

  if (isLoading) return null;
  if (!own) {
    return (
      <ReviewEditor
        key="write"
        label="Write a review"
        submitLabel="Submit"
        busyLabel="Sending..."
        onSubmit={post}
        takeFocus={acted}
      />
    );
  }
  if (draft !== null) {
    return (
      <ReviewEditor
        key="edit"
        label="Edit your review"
        initialText={draft}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={(content) => save(own, content)}
        onCancel={() => setDraft(null)}
        takeFocus={acted}
      />
    );
  }
  return (
    <OwnReview
      review={own}
      onEdit={() => {
        setActed(true);
        setDraft(own.content);
      }}
      onDeleted={() => setActed(true)}
      takeFocus={acted}
    />
  );
}
