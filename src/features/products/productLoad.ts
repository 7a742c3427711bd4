import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '../../lib/apiError';
import type { Loadable } from '../../lib/loadable';
import type { Product } from './products';

/**
 * What a screen that shows one item by the id in its address (an ebook on /ebook, /checkout, /ebookcontent; a
 * course on /video) has of it.
 */
export type ItemLoad<T> =
  /** A failure is the item's not being loaded (offline, a server error): the screen says so, with Retry. */
  | Loadable<T, { retry: () => void; retrying: boolean }>
  /** No item has this id (or the address names none): the screen says so, with the way home, never Retry. */
  | { status: 'unknown' };

/** What a screen that shows one ebook has of it. */
export type ProductLoad = ItemLoad<Product>;

/** The backend's answer for an id that names no row (PostgREST's "no row" for a single object). */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PGRST116' || error.status === 404 || error.status === 406);
}

interface ItemQueryState {
  error?: ApiError | SerializedError;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The rule every one-item screen follows (docs/product.md#addresses-that-name-nothing). An item already in
 * the store shows at once and stays when a refresh fails (offline), unless the server says it no longer
 * exists; without it, an unknown id is "not found" and any other failure is a failed load.
 */
export function itemLoadOf<T>(item: T | undefined, query: ItemQueryState): ItemLoad<T> {
  if (query.error && isUnknownProduct(query.error)) return { status: 'unknown' };
  if (item) return { status: 'ready', data: item };
  if (query.error) return { status: 'failed', retry: query.refetch, retrying: query.isFetching };
  return { status: 'loading' };
}

/** The rule of itemLoadOf, for an ebook. */
export const productLoadOf = (product: Product | undefined, query: ItemQueryState): ProductLoad =>
  itemLoadOf(product, query);

/**
 * What a one-item screen says when its item could not be loaded: the observed product's words online for an
 * ebook; offline, why (an item seen before opens from what this device saved, so this one was not).
 */
export function productLoadFailureMessage(online: boolean, what: 'ebook' | 'course' = 'ebook'): string {
  if (online) return what === 'ebook' ? 'Failed to load product' : 'Failed to load the course';
  return `You are offline, and this ${what} has not been opened on this device before. It will load when you are back online.`;
}
