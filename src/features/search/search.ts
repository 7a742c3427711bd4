import type { Product } from '../products/products';

/**
 * The search screen's rules, as plain functions: what query an address holds,
 * what a result row says, and where the arrow keys move.
 */

/** The address parameter holding the query (`/search?q=…`, built by paths.search.href). */
export const QUERY_PARAM = 'q';

/** The longest query worth sending: no ebook name is longer (the catalogue's own limit). */
export const QUERY_MAX_LENGTH = 300;

/** What a result row says when its ebook has no short description (docs/product.md#screens). */
export const NO_DESCRIPTION = 'No description provided.';

/** The query an address asks for: `q` without outer spaces (and never longer than a name can be), '' when there is none. */
export function queryFromParams(params: URLSearchParams): string {
  return (params.get(QUERY_PARAM) ?? '').slice(0, QUERY_MAX_LENGTH).trim();
}

/** The text under a result's name: its short description, or the observed product's fallback when it has none. */
export function resultDescription(product: Pick<Product, 'shortDescription'>): string {
  const description = product.shortDescription?.trim();
  return description ? description : NO_DESCRIPTION;
}

/** Where focus goes from a result row: another row (by index), back to the search box, or nowhere (key not ours). */
export type RowMove = number | 'box' | null;

/**
 * The arrow keys on the results: Down and Up step through the rows (stopping
 * at the last one), Up from the first row and Escape return to the search box,
 * Home and End jump to the first and last row.
 */
export function moveFromRow(index: number, key: string, rowCount: number): RowMove {
  if (rowCount === 0) return 'box';
  const last = rowCount - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return index <= 0 ? 'box' : Math.min(index - 1, last);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return 'box';
    default:
      return null;
  }
}
