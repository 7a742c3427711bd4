import { loadableFrom, type Loadable } from '../../lib/loadable';

/**
 * What a library tab has to show: still loading (skeleton cards), failed
 * (the failure and Retry, docs/product.md#failures-are-visible: never an empty library), or the books' ids,
 * newest first.
 */
export type Shelf = Loadable<readonly number[]>;

/** The part of an orders or favourites query result a shelf reads. */
interface OwnListResult<List> {
  data?: List & { userId: string | null };
  isError: boolean;
}

/**
 * Reads a query of the signed-in reader's own rows (orders, favourites) as a
 * shelf. A list fetched for someone else (the previous user of this browser)
 * is never shown: until the reader's own has arrived it is loading, or failed.
 * What was shown stays shown when a later refetch fails.
 */
export function shelfFrom<List>(
  result: OwnListResult<List>,
  userId: string | null,
  productIdsOf: (list: List) => readonly number[],
): Shelf {
  const own = result.data !== undefined && userId !== null && result.data.userId === userId;
  return loadableFrom({ data: own ? result.data : undefined, isError: result.isError }, productIdsOf);
}

/**
 * Two shelves as one, each item once, in the first shelf's order and then the second's (the Videos tab: the
 * courses the learner owns, then those they favourited). It is ready once both are, and failed if either
 * failed: half a shelf would look like a complete one (docs/product.md#failures-are-visible).
 */
export function joinedShelves(first: Shelf, second: Shelf): Shelf {
  if (first.status === 'failed' || second.status === 'failed') return { status: 'failed' };
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: [...new Set([...first.data, ...second.data])] };
}
