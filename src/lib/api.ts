import { createApi, fakeBaseQuery, type TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';

/**
 * The app's one RTK Query API. Each domain injects its endpoints from
 * features/<domain>/<domain>Api.ts; every endpoint is a queryFn over supabase-js
 * (lib/supabase) that returns data or an ApiError and never throws.
 */
/** Answers that are the same whoever asks: the catalogue (its tables are public to every role). */
const PUBLIC_TAGS = ['Product', 'Video', 'Lesson', 'Review', 'Category'] as const;

/**
 * Answers that depend on who asks: owner-only rows and links signed for the
 * reader. Every endpoint whose answer depends on the session provides one of
 * these (a failed answer included), so a sign-in can drop them and keep the rest.
 */
export const USER_SCOPED_TAGS = [
  'Favourite',
  'Order',
  'CourseOrder',
  'SignedUrl',
  'ReadingProgress',
  'LessonProgress',
  'LearnerSettings',
  'LearningActivity',
  'Annotation',
] as const;

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

/**
 * Every answer the REST API gave, asked for again by the screens that show it (signed links are the storage
 * API's, and stay). Dispatched when the service worker says that answers it gave from the device, while the
 * page started, have changed on the server (docs/startup.md#a-return-visit-starts-from-the-device).
 */
export const restAnswersReread = () =>
  api.util.invalidateTags([...PUBLIC_TAGS, ...USER_SCOPED_TAGS.filter((tag) => tag !== 'SignedUrl')]);
