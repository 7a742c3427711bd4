import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../../shared/ui/BusyButton';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { toastRaised } from '../toasts/toastsSlice';
import { LOGIN_FAILED, signIn, signInWithGoogle } from './authCalls';
import { failureText, signedInMessage } from './authMessages';
import { EmailField } from './EmailField';
import type { AuthFormProps } from './authFormProps';
import { FormFailure } from './FormFailure';
import { useAuthAction } from './useAuthAction';

/** Where Google (or its local stand-in) sends the browser back to: this very page, signed in. */
const currentPage = () => window.location.origin + window.location.pathname + window.location.search;

/**
 * The login form of the observed product's login modal: email, password, Login, "Sign In
 * with Google" and "Forgot your password?" (docs/product.md#forgot-your-password-works: the modal then shows
 * the form that mails a reset link). No format checks (docs/product.md#how-the-screens-behave): the
 * server decides, and its message shows in the red box.
 */
export function SignInForm({
  firstFieldRef,
  email,
  onEmailChange,
  onForgotPassword,
}: AuthFormProps & { onForgotPassword: () => void }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  // Both calls can fail; the box shows the failure of the one tried last.
  const [lastTried, setLastTried] = useState<'password' | 'google'>('password');
  const passwordSignIn = useAuthAction();
  const googleSignIn = useAuthAction();
  const failure = failureText(lastTried === 'password' ? passwordSignIn.failure : googleSignIn.failure, LOGIN_FAILED);
  const busy = passwordSignIn.busy || googleSignIn.busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    setLastTried('password');
    void passwordSignIn.run(signIn({ email, password })).then((user) => {
      if (user) dispatch(toastRaised('success', signedInMessage(user.fullName)));
    });
  }

  function continueWithGoogle() {
    setLastTried('google');
    void googleSignIn.run(signInWithGoogle({ redirectTo: currentPage() }));
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField ref={firstFieldRef} value={email} onChange={onEmailChange} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormFailure message={failure} />
      <BusyButton
        type="submit"
        className="auth-form__submit"
        busy={passwordSignIn.busy}
        busyLabel="Signing in…"
        disabled={googleSignIn.busy}
      >
        Login
      </BusyButton>
      <div className="auth-form__forgot">
        <Button variant="ghost" size="sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <p className="auth-form__divider">
        <span>or</span>
      </p>
      <BusyButton
        variant="secondary"
        className="auth-form__submit"
        busy={googleSignIn.busy}
        busyLabel="Opening Google…"
        disabled={passwordSignIn.busy}
        onClick={continueWithGoogle}
      >
        Sign In with Google
      </BusyButton>
    </form>
  );
}
