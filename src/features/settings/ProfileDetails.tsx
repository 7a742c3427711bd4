import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { selectUser } from '../auth/authSlice';
import { toastRaised } from '../toasts/toastsSlice';
import { SettingsSubpage } from './SettingsSubpage';

/** What an empty profile field shows. */
export const EMPTY_FIELD = '–';

export const RESET_LINK_SENT_MESSAGE = 'A password reset link has been sent to your email.';

/** Profile Settings: the signed-in user's names and email, read-only, and a demonstration Reset Password. */
export function ProfileDetails() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
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
        {/* The spec's Reset Password only tells the user a link was sent; no call is made (spec section 1). */}
        <Button variant="secondary" onClick={() => dispatch(toastRaised('success', RESET_LINK_SENT_MESSAGE))}>
          Reset Password
        </Button>
      </div>
    </SettingsSubpage>
  );
}
