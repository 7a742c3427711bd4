import { isRejected } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BusyButton } from '../../shared/ui/BusyButton';
import { TextField } from '../../shared/ui/TextField';
import { failureText } from '../auth/authMessages';
import { selectUser } from '../auth/authSlice';
import { requestPasswordReset, RESET_REQUEST_FAILED } from '../auth/passwordResetCalls';
import { toastRaised } from '../toasts/toastsSlice';
import { SettingsSubpage } from './SettingsSubpage';

/** What an empty profile field shows. */
export const EMPTY_FIELD = '–';

export const RESET_LINK_SENT_MESSAGE = 'A password reset link has been sent to your email.';

/** Profile Settings: the signed-in user's names and email, read-only, and Reset Password (docs/product.md#forgot-your-password-works). */
export function ProfileDetails() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [sending, setSending] = useState(false);

  // The link goes to the signed-in user's own address; the outcome shows as a toast either way.
  async function sendResetLink() {
    if (!user) return;
    setSending(true);
    const outcome = await dispatch(requestPasswordReset({ email: user.email }));
    setSending(false);
    if (isRejected(outcome)) {
      const message = failureText(outcome.payload ?? outcome.error, RESET_REQUEST_FAILED) ?? RESET_REQUEST_FAILED;
      dispatch(toastRaised('danger', message));
    } else {
      dispatch(toastRaised('success', RESET_LINK_SENT_MESSAGE));
    }
  }
  const fields = [
    { label: 'First name', value: user?.firstName, autoComplete: 'given-name' },
    { label: 'Last name', value: user?.lastName, autoComplete: 'family-name' },
    { label: 'Email', value: user?.email, autoComplete: 'email' },
  ];
  return (
    <SettingsSubpage title="Profile Settings">
      <div className="settings-card">
        {fields.map((field) => (
          <TextField
            key={field.label}
            label={field.label}
            value={field.value?.trim() ? field.value : EMPTY_FIELD}
            autoComplete={field.autoComplete}
            readOnly
          />
        ))}
        <BusyButton variant="secondary" busy={sending} busyLabel="Sending link…" onClick={() => void sendResetLink()}>
          Reset Password
        </BusyButton>
      </div>
    </SettingsSubpage>
  );
}
