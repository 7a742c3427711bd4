import { toApiError, type ApiError } from './apiError';
import { browserIsOnline } from './online';

/** What every RTK Query queryFn returns: data, or the one error shape — never a throw. */
export type QueryResult<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

interface SupabaseResponse<T> {
  data: T | null;
  error: unknown;
  status?: number;
}

/** A postgrest-js request, which can be told not to retry. */
interface Retryable {
  retry(enabled: boolean): unknown;
}

const isRetryable = (request: object): request is Retryable =>
  typeof (request as Partial<Retryable>).retry === 'function';

/**
 * Runs a supabase-js call and turns its `{data, error}` (or a throw, such as a
 * network failure) into a queryFn result. `map` shapes the data for the store.
 *
 * postgrest-js asks again three times, 1, 2 and 4 s apart, when a read cannot reach the server; while the
 * browser knows it is offline that only holds the screen's "could not be loaded" and its Retry back by 7 s, so
 * such a read fails at once (the service worker has already answered it from its saved copy if it had one).
 */
export async function fromSupabase<Raw, Out = Raw>(
  call: () => PromiseLike<SupabaseResponse<Raw>>,
  map: (data: Raw) => Out = (data) => data as unknown as Out,
): Promise<QueryResult<Out>> {
  try {
    const request = call();
    if (!browserIsOnline() && isRetryable(request)) request.retry(false);
    const { data, error, status } = await request;
    if (error) return { error: toApiError(error, status) };
    return { data: map(data as Raw) };
  } catch (thrown) {
    return { error: toApiError(thrown, 0) };
  }
}
