/**
 * Limits on guessing at /verify. A mailed code has six digits, so without a limit it
 * can be found by trying them all within its hour. As GoTrue (rate_limit
 * token_verifications), failed verifications are counted per client address; and, since
 * many addresses could share the guessing, the code mailed to one email address stops
 * working after a handful of wrong guesses for that address: a new one must be asked for.
 */
import type { Queryable } from '../db/database';
import { overRateLimit } from './authError';
import type { AuthRuntime } from './authRuntime';
import { discardEmailTokens, tokenInvalidOrExpired } from './emailTokens';
import { normalizeEmail } from './users';

/** One verification that has taken its place among the failures allowed, kept unless it succeeds. */
export interface VerifyAttempt {
  /** The token was right: no failure is kept, and the address's wrong codes are forgiven. */
  succeeded(): void;
  /** The token was wrong or expired: the failure stays counted; the fifth wrong code for an email discards its tokens. */
  failed(q: Queryable): Promise<void>;
  /** Nothing was checked (the database failed, the user is banned): not a guess. */
  undo(): void;
}

/**
 * Takes a place among the failures allowed before the token is checked, so that a burst of
 * parallel guesses gets no more checks than the limits: per client address (429
 * over_request_rate_limit when used up) and, for a code given with its email address, per
 * email (otp_expired when used up, as the code no longer works).
 */
export function reserveVerifyAttempt(auth: AuthRuntime, address: string, codeEmail: string | null): VerifyAttempt {
  const byAddress = auth.failedVerifiesByAddress.tryRecord(address);
  if (!byAddress) throw overRateLimit();
  const email = codeEmail === null ? null : normalizeEmail(codeEmail);
  const byEmail = email === null ? undefined : auth.wrongCodesByEmail.tryRecord(email);
  if (email !== null && !byEmail) throw tokenInvalidOrExpired();
  return {
    succeeded() {
      byAddress.release();
      if (email !== null) auth.wrongCodesByEmail.reset(email);
    },
    async failed(q) {
      if (email !== null && auth.wrongCodesByEmail.isLimited(email)) await discardEmailTokens(q, email);
    },
    undo() {
      byAddress.release();
      byEmail?.release();
    },
  };
}

/** A new code for this address gets its own count of wrong guesses. */
export function forgetWrongCodes(auth: AuthRuntime, email: string): void {
  auth.wrongCodesByEmail.reset(normalizeEmail(email));
}
