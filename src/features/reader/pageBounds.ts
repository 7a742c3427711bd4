/**
 * The page a reader may be on (spec section 4: it starts at 1 and stays
 * between 1 and the page count). Anything else asked for (0, past the end, a
 * fraction, NaN from a bad stored value) lands on the nearest real page.
 */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

/** Whether Previous can be pressed: not on the first page. */
export const hasPreviousPage = (page: number): boolean => page > 1;

/** Whether Next can be pressed: not on the last page. */
export const hasNextPage = (page: number, pageCount: number): boolean => page < pageCount;

/** The page a turn leads to, never past either end. */
export function turnedPage(page: number, pageCount: number, direction: 'next' | 'previous'): number {
  return clampPage(page + (direction === 'next' ? 1 : -1), pageCount);
}
