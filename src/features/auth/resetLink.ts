import { jwtClaims } from '../../lib/jwtClaims';

/** The rules of /resetpass, as plain functions. */

/** GoTrue's default minimum_password_length, which the local backend applies too. */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORDS_DIFFER = 'The two passwords do not match.';
export const passwordTooShort = () => `Use at least ${MIN_PASSWORD_LENGTH} characters.`;

/** What is wrong with the new password and its confirmation, or null when they can be sent. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const problems: { password?: string; confirmation?: string } = {};
  if (password.length < MIN_PASSWORD_LENGTH) problems.password = passwordTooShort();
  if (confirmation !== password) problems.confirmation = PASSWORDS_DIFFER;
  return problems;
}

export const EXPIRED_LINK_MESSAGE = 'This reset link is invalid or has expired.';

/**
 * Why a reset link could not be used, as the auth server puts it in the address
 * it sends the browser back to (`error_code` and `error_description`, in the
 * query string with PKCE and in the fragment without); null when there is none.
 */
export function linkFailure(search: string, hash: string): string | null {
  for (const part of [search.replace(/^\?/, ''), hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(part);
    if (params.has('error_code') || params.has('error') || params.has('error_description')) {
      return params.get('error_code') === 'otp_expired'
        ? EXPIRED_LINK_MESSAGE
        : params.get('error_description')?.trim() || EXPIRED_LINK_MESSAGE;
    }
  }
  return null;
}

/**
 * Whether a session was opened by a password reset link. GoTrue records how each
 * session began in the access token's `amr` claim, and a reset link followed with
 * PKCE (the app's flow) begins it with `recovery`; so /resetpass knows even after a
 * reload, and needs nothing in the first page's bundle.
 */
export function isRecoverySession(accessToken: string): boolean {
  const amr = jwtClaims(accessToken)?.amr;
  return Array.isArray(amr) && amr.some((entry) => (entry as { method?: unknown } | null)?.method === 'recovery');
}
