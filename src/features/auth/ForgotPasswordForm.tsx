import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { BusyButton } from '../../shared/ui/BusyButton';
import { failureText } from './authMessages';
import type { AuthFormProps } from './authFormProps';
import { EmailField } from './EmailField';
import { FormFailure } from './FormFailure';
import { requestPasswordReset, RESET_REQUEST_FAILED } from './passwordResetCalls';
import { useAuthAction } from './useAuthAction';

interface ForgotPasswordFormProps extends AuthFormProps {
  /** In the login modal the form replaces the one whose button was pressed, so it takes the focus. */
  focusOnOpen?: boolean;
}

/**
 * "Forgot your password?" (docs/product.md#forgot-your-password-works): one email field and Send reset link.
 * What it says afterwards is the same whether or not an account has the
 * address, as the server's answer is.
 */
export function ForgotPasswordForm({ firstFieldRef, email, onEmailChange, focusOnOpen }: ForgotPasswordFormProps) {
  const { run, busy, failure } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (focusOnOpen) (firstFieldRef as RefObject<HTMLInputElement> | null)?.current?.focus();
  }, [focusOnOpen, firstFieldRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    void run(requestPasswordReset({ email: address })).then((result) => setSentTo(result === null ? address : null));
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField
        ref={firstFieldRef}
        value={email}
        onChange={(address) => {
          setSentTo(null);
          onEmailChange(address);
        }}
      />
      <FormFailure message={failureText(failure, RESET_REQUEST_FAILED)} />
      <p className="auth-form__note auth-form__sent" role="status">
        {sentTo
          ? `If an account uses ${sentTo}, a reset link is on its way. Check your inbox, then follow the link.`
          : ''}
      </p>
      <BusyButton type="submit" className="auth-form__submit" busy={busy} busyLabel="Sending…">
        Send reset link
      </BusyButton>
    </form>
  );
}
