import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '../../lib/apiError';
import type { Loadable } from '../../lib/loadable';
import type { Product } from './products';

/** What a screen that shows one product (/ebook, /checkout, /ebookcontent) has of it. */
export type ProductLoad =
  /** A failure is the product's not being loaded (offline, a server error): the screen says so, with Retry. */
  | Loadable<Product, { retry: () => void; retrying: boolean }>
  /** No product has this id (or the address names none): the screen says so, with the way home, never Retry. */
  | { status: 'unknown' };

/** The backend's answer for an id that names no product (PostgREST's "no row" for a single object). */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PGRST116' || error.status === 404 || error.status === 406);
}

interface ProductQueryState {
  error?: ApiError | SerializedError;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The rule every one-product screen follows. A product already in the store shows at once and stays when a
 * refresh fails (offline), unless the server says it no longer exists; without it, an unknown id is "not
 * found" and any other failure is a failed load.
 */
export function productLoadOf(product: Product | undefined, query: ProductQueryState): ProductLoad {
  if (query.error && isUnknownProduct(query.error)) return { status: 'unknown' };
  if (product) return { status: 'ready', data: product };
  if (query.error) return { status: 'failed', retry: query.refetch, retrying: query.isFetching };
  return { status: 'loading' };
}

/**
 * What a one-product screen says when its product could not be loaded: the observed product's words online; offline, why
 * (a product seen before opens from what this device saved, so this one was not).
 */
export function productLoadFailureMessage(online: boolean): string {
  return online
    ? 'Failed to load product'
    : 'You are offline, and this ebook has not been opened on this device before. It will load when you are back online.';
}
