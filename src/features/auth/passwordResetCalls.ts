import { createAsyncThunk } from '@reduxjs/toolkit';
import { paths } from '../../config/paths';
import { supabase } from '../../lib/supabase';
import { authCall, type AuthThunkConfig } from './authCalls';
import { isRecoverySession } from './resetLink';

/** What the forms show when the server gives no message of its own. */
export const RESET_REQUEST_FAILED = 'Could not send the reset link';
export const PASSWORD_UPDATE_FAILED = 'Could not set the new password';
/** A new password ends every other session of the account (the auth service does), and says so. */
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You are signed in here, and signed out on your other devices.';

/** Where the mailed link leads: this app's /resetpass (the backend must allow it as a redirect). */
export const resetPageAddress = () => window.location.origin + paths.resetPassword.href();

/**
 * docs/product.md#forgot-your-password-works: mails a reset link (a hosted project sends real mail; the local
 * backend puts it in its mailbox). The answer is the same whether or not an
 * account has the address, so the app cannot tell either.
 */
export const requestPasswordReset = createAsyncThunk<null, { email: string }, AuthThunkConfig>(
  'auth/requestPasswordReset',
  async ({ email }, { rejectWithValue }) => {
    const result = await authCall<null>(RESET_REQUEST_FAILED, async () => {
      const { error } = await supabase().auth.resetPasswordForEmail(email.trim(), { redirectTo: resetPageAddress() });
      return error ? { error } : { data: null };
    });
    return result.error ? rejectWithValue(result.error) : null;
  },
);

/** Sets the password of the user a reset link signed in; they stay signed in. */
export const setNewPassword = createAsyncThunk<null, { password: string }, AuthThunkConfig>(
  'auth/setNewPassword',
  async ({ password }, { rejectWithValue }) => {
    const result = await authCall<null>(PASSWORD_UPDATE_FAILED, async () => {
      const { error } = await supabase().auth.updateUser({ password });
      return error ? { error } : { data: null };
    });
    return result.error ? rejectWithValue(result.error) : null;
  },
);

/** Whether this browser holds a reset link's session, once supabase-js has read the link from the address. */
export async function hasRecoverySession(): Promise<boolean> {
  const { data } = await supabase().auth.getSession();
  return data.session !== null && isRecoverySession(data.session.access_token);
}
