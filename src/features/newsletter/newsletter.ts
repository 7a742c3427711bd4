import { emailProblem } from '../../shared/forms/emailProblem';
import type { ApiError } from '../../lib/apiError';

/** Postgres's code for a failed check constraint (the email format check). */
const CHECK_VIOLATION = '23514';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! We’ll let you know about new resources.';
/** What the database's email check means, in the words every email field uses. */
export const INVALID_EMAIL_MESSAGE = emailProblem('x', false) as string;

/**
 * What to tell someone whose subscription failed, in their terms rather than the database's.
 * An address already on the list is not a failure: the server answers it as a new one
 * (so nobody can find out who is subscribed), and the reader sees SUBSCRIBED_MESSAGE.
 */
export function subscribeErrorMessage(error: ApiError): string {
  if (error.code === CHECK_VIOLATION) return INVALID_EMAIL_MESSAGE;
  if (error.status === 0) return 'We could not reach Mentoria. Check your connection and try again.';
  return 'Subscribing failed. Please try again.';
}
