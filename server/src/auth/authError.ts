import type { FastifyReply } from 'fastify';

/** The API version auth-js sends; answering with it tells the client to read `code` as the error code. */
export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error: an HTTP status, a machine-readable error code and a message.
 * Thrown anywhere in the auth service and rendered by its error handler.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password` with its reasons. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
export const overRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/**
 * Renders an error so that both of auth-js's parsers read it: the 2024-01-01 format
 * (`code` string, with the version header) and the legacy one (`error_code`, `msg`).
 */
export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  return reply
    .code(error.status)
    .header('X-Supabase-Api-Version', API_VERSION)
    .header('x-sb-error-code', error.code)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra });
}
