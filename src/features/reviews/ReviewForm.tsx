import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { loginModalOpened, selectAuthStatus } from '../auth/authSlice';
import { toastRaised } from '../toasts/toastsSlice';
import { REVIEW_MAX_LENGTH, isBlankReview } from './reviews';
import { useAddReviewMutation } from './reviewsApi';
import './Reviews.css';

/** The danger alert when a review could not be posted (decision 16); the text stays in the box. */
export const REVIEW_FAILED = 'Your review could not be posted. Please try again.';

/**
 * The review box (spec sections 4 and 5), for signed-in readers only: blank
 * text cannot be sent; while sending, the box is disabled and the button
 * reads "Sending..."; on success the box clears (and the list reloads, as
 * the mutation invalidates it); on failure the text stays, with a danger
 * alert. A visitor is offered the login modal instead.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const [content, setContent] = useState('');
  const [addReview, { isLoading: sending }] = useAddReviewMutation();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // The box is disabled while sending, which takes the focus away: give it back once it is done.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) fieldRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  if (authStatus === 'unknown') return null;
  if (authStatus === 'signedOut') {
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

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || isBlankReview(content)) return;
    const { error } = await addReview({ productId, content });
    if (error) dispatch(toastRaised('danger', REVIEW_FAILED));
    else setContent('');
  }

  return (
    <form className="review-form" onSubmit={(event) => void send(event)}>
      <TextField
        ref={fieldRef}
        multiline
        label="Write a review"
        name="review"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        value={content}
        disabled={sending}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="submit" disabled={sending || isBlankReview(content)}>
        {sending ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}
