import { createAsyncThunk } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '../../lib/apiError';
import { supabase } from '../../lib/supabase';
import type { QueryResult } from '../../lib/supabaseResult';
import { keepAfterSignInForTrip, takeAfterSignInFromTrip } from './afterSignInTrip';
import { signOutFailed, signOutStarted, type AuthState, type SignedInUser } from './authSlice';
import { toSignedInUser } from './authUser';

/** What the login form shows when the server gives no message of its own (docs/product.md#messages). */
export const LOGIN_FAILED = 'Login failed';
/** The same for the Create account form. */
export const SIGN_UP_FAILED = 'Could not create the account';
export const SIGN_OUT_FAILED = 'Sign out failed. Check your connection and try again.';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  firstName: string;
  lastName: string;
}

export interface SignUpResult {
  user: SignedInUser;
  /** A hosted project may ask the new user to confirm the email address before the first sign-in. */
  needsConfirmation: boolean;
}

/**
 * The one error shape, keeping the server's own message for the user (docs/product.md#messages:
 * "server message or Login failed"); `fallback` stands in when there is none.
 */
export function toAuthError(error: unknown, fallback: string): ApiError {
  const apiError = toApiError(error);
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? apiError : { ...apiError, message: fallback };
}

type Outcome<T> = { data: T } | { error: unknown };

/** Runs a supabase-js auth call; whatever it returns or throws comes back as data or one ApiError. */
export async function authCall<T>(fallback: string, call: () => Promise<Outcome<T>>): Promise<QueryResult<T>> {
  try {
    const outcome = await call();
    return 'data' in outcome ? { data: outcome.data } : { error: toAuthError(outcome.error, fallback) };
  } catch (thrown) {
    return { error: toAuthError(thrown, fallback) };
  }
}

export type AuthThunkConfig = { rejectValue: ApiError };

/**
 * Sign-in, sign-up and sign-out, as thunks rather than RTK Query mutations:
 * a successful one changes the user, and the listener then resets the API
 * state, which would abort a mutation that is still running. Their results
 * only say whether the call worked; who is signed in reaches the store
 * through onAuthStateChange (authSync.ts), whichever way the session changed.
 * The form that started one says how it went (docs/architecture.md#one-way-for-each-job).
 */
export const signIn = createAsyncThunk<SignedInUser, Credentials, AuthThunkConfig>(
  'auth/signIn',
  async ({ email, password }, { rejectWithValue }) => {
    const result = await authCall<SignedInUser>(LOGIN_FAILED, async () => {
      const { data, error } = await supabase().auth.signInWithPassword({ email, password });
      return error ? { error } : { data: toSignedInUser(data.user) };
    });
    return result.error ? rejectWithValue(result.error) : result.data;
  },
);

export const signUp = createAsyncThunk<SignUpResult, NewAccount, AuthThunkConfig>(
  'auth/signUp',
  async ({ email, password, firstName, lastName }, { rejectWithValue }) => {
    const result = await authCall<SignUpResult>(SIGN_UP_FAILED, async () => {
      const { data, error } = await supabase().auth.signUp({
        email,
        password,
        options: { data: { first_name: firstName.trim(), last_name: lastName.trim() } },
      });
      if (error) return { error };
      if (!data.user) return { error: null };
      return { data: { user: toSignedInUser(data.user), needsConfirmation: data.session === null } };
    });
    return result.error ? rejectWithValue(result.error) : result.data;
  },
);

/**
 * Leaves the page for Google (or the local stand-in, docs/product.md#google-sign-in-on-the-local-backend), which comes back to `redirectTo` signed in;
 * what the visitor asked for goes with them (afterSignInTrip.ts).
 */
export const signInWithGoogle = createAsyncThunk<
  null,
  { redirectTo: string },
  AuthThunkConfig & { state: { auth: Pick<AuthState, 'afterSignIn'> } }
>('auth/signInWithGoogle', async ({ redirectTo }, { getState, rejectWithValue }) => {
  keepAfterSignInForTrip(getState().auth.afterSignIn);
  const result = await authCall<null>(LOGIN_FAILED, async () => {
    const { error } = await supabase().auth.signInWithOAuth({ provider: 'google', options: { redirectTo } });
    return error ? { error } : { data: null };
  });
  if (!result.error) return null;
  takeAfterSignInFromTrip();
  return rejectWithValue(result.error);
});

/** Where a sign-out ends the account's sessions: on this device (Logout), or on every device. */
export type SignOutScope = 'thisDevice' | 'everyDevice';

/**
 * Logout ends this device's session only (supabase-js's default would end
 * every session of the account); "Sign out on all devices" ends them all. The
 * server is told either way, so a session it has ended cannot be refreshed.
 * While it runs the store knows the sign-out is this device's own doing, not
 * a session ended elsewhere (authSlice).
 */
export const signOut = createAsyncThunk<null, SignOutScope | undefined, AuthThunkConfig>(
  'auth/signOut',
  async (scope = 'thisDevice', { dispatch, rejectWithValue }) => {
    dispatch(signOutStarted());
    const result = await authCall<null>(SIGN_OUT_FAILED, async () => {
      const { error } = await supabase().auth.signOut({ scope: scope === 'everyDevice' ? 'global' : 'local' });
      return error ? { error } : { data: null };
    });
    if (!result.error) return null;
    dispatch(signOutFailed());
    return rejectWithValue(result.error);
  },
);
