/**
 * The one error shape the data layer gives the rest of the app, whatever
 * failed: PostgREST, GoTrue, Storage, or the network. Plain and serialisable,
 * so it can sit in the Redux store.
 */
export interface ApiError {
  /** The HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** A machine-readable code: a SQLSTATE, PGRST…, a GoTrue code, a Storage code, or 'network'. */
  code: string;
  /** A message fit to log; screens choose their own words for the user. */
  message: string;
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  name?: unknown;
}

/** Turns any error supabase-js hands back (or throws) into an ApiError. */
export function toApiError(error: unknown, status?: number): ApiError {
  if (typeof error === 'string') return { status: status ?? 0, code: 'unknown', message: error };
  const e = (error ?? {}) as ErrorLike;
  const message = typeof e.message === 'string' && e.message ? e.message : 'Something went wrong';
  const httpStatus = typeof e.status === 'number' ? e.status : typeof status === 'number' ? status : 0;
  const code =
    typeof e.code === 'string' && e.code
      ? e.code
      : typeof e.statusCode === 'string'
        ? e.statusCode
        : httpStatus === 0
          ? 'network'
          : 'unknown';
  return { status: httpStatus, code, message };
}

export function isApiError(value: unknown): value is ApiError {
  const v = value as Partial<ApiError> | null;
  return !!v && typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** PostgREST passes Postgres's SQLSTATE through as the error code; the ones the app reacts to. */
export const UNIQUE_VIOLATION = '23505';
