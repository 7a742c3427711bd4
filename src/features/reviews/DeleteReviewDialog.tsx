import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { toastRaised } from '../toasts/toastsSlice';
import { REVIEW_MESSAGES } from './reviewMessages';
import { reviewedThing, type Review } from './reviews';
import { useDeleteReviewMutation } from './reviewsApi';

interface DeleteReviewDialogProps {
  review: Review;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before a review is deleted, since it cannot be brought back
 * (ConfirmDialog: the focus starts on Cancel). If the delete fails the dialog
 * closes with a danger alert and the review stays.
 */
export function DeleteReviewDialog({ review, open, onClose, onDeleted }: DeleteReviewDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();

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
    <ConfirmDialog
      open={open}
      title="Delete your review?"
      description={`Your review of this ${reviewedThing(review.subject.kind)} will be removed. This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting your review…"
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
