import { toApiError, type ApiError } from './apiError';

/** What every RTK Query queryFn returns: data, or the one error shape — never a throw. */
export type QueryResult<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

interface SupabaseResponse<T> {
  data: T | null;
  error: unknown;
  status?: number;
}

/**
 * Runs a supabase-js call and turns its `{data, error}` (or a throw, such as a
 * network failure) into a queryFn result. `map` shapes the data for the store.
 */
export async function fromSupabase<Raw, Out = Raw>(
  call: () => PromiseLike<SupabaseResponse<Raw>>,
  map: (data: Raw) => Out = (data) => data as unknown as Out,
): Promise<QueryResult<Out>> {
  try {
    const { data, error, status } = await call();
    if (error) return { error: toApiError(error, status) };
    return { data: map(data as Raw) };
  } catch (thrown) {
    return { error: toApiError(thrown, 0) };
  }
}
