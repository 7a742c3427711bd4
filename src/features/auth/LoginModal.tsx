import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { loginModalClosed, selectLoginModalOpen } from './authSlice';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';
import './LoginModal.css';

type Mode = 'signIn' | 'createAccount';

/**
 * The login modal present on every page (spec §2), opened from the top bar's
 * Login button or by a guard. It holds the login form and, a click away,
 * decision 11's Create account form. It closes by itself once someone is
 * signed in (authSlice's sessionChanged), whichever way that happened.
 */
export function LoginModal() {
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

  const creating = mode === 'createAccount';
  return (
    <Modal
      open={open}
      onClose={() => dispatch(loginModalClosed())}
      title={creating ? 'Create account' : 'Login'}
      description={creating ? 'Join Mentoria to keep a library of your own.' : 'Welcome back to Mentoria.'}
      initialFocusRef={firstFieldRef}
    >
      {creating ? (
        <CreateAccountForm firstFieldRef={firstFieldRef} email={email} onEmailChange={setEmail} />
      ) : (
        <SignInForm firstFieldRef={firstFieldRef} email={email} onEmailChange={setEmail} />
      )}
      <p className="login-modal__switch">
        {creating ? 'Already have an account?' : 'New to Mentoria?'}{' '}
        <Button variant="ghost" size="sm" onClick={() => switchTo(creating ? 'signIn' : 'createAccount')}>
          {creating ? 'Back to Login' : 'Create account'}
        </Button>
      </p>
    </Modal>
  );
}
