import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';

/**
 * The app's one RTK Query API. Each domain injects its endpoints from
 * features/<domain>/<domain>Api.ts; every endpoint is a queryFn over supabase-js
 * (lib/supabase) that returns data or an ApiError and never throws.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['Product', 'Video', 'Review', 'Favourite', 'Order', 'Category', 'SignedUrl', 'ReadingProgress'],
  endpoints: () => ({}),
});
