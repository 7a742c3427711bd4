import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadOnce } from '../../lib/loadOnce';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { toastRaised } from '../toasts/toastsSlice';
import {
  loginModalClosed,
  selectLoginModalOpen,
  selectSessionEndedElsewhere,
  SESSION_ENDED_ELSEWHERE,
} from './authSlice';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';
import './LoginModal.css';

type Mode = 'signIn' | 'createAccount' | 'forgotPassword';

// Loaded when first asked for, so the first page does not carry it.
const loadForgotPasswordForm = loadOnce(() => import('./ForgotPasswordForm'));

export const RESET_FORM_UNAVAILABLE = 'The reset form could not be loaded. Check your connection and try again.';

/** Each form's title, description, and the question before the switch to another form. */
const WORDING: Record<Mode, [string, string, string]> = {
  signIn: ['Login', 'Welcome back to Mentoria.', 'New to Mentoria?'],
  createAccount: ['Create account', 'Join Mentoria to keep a library of your own.', 'Already have an account?'],
  forgotPassword: ['Reset password', 'We will email you a link to set a new password.', 'Remembered it?'],
};

/**
 * The login modal's dialog (docs/product.md#screens), loaded by LoginModal when it first
 * opens. It holds the login form and, a click away, the Create
 * account form (docs/product.md#accounts-can-be-created) and the reset form (docs/product.md#forgot-your-password-works). It closes by itself once someone
 * is signed in (authSlice's sessionChanged), whichever way that happened.
 */
export function LoginModalDialog() {
  const open = useAppSelector(selectLoginModalOpen);
  const endedElsewhere = useAppSelector(selectSessionEndedElsewhere);
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // Each opening starts on the login form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode('signIn');
  }

  // Switching forms removes the button that was pressed; focus goes on to the new form's first field.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) firstFieldRef.current?.focus();
  }, [mode]);
  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  // Offline before the reset form's code came: back on the login form, what was typed kept, and a toast says why.
  const onResetFormFailure = useCallback(() => {
    switched.current = true;
    setMode('signIn');
    dispatch(toastRaised('danger', RESET_FORM_UNAVAILABLE));
  }, [dispatch]);
  const resetForm = useLoadedWhen(mode === 'forgotPassword', loadForgotPasswordForm, onResetFormFailure);

  const formProps = { firstFieldRef, email, onEmailChange: setEmail };
  const [title, description, question] = WORDING[mode];
  return (
    <Modal
      open={open}
      onClose={() => dispatch(loginModalClosed())}
      title={title}
      // Signed out by another device: the login form says why first.
      description={mode === 'signIn' && endedElsewhere ? SESSION_ENDED_ELSEWHERE : description}
      initialFocusRef={firstFieldRef}
    >
      {mode === 'createAccount' && <CreateAccountForm {...formProps} />}
      {mode === 'signIn' && <SignInForm {...formProps} onForgotPassword={() => switchTo('forgotPassword')} />}
      {mode === 'forgotPassword' &&
        (resetForm ? <resetForm.ForgotPasswordForm {...formProps} focusOnOpen /> : <Spinner />)}
      <p className="login-modal__switch">
        {question}{' '}
        <Button variant="ghost" size="sm" onClick={() => switchTo(mode === 'signIn' ? 'createAccount' : 'signIn')}>
          {mode === 'signIn' ? 'Create account' : 'Back to Login'}
        </Button>
      </p>
    </Modal>
  );
}
