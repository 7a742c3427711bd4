import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { BusyButton } from '../../shared/ui/BusyButton';
import { TextField } from '../../shared/ui/TextField';
import { toastRaised } from '../toasts/toastsSlice';
import { SIGN_UP_FAILED, signUp, type SignUpResult } from './authCalls';
import { failureText, welcomeMessage } from './authMessages';
import { EmailField } from './EmailField';
import type { AuthFormProps } from './authFormProps';
import { FormFailure } from './FormFailure';
import { useAuthAction } from './useAuthAction';

/**
 * The Create account form (docs/product.md#accounts-can-be-created). The names go into the account's
 * metadata, where the top bar and Profile read them. The server decides what
 * it accepts (an address already registered, a password too short) and its
 * message shows in the red box; what was typed stays.
 */
export function CreateAccountForm({ firstFieldRef, email, onEmailChange }: AuthFormProps) {
  const dispatch = useAppDispatch();
  const [names, setNames] = useState({ firstName: '', lastName: '', password: '' });
  const account = { ...names, email };
  const { run, busy, failure } = useAuthAction();
  // Set when a hosted project asks the new user to confirm the address first (no session yet).
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<SignUpResult['user'] | null>(null);
  const edit = (field: keyof typeof names) => (event: { target: { value: string } }) =>
    setNames((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(signUp(account)).then((result) => {
      setAwaitingConfirmation(result?.needsConfirmation ? result.user : null);
      if (result && !result.needsConfirmation) dispatch(toastRaised('success', welcomeMessage(result.user.fullName)));
    });
  }

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={busy}>
      <div className="auth-form__names">
        <TextField
          ref={firstFieldRef}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={account.firstName}
          onChange={edit('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={account.lastName}
          onChange={edit('lastName')}
        />
      </div>
      <EmailField required value={account.email} onChange={onEmailChange} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={account.password}
        onChange={edit('password')}
      />
      <FormFailure message={failureText(failure, SIGN_UP_FAILED)} />
      {awaitingConfirmation && (
        <p className="auth-form__note" role="status">
          Account created. Confirm it from the email we sent to {awaitingConfirmation.email}, then log in.
        </p>
      )}
      <p className="auth-form__note auth-form__agreement">
        By creating an account you agree to the <LegalLink to={paths.terms.href()}>Terms &amp; Conditions</LegalLink>{' '}
        and the <LegalLink to={paths.privacy.href()}>Privacy Policy</LegalLink>.
      </p>
      <BusyButton type="submit" className="auth-form__submit" busy={busy} busyLabel="Creating account…">
        Create account
      </BusyButton>
    </form>
  );
}

/** A legal page, in a new tab: the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}
