import { emailProblem } from '../../shared/forms/emailProblem';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';

/** Postgres's code for a failed check constraint (the email format check). */
const CHECK_VIOLATION = '23514';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! We’ll let you know about new resources.';
/** What the database's email check means, in the words every email field uses. */
export const INVALID_EMAIL_MESSAGE = emailProblem('x', false) as string;

/** What to tell someone whose subscription failed, in their terms rather than the database's. */
export function subscribeErrorMessage(error: ApiError): string {
  if (error.code === UNIQUE_VIOLATION || error.status === 409) return 'This address is already subscribed.';
  if (error.code === CHECK_VIOLATION) return INVALID_EMAIL_MESSAGE;
  if (error.status === 0) return 'We could not reach Mentoria. Check your connection and try again.';
  return 'Subscribing failed. Please try again.';
}
