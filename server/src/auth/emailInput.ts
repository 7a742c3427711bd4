/** The `email` of a request body, read and checked as GoTrue does at every endpoint that takes one. */
import { validationFailed } from './authError';
import { optionalString } from './requestBody';
import { isValidEmail, normalizeEmail } from './users';

const INVALID_FORMAT = 'Unable to validate email address: invalid format';

/** The body's address, trimmed and lower-cased, or undefined when it has none; a malformed one is refused. */
export function optionalEmail(body: Record<string, unknown>): string | undefined {
  const raw = optionalString(body, 'email');
  if (!raw) return undefined;
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw validationFailed(INVALID_FORMAT);
  return email;
}

/**
 * The body's address where the endpoint needs one. Endpoints that name what is
 * missing say so; the others answer a missing address as a malformed one.
 */
export function requiredEmail(body: Record<string, unknown>, missingMessage = INVALID_FORMAT): string {
  const email = optionalEmail(body);
  if (email === undefined) throw validationFailed(missingMessage);
  return email;
}
