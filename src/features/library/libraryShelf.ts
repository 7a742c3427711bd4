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
