/**
 * The page a reader may be on (docs/product.md#how-the-screens-behave: it starts at 1 and stays
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

/** A move through the book: a page on or back, or straight to its first or last page. */
export type Turn = 'next' | 'previous' | 'first' | 'last';

/** The page a turn leads to, never past either end. */
export function turnedPage(page: number, pageCount: number, turn: Turn): number {
  switch (turn) {
    case 'first':
      return 1;
    case 'last':
      return clampPage(pageCount, pageCount);
    case 'next':
      return clampPage(page + 1, pageCount);
    case 'previous':
      return clampPage(page - 1, pageCount);
  }
}

/**
 * The page a reader typed into "Go to page": a whole number within the book, or null for anything else
 * (empty, a word, a fraction, 0 or past the end), which the field then points out rather than guessing.
 */
export function typedPage(typed: string, pageCount: number): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : null;
}
