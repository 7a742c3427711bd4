/**
 * Which products the cached query results still refer to, so the products
 * slice can let the others go. Results name products in a few shapes: a list's
 * `ids`, an infinite list's `pages`, home's `rows`, a favourite's or an
 * order's `productId`, and getProduct's bare id. Counting an id that is not a
 * product (a video's, a review's) only keeps a product a little longer; that is
 * the safe side.
 */
export function productIdsIn(data: unknown, into: Set<number> = new Set()): Set<number> {
  if (typeof data === 'number') {
    into.add(data);
    return into;
  }
  if (typeof data !== 'object' || data === null) return into;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.ids)) for (const id of record.ids) if (typeof id === 'number') into.add(id);
  if (typeof record.productId === 'number') into.add(record.productId);
  for (const nested of ['pages', 'rows', 'favourites', 'orders'] as const) {
    const value = record[nested];
    if (Array.isArray(value)) for (const item of value) productIdsIn(item, into);
  }
  return into;
}

/** The ids held by every cached query result of the API slice's state. */
export function heldProductIds(queries: Record<string, { data?: unknown } | undefined>): Set<number> {
  const held = new Set<number>();
  for (const entry of Object.values(queries)) if (entry) productIdsIn(entry.data, held);
  return held;
}

/** Above this many products the slice drops those no cached query refers to (a long scroll, many searches). */
export const PRODUCT_CACHE_SOFT_LIMIT = 600;
/** A product younger than this is kept: its query may not have landed in the cache yet. */
export const PRODUCT_EVICTION_GRACE_MS = 30_000;

/** The products to let go: not referred to by any cached result, and not just arrived. */
export function evictableProductIds(
  ids: readonly number[],
  receivedAt: Readonly<Record<number, number>>,
  held: ReadonlySet<number>,
  now: number,
): number[] {
  return ids.filter((id) => !held.has(id) && now - (receivedAt[id] ?? 0) > PRODUCT_EVICTION_GRACE_MS);
}
