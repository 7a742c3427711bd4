import type { ErrorAnswers, ServiceError } from '../shared/serviceError';

/** The API version auth-js sends; answering with it tells the client to read `code` as the error code. */
export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error: an HTTP status, a machine-readable error code and a message.
 * Thrown anywhere in the auth service and answered by its error handler, so
 * that both of auth-js's parsers read it: the 2024-01-01 format (`code` string,
 * with the version header) and the legacy one (`error_code`, `msg`).
 */
export class AuthError extends Error implements ServiceError {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password` with its reasons. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  headers(): Record<string, string> {
    return { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': this.code };
  }

  body(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
export const overRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** How the auth service answers what goes wrong, its own errors and Fastify's alike, and paths it does not serve. */
export const authErrorAnswers: ErrorAnswers = {
  asServiceError: asAuthError,
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
};

/** Fastify's own request errors (oversized body, bad Content-Length…) in GoTrue's shape; anything else is a 500. */
function asAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new AuthError(413, 'request_too_large', 'Request body too large');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AuthError(status, 'validation_failed', error instanceof Error ? error.message : 'Bad request');
  }
  // GoTrue hides internal failures behind this message; the detail goes to the server's log.
  console.error('auth: unexpected failure', error);
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}
