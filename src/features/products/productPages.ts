/**
 * The ebooks list's pages (getProducts) and a search's (searchProducts): the
 * app's one keyset paging (lib/keysetPages.ts) over the catalogue, ordered by
 * the catalogue's indexes, its rows received into the products slice.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { keysetPageFrom, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import type { ProductRow } from '../../types/database';
import { productColumn } from './products';
import { receiveProducts } from './receiveProducts';

/** A page of ebooks from its fetched rows (a page and one row more): its ids into the store, its cursors and ends. */
export function productPageFrom(
  dispatch: Dispatch<UnknownAction>,
  fetched: readonly ProductRow[],
  pageSize: number,
  pageParam: KeysetPageParam,
): KeysetPage {
  return keysetPageFrom(fetched, pageSize, pageParam, productColumn, (rows) => receiveProducts(dispatch, rows));
}
