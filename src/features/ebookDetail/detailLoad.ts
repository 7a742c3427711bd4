import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/apiError';

/** PostgREST's answer when `.single()` finds no row: the ebook does not exist (or no longer does). */
const NO_SUCH_ROW = 'PGRST116';

/**
 * Whether the detail screen must give up on its ebook (spec section 5: say
 * "Failed to load product" and go home): its load failed and there is nothing
 * to show, or the server says the ebook does not exist. A refresh that fails
 * for another reason (offline) leaves an ebook already on screen where it is.
 */
export function cannotShowEbook(error: ApiError | SerializedError | undefined, inStore: boolean): boolean {
  if (!error) return false;
  return !inStore || error.code === NO_SUCH_ROW;
}
