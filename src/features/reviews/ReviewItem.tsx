import { useAppSelector } from '../../app/hooks';
import { Avatar } from '../../shared/ui/Avatar';
import { selectUser } from '../auth/authSlice';
import { ReviewDates } from './ReviewDates';
import { reviewerMark } from './reviews';
import { selectReviewById } from './reviewsSlice';

/**
 * One review: the author's avatar and name, the day it was written (and
 * whether it was edited since), and its text. The text is rendered as text
 * (React escapes it), so markup in a review shows literally and never runs;
 * its line breaks are kept by CSS.
 *
 * Display names are not identities: any reader may call themselves anything,
 * including another reviewer's name (and picture). So beside the name the card
 * shows a mark its author cannot choose: "You" on the signed-in reader's own
 * reviews, and on everyone else's a short code made from the author's account
 * id (reviewerMark), so two reviewers with one name still look different.
 *
 * It selects its own review by id (lists hold ids); a review deleted a moment
 * ago, whose id a page still holds until it is updated, shows nothing.
 */
export function ReviewItem({ reviewId }: { reviewId: number }) {
  const review = useAppSelector((state) => selectReviewById(state, reviewId));
  const userId = useAppSelector(selectUser)?.id;
  if (!review) return null;
  const isOwn = userId === review.userId;
  const mark = reviewerMark(review.userId);
  return (
    <li className="review">
      <Avatar name={review.author.name} imageUrl={review.author.avatarUrl} />
      <div className="review__body">
        <p className="review__meta">
          <span className="review__author">{review.author.name}</span>
          {isOwn ? (
            <span className="review__mark review__mark--own">You</span>
          ) : (
            <span className="review__mark" title="Reviewer code: names can repeat, this code cannot be chosen">
              <span className="visually-hidden">reviewer </span>#{mark}
            </span>
          )}
          <ReviewDates review={review} />
        </p>
        <p className="review__content">{review.content}</p>
      </div>
    </li>
  );
}
