/**
 * The paging rules of the ebooks list (getProducts, an infinite query), which
 * the search results follow too (searchProducts). The list is ordered newest
 * first, the id breaking ties (the catalogue's indexes),
 * and pages follow each other by keyset: the next page is the ebooks after the
 * last one shown, the previous page the ebooks before the first one shown. So
 * asking for page 4,000 of a 100,000-ebook catalogue costs what asking for
 * page 1 does (an OFFSET would read and skip every earlier row), and a page
 * that was let go (maxPages) comes back exactly when the user scrolls up.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ProductRow } from '../../types/database';
import type { ProductCursor, ProductPage, ProductPageParam } from './products';
import { receiveProducts } from './receiveProducts';

/** The newest page: where the list starts. */
export const FIRST_PRODUCT_PAGE: ProductPageParam = { index: 0 };

/** The cursor of a row: where a page that begins or ends with it is cut. */
export function cursorOf(row: Pick<ProductRow, 'ID' | 'created_at'>): ProductCursor {
  return { createdAt: row.created_at, id: Number(row.ID) };
}

/**
 * A page's rows in list order, and whether more ebooks lie beyond it. A page
 * is fetched with one row more than it holds, in the direction of travel: the
 * extra row says that more follow (scrolling down) or come before (scrolling
 * up, where rows arrive oldest first and are turned round).
 */
export function splitFetchedPage<Row>(
  fetched: readonly Row[],
  pageSize: number,
  param: ProductPageParam,
): { rows: Row[]; hasMore: boolean; hasEarlier: boolean } {
  const beyond = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (param.before) return { rows: rows.reverse(), hasMore: true, hasEarlier: beyond };
  return { rows, hasMore: beyond, hasEarlier: param.after != null };
}

/** The page after the last one held, or undefined at the end of the list. */
export function nextProductPageParam(lastPage: ProductPage, lastParam: ProductPageParam): ProductPageParam | undefined {
  if (!lastPage.hasMore || !lastPage.last) return undefined;
  return { index: lastParam.index + 1, after: lastPage.last };
}

/** The page before the first one held (one let go by maxPages), or undefined at the start of the list. */
export function previousProductPageParam(
  firstPage: ProductPage,
  firstParam: ProductPageParam,
): ProductPageParam | undefined {
  if (!firstPage.hasEarlier || !firstPage.first) return undefined;
  // Ebooks added at the top since the list was opened could make the index
  // run below 0; it only places the page, so it stops at 0.
  return { index: Math.max(0, firstParam.index - 1), before: firstPage.first };
}

/**
 * An infinite query's paging by these rules: the newest page first, each next
 * one after the last ebook shown, each earlier one before the first shown.
 */
export const keysetPaging = {
  initialPageParam: FIRST_PRODUCT_PAGE,
  getNextPageParam: (lastPage: ProductPage, _pages: unknown, lastParam: ProductPageParam) =>
    nextProductPageParam(lastPage, lastParam),
  getPreviousPageParam: (firstPage: ProductPage, _pages: unknown, firstParam: ProductPageParam) =>
    previousProductPageParam(firstPage, firstParam),
};

/** A page of ebooks from its fetched rows (a page and one row more): its ids into the store, its cursors and ends. */
export function productPageFrom(
  dispatch: Dispatch<UnknownAction>,
  fetched: readonly ProductRow[],
  pageSize: number,
  pageParam: ProductPageParam,
): ProductPage {
  const { rows, hasMore, hasEarlier } = splitFetchedPage(fetched, pageSize, pageParam);
  const ids = receiveProducts(dispatch, rows);
  const [first, last] = [rows[0], rows.at(-1)];
  return { ids, hasMore, hasEarlier, first: first ? cursorOf(first) : null, last: last ? cursorOf(last) : null };
}
