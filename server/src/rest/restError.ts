import { isPostgresError } from '../db/database';
import type { ApiRole } from '../db/requestContext';
import { ConnectionWaitTimeoutError } from '../db/connectionWait';
import { DatabaseUnavailableError } from '../db/databaseUnavailable';
import type { ErrorAnswers, ServiceError } from '../shared/serviceError';

/** PostgREST's error body: always these four keys, null when a text is absent. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null | unknown[];
  hint: string | null;
}

/** An error the REST service answers with, already in PostgREST's shape and status. */
export class RestError extends Error implements ServiceError {
  readonly details: string | null | unknown[];
  readonly hint: string | null;

  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    details: string | null | unknown[] = null,
    hint: string | null = null,
    /** Extra response headers, e.g. WWW-Authenticate for token problems. */
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    super(message);
    this.details = details;
    this.hint = hint;
  }

  headers(): Record<string, string> {
    return { 'Proxy-Status': `PostgREST; error=${this.code}`, ...this.extraHeaders };
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** A query string PostgREST's grammar rejects (400 PGRST100); the only error the parser throws. */
export class QueryParseError extends RestError {
  constructor(what: string, input: string, column: number, details: string) {
    super(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
  }
}

/**
 * The HTTP status PostgREST gives a SQLSTATE. A privilege error is 401 for anon
 * (signing in may help) and 403 for a signed-in role (it will not).
 */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) {
    const status = Number(custom[1]);
    return status >= 100 && status <= 599 ? status : 500;
  }
  const exact: Record<string, number> = {
    '23505': 409,
    '23503': 409,
    '42P01': 404,
    '42883': 404,
    '22023': 400,
    '25006': 405,
    P0001: 400,
    '53400': 500,
    '42P17': 500,
    '57P01': 503,
  };
  if (code in exact) return exact[code] as number;
  const byClass: Record<string, number> = {
    '08': 503,
    '53': 503,
    '09': 500,
    '25': 500,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
    '0L': 403,
    '0P': 403,
    '28': 403,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything a request threw into the error PostgREST would answer; never leaks a stack. */
export function toRestError(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof ConnectionWaitTimeoutError) {
    return new RestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');
  }
  if (error instanceof DatabaseUnavailableError) {
    // PostgREST's texts: PGRST000 when no connection could be made, PGRST001 when one in use failed.
    return error.stage === 'connect'
      ? new RestError(503, 'PGRST000', 'Database connection error.', error.message)
      : new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', error.message);
  }
  if (isPostgresError(error)) {
    return new RestError(
      statusForSqlState(error.code, role),
      error.code,
      error.message,
      error.detail || null,
      error.hint || null,
    );
  }
  return new RestError(500, 'PGRST000', 'Internal server error');
}

/**
 * How the REST service answers what goes wrong: a request's own errors come
 * already as RestErrors (the route turns what it caught with the caller's role);
 * what Fastify refuses before the route runs (a body over the limit, a bad
 * Content-Length) and paths no route serves get PostgREST's answers for them.
 */
export function restErrorAnswers(bodyLimit: number): ErrorAnswers {
  return {
    asServiceError(error) {
      if (error instanceof RestError) return error;
      const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The request body is larger than ${bodyLimit} bytes`,
        );
      }
      return statusCode !== undefined && statusCode >= 400 && statusCode < 500
        ? new RestError(statusCode, 'PGRST100', message ?? '')
        : new RestError(500, 'PGRST000', 'Internal server error');
    },
    notFound: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  };
}
