import { isApiError } from '../../lib/apiError';

/**
 * What a form's red box says after a failed call: the server's own message
 * (spec §8), or the form's fallback when the failure carried none.
 */
export function failureText(failure: unknown, fallback: string): string | null {
  if (!failure) return null;
  if (isApiError(failure)) return failure.message.trim() || fallback;
  return fallback;
}
