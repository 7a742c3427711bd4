import { createApi, fakeBaseQuery, type TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';

/**
 * The app's one RTK Query API. Each domain injects its endpoints from
 * features/<domain>/<domain>Api.ts; every endpoint is a queryFn over supabase-js
 * (lib/supabase) that returns data or an ApiError and never throws.
 */
/** Answers that are the same whoever asks: the catalogue (its tables are public to every role). */
const PUBLIC_TAGS = ['Product', 'Video', 'Review', 'Category'] as const;

/**
 * Answers that depend on who asks: owner-only rows and links signed for the
 * reader. Every endpoint whose answer depends on the session provides one of
 * these (a failed answer included), so a sign-in can drop them and keep the rest.
 */
export const USER_SCOPED_TAGS = ['Favourite', 'Order', 'SignedUrl', 'ReadingProgress'] as const;

const baseQuery = fakeBaseQuery<ApiError>();

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [...PUBLIC_TAGS, ...USER_SCOPED_TAGS],
  endpoints: () => ({}),
});

/**
 * A mutation's `onQueryStarted` written apart from its endpoint (to share it,
 * or to keep the endpoint short), typed by RTK Query for this API as the
 * endpoint's own would be: its argument, its answer, and the lifecycle's
 * dispatch, getState and queryFulfilled.
 */
export type MutationStarted<Result, Arg> = TypedMutationOnQueryStarted<
  Result,
  Arg,
  typeof baseQuery,
  typeof api.reducerPath
>;

/** The action type a matcher function narrows to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any action: a matcher's parameter type is its own
type MatchedBy<Matcher> = Matcher extends (action: any) => action is infer Action ? Action : never;

/**
 * A matcher for one endpoint's answers, by the endpoint's name, for slices
 * that keep those answers normalised (reviews, videos): the same test as the
 * endpoint's own `matchFulfilled` (a fulfilled query or mutation of this API
 * naming the endpoint), without importing the module that injects it. A slice
 * is in the store from the start, so its imports are in the first page's
 * code; this keeps an endpoint's code with the screens that call it.
 * The API's type is given for the type only: `endpointFulfilled<typeof reviewsApi>()('getReviews')`.
 */
export const endpointFulfilled =
  <Injected extends { endpoints: Record<string, { matchFulfilled: unknown }> }>() =>
  <Name extends keyof Injected['endpoints'] & string>(endpointName: Name) =>
  (action: unknown): action is MatchedBy<Injected['endpoints'][Name]['matchFulfilled']> => {
    if (typeof action !== 'object' || action === null) return false;
    const { type, meta } = action as { type?: unknown; meta?: { arg?: { endpointName?: unknown } } };
    return (
      (type === `${api.reducerPath}/executeQuery/fulfilled` ||
        type === `${api.reducerPath}/executeMutation/fulfilled`) &&
      meta?.arg?.endpointName === endpointName
    );
  };
