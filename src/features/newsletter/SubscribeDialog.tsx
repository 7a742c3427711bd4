import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { isApiError } from '../../lib/apiError';
import { BusyButton } from '../../shared/ui/BusyButton';
import { Modal } from '../../shared/ui/Modal';
import { TextField } from '../../shared/ui/TextField';
import { toastRaised } from '../toasts/toastsSlice';
import { SUBSCRIBED_MESSAGE, subscribeErrorMessage } from './newsletter';
import { emailProblem } from '../../shared/forms/emailProblem';
import { useSubscribeToNewsletterMutation } from './newsletterApi';

/**
 * The Subscribe Now form: one email field. Success closes it with a toast; a
 * failure says why beside the field and keeps what was typed.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own email check first (docs/product.md#how-the-screens-behave), shown in our words beside the field.
    if (!event.currentTarget.checkValidity()) {
      setError(emailProblem(email, false));
      emailRef.current?.focus();
      return;
    }
    try {
      await subscribe(email).unwrap();
      setEmail('');
      setError(null);
      dispatch(toastRaised('success', SUBSCRIBED_MESSAGE));
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? subscribeErrorMessage(failure) : 'Subscribing failed. Please try again.');
      emailRef.current?.focus();
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Subscribe Now"
      description="Get notified about new resources, updates and exclusive content."
      initialFocusRef={emailRef}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <BusyButton type="submit" className="subscribe-dialog__submit" busy={isLoading} busyLabel="Subscribing…">
          Subscribe
        </BusyButton>
      </form>
    </Modal>
  );
}
