import type { SubjectKind } from '../../types/subject';
import { reviewedThing } from './reviews';

/**
 * What the review box tells the reader in alerts (the app's toasts). A failed
 * post or edit keeps the text in the box; a failed delete keeps the review.
 */
export const REVIEW_MESSAGES = {
  posted: 'Your review was posted.',
  postFailed: 'Your review could not be posted. Please try again.',
  /** The database allows one review per reader per book: the box then becomes that review, with the new text in it. */
  alreadyReviewed: (kind: SubjectKind) =>
    `You have already reviewed this ${reviewedThing(kind)}. Your new text is in its place: Save to replace your review.`,
  saved: 'Your review was updated.',
  saveFailed: 'Your review could not be saved. Please try again.',
  deleted: 'Your review was deleted.',
  deleteFailed: 'Your review could not be deleted. Please try again.',
} as const;
