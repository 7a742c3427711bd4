import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { loginModalOpened, selectAuthStatus, selectUser } from '../auth/authSlice';
import type { Subject } from '../../types/subject';
import { ReaderReview } from './ReaderReview';
import './Reviews.css';

/**
 * The top of an ebook's or a course's reviews: a signed-in reader's review box or their own
 * review (ReaderReview); a visitor is offered the login modal instead.
 */
export function ReviewForm({ subject }: { subject: Subject }) {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);

  if (authStatus === 'unknown') return null;
  if (authStatus === 'signedIn' && user) return <ReaderReview subject={subject} userId={user.id} />;
  return (
    <div className="review-form review-form--visitor">
      <p className="review-form__prompt">Sign in to write a review</p>
      {/* Named apart from the top bar's Login button; the name still starts with what it shows. */}
      <Button
        variant="secondary"
        size="sm"
        aria-label="Login to write a review"
        onClick={() => dispatch(loginModalOpened())}
      >
        Login
      </Button>
    </div>
  );
}
