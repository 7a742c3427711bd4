import { useEffect, useState } from 'react';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';
import { hasRecoverySession } from '../../features/auth/passwordResetCalls';
import { linkFailure } from '../../features/auth/resetLink';
import { SetNewPasswordForm } from '../../features/auth/SetNewPasswordForm';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Spinner } from '../../shared/ui/Spinner';
import './ResetPasswordPage.css';

/**
 * /resetpass (docs/product.md#forgot-your-password-works), where a reset link leads. With the link's session
 * it asks for the new password; without one (opened directly, a link already
 * used or expired, or opened in another browser) it says so and offers a new link.
 */
export function ResetPasswordPage() {
  // Read once, before anything rewrites the address.
  const [failure] = useState(() => linkFailure(window.location.search, window.location.hash));
  const [recovering, setRecovering] = useState<boolean | null>(null);
  const [email, setEmail] = useState('');
  useDocumentTitle(recovering ? 'Set a new password' : 'Reset your password');

  useEffect(() => {
    let current = true;
    void hasRecoverySession()
      .catch(() => false)
      .then((found) => current && setRecovering(found));
    return () => {
      current = false;
    };
  }, []);

  if (recovering === null) return <Spinner label="Opening your reset link…" />;
  if (recovering) {
    return (
      <section className="page reset-password">
        <h1 className="page__title">Set a new password</h1>
        <p className="page__lead">Choose the password you will sign in with from now on.</p>
        <SetNewPasswordForm />
      </section>
    );
  }
  return (
    <section className="page reset-password">
      <h1 className="page__title">Reset your password</h1>
      <p className="page__lead" role={failure ? 'alert' : undefined}>
        {failure
          ? `${failure} Ask for a new link below.`
          : 'To set a new password, open the reset link we email you. Ask for one below.'}
      </p>
      <ForgotPasswordForm firstFieldRef={null} email={email} onEmailChange={setEmail} />
    </section>
  );
}
