import { isApiError } from '../../lib/apiError';

import { MAIL_PAUSE_MINUTES, SIGN_IN_PAUSE_MINUTES } from '../../config/constants';

/** The success alerts of signing in and of a new account that may be used at once. */
export const signedInMessage = (fullName: string) => `Signed in as ${fullName}`;
export const welcomeMessage = (fullName: string) => `Welcome to Mentoria, ${fullName}`;

/**
 * The auth service's refusals that its own words leave a person guessing about ("Request rate limit
 * reached"): what happened, and when to try again.
 */
const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  over_request_rate_limit: `Too many attempts. For your account's safety, signing in is paused for up to ${SIGN_IN_PAUSE_MINUTES} minutes: try again then, or reset your password with "Forgot your password?".`,
  over_email_send_rate_limit: `Too many emails were asked for this address. Wait up to ${MAIL_PAUSE_MINUTES} minutes, then ask again; the last link sent still works.`,
};

/**
 * What a form's red box says after a failed call: the server's own message
 * (docs/product.md#messages), in plainer words where it has a code people would not
 * understand, or the form's fallback when the failure carried none.
 */
export function failureText(failure: unknown, fallback: string): string | null {
  if (!failure) return null;
  if (isApiError(failure)) return MESSAGES_BY_CODE[failure.code] ?? (failure.message.trim() || fallback);
  return fallback;
}
