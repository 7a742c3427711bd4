import { useId, useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewDates } from './ReviewDates';
import type { Review } from './reviews';
import { useFocusOnMount } from './useFocusOnMount';
import './Reviews.css';

interface OwnReviewProps {
  review: Review;
  onEdit: () => void;
  onDeleted: () => void;
  /** Whether Edit takes the focus when the review appears (see useFocusOnMount). */
  takeFocus: boolean;
}

/**
 * The reader's own review of the book, where the review box was: a reader
 * reviews a book once, so instead of a second box they get their review with
 * Edit and Delete.
 */
export function OwnReview({ review, onEdit, onDeleted, takeFocus }: OwnReviewProps) {
  const headingId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  useFocusOnMount(editRef, takeFocus);

  return (
    <section className="own-review" aria-labelledby={headingId}>
      <h3 id={headingId} className="own-review__title">
        Your review
      </h3>
      <p className="review__meta">
        <ReviewDates review={review} />
      </p>
      <p className="review__content">{review.content}</p>
      <div className="review-form__actions">
        <Button ref={editRef} variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <DeleteReviewDialog
        review={review}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
