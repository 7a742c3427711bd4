import { useAppSelector } from '../../app/hooks';
import type { Product } from '../products/products';
import { useGetProductQuery } from '../products/productsApi';
import { selectProductById } from '../products/productsSlice';
import { isUnknownProduct } from './checkout';

export type CheckoutProduct =
  | { status: 'ready'; product: Product }
  | { status: 'loading' }
  /** No product has this id: the page says "No product selected". */
  | { status: 'unknown' }
  /** The product could not be loaded (offline, server error): the page offers Retry. */
  | { status: 'failed'; retry: () => void; retrying: boolean };

/**
 * The product being bought. It renders at once when a card or the detail
 * screen already put it in the store, and is fetched by id either way, so a
 * reloaded or shared /checkout?id= address works (decision 5).
 */
export function useCheckoutProduct(productId: number): CheckoutProduct {
  const query = useGetProductQuery(productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  if (product) return { status: 'ready', product };
  if (query.isError) {
    if (isUnknownProduct(query.error)) return { status: 'unknown' };
    return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { status: 'loading' };
}
