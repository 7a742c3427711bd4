import { useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../../shared/ui/BusyButton';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { toastRaised } from '../toasts/toastsSlice';
import { REVIEW_MESSAGES } from './reviewMessages';
import type { Review } from './reviews';
import { useDeleteReviewMutation } from './reviewsApi';

interface DeleteReviewDialogProps {
  review: Review;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before a review is deleted, since it cannot be brought back. The
 * focus starts on Cancel, the choice that loses nothing. If the delete fails
 * the dialog closes with a danger alert and the review stays.
 */
export function DeleteReviewDialog({ review, open, onClose, onDeleted }: DeleteReviewDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    const { error } = await deleteReview(review);
    if (error) {
      dispatch(toastRaised('danger', REVIEW_MESSAGES.deleteFailed));
      onClose();
      return;
    }
    dispatch(toastRaised('success', REVIEW_MESSAGES.deleted));
    onDeleted();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete your review?"
      description="Your review of this book will be removed. This cannot be undone."
      initialFocusRef={cancelRef}
    >
      <div className="delete-review__actions">
        <Button ref={cancelRef} variant="secondary" disabled={deleting} onClick={onClose}>
          Cancel
        </Button>
        {deleting ? (
          <BusyButton label="Deleting your review…" />
        ) : (
          <Button variant="danger" onClick={() => void confirm()}>
            Delete
          </Button>
        )}
      </div>
    </Modal>
  );
}
