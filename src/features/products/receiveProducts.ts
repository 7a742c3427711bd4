import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ProductRow } from '../../types/database';
import { toProduct } from './products';
import { productsReceived } from './productsSlice';

/**
 * The boundary every products row crosses once (Mastodon's importer, done with
 * RTK): rows become products in the products slice, and the query result keeps
 * only their ids, in the server's order. Endpoints call it from their queryFn
 * with the dispatch RTK Query hands them.
 */
export function receiveProducts(dispatch: Dispatch<UnknownAction>, rows: readonly ProductRow[]): number[] {
  const products = rows.map(toProduct);
  if (products.length > 0) dispatch(productsReceived(products));
  return products.map((product) => product.id);
}
