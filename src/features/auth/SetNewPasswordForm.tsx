import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { BusyButton } from '../../shared/ui/BusyButton';
import { TextField } from '../../shared/ui/TextField';
import { toastRaised } from '../toasts/toastsSlice';
import { failureText } from './authMessages';
import { FormFailure } from './FormFailure';
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_UPDATE_FAILED, setNewPassword } from './passwordResetCalls';
import { MIN_PASSWORD_LENGTH, newPasswordProblems } from './resetLink';
import { useAuthAction } from './useAuthAction';
import './LoginModal.css';

/**
 * /resetpass once a reset link has signed the user in: the new password twice.
 * Problems show under each field after the first try; the server's refusal
 * (e.g. the same password as before) shows in the red box. On success the user
 * stays signed in and goes home, where a toast says so.
 */
export function SetNewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const { run, busy, failure } = useAuthAction();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const problems = tried ? newPasswordProblems(password, confirmation) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = newPasswordProblems(password, confirmation);
    if (found.password || found.confirmation) return;
    void run(setNewPassword({ password })).then((result) => {
      if (result !== null) return;
      dispatch(toastRaised('success', PASSWORD_CHANGED_MESSAGE));
      void navigate(paths.home.href());
    });
  }

  return (
    <form className="auth-form reset-password__form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={problems.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        error={problems.confirmation}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormFailure message={failureText(failure, PASSWORD_UPDATE_FAILED)} />
      <BusyButton type="submit" className="auth-form__submit" busy={busy} busyLabel="Saving…">
        Set new password
      </BusyButton>
    </form>
  );
}
