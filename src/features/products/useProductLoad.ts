import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { productLoadOf, type ProductLoad } from './productLoad';
import { useGetProductQuery } from './productsApi';
import { selectProductById } from './productsSlice';

/**
 * The product a one-product screen shows, by the id in its address (null: the address names no product). It
 * renders at once when a card or another screen already put it in the store, and is fetched by id either way,
 * so a reloaded or shared address works and an id that names nothing is told apart from a failed load.
 */
export function useProductLoad(productId: number | null): ProductLoad {
  const query = useGetProductQuery(productId ?? skipToken);
  const product = useAppSelector((state) => (productId === null ? undefined : selectProductById(state, productId)));
  if (productId === null) return { status: 'unknown' };
  return productLoadOf(product, { error: query.error, isFetching: query.isFetching, refetch: query.refetch });
}
