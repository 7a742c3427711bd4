import { formatReviewDate, type Review } from './reviews';

/**
 * When a review was written, and whether its author has changed it since: an
 * edit keeps the review's date and place, so the mark tells readers that the
 * text is not what was first posted.
 */
export function ReviewDates({ review }: { review: Review }) {
  return (
    <>
      <time className="review__date" dateTime={review.createdAt}>
        {formatReviewDate(review.createdAt)}
      </time>
      {review.editedAt && (
        <time className="review__edited" dateTime={review.editedAt}>
          Edited
        </time>
      )}
    </>
  );
}
