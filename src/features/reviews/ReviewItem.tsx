import { Avatar } from '../auth/Avatar';
import { formatReviewDate, type Review } from './reviews';

/**
 * One review: the author's avatar and name, the day it was written, and its
 * text. The text is rendered as text (React escapes it), so markup in a
 * review shows literally and never runs; its line breaks are kept by CSS.
 */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="review">
      <Avatar name={review.author.name} imageUrl={review.author.avatarUrl} />
      <div className="review__body">
        <p className="review__meta">
          <span className="review__author">{review.author.name}</span>
          <time className="review__date" dateTime={review.createdAt}>
            {formatReviewDate(review.createdAt)}
          </time>
        </p>
        <p className="review__content">{review.content}</p>
      </div>
    </li>
  );
}
