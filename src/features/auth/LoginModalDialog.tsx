import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { loginModalClosed, selectLoginModalOpen } from './authSlice';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';
import './LoginModal.css';

type Mode = 'signIn' | 'createAccount' | 'forgotPassword';

// Loaded when first asked for, so the first page does not carry it.
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));

/** Each form's title, description, and the question before the switch to another form. */
const WORDING: Record<Mode, [string, string, string]> = {
  signIn: ['Login', 'Welcome back to Mentoria.', 'New to Mentoria?'],
  createAccount: ['Create account', 'Join Mentoria to keep a library of your own.', 'Already have an account?'],
  forgotPassword: ['Reset password', 'We will email you a link to set a new password.', 'Remembered it?'],
};

/**
 * The login modal's dialog (spec §2), loaded by LoginModal when it first
 * opens. It holds the login form and, a click away, decision 11's Create
 * account form and decision 18's reset form. It closes by itself once someone
 * is signed in (authSlice's sessionChanged), whichever way that happened.
 */
export function LoginModalDialog() {
  const open = useAppSelector(selectLoginModalOpen);
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

  const formProps = { firstFieldRef, email, onEmailChange: setEmail };
  const [title, description, question] = WORDING[mode];
  return (
    <Modal
      open={open}
      onClose={() => dispatch(loginModalClosed())}
      title={title}
      description={description}
      initialFocusRef={firstFieldRef}
    >
      {mode === 'createAccount' && <CreateAccountForm {...formProps} />}
      {mode === 'signIn' && <SignInForm {...formProps} onForgotPassword={() => switchTo('forgotPassword')} />}
      {mode === 'forgotPassword' && (
        <Suspense fallback={<Spinner />}>
          <ForgotPasswordForm {...formProps} focusOnOpen />
        </Suspense>
      )}
      <p className="login-modal__switch">
        {question}{' '}
        <Button variant="ghost" size="sm" onClick={() => switchTo(mode === 'signIn' ? 'createAccount' : 'signIn')}>
          {mode === 'signIn' ? 'Create account' : 'Back to Login'}
        </Button>
      </p>
    </Modal>
  );
}
