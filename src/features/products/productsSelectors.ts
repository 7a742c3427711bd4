import { createAppSelector } from '../../app/hooks';
import type { Product } from './products';
import { selectProductById, selectProductEntities } from './productsSlice';

/** What the product costs (docs/product.md#prices-come-from-the-data), or null while it is not in the store. */
export const selectEffectivePrice = createAppSelector(
  [(state, productId: number) => selectProductById(state, productId)],
  (product) => product?.price ?? null,
);

/**
 * The products of a list of ids (a carousel, a page, the library), in the
 * list's order, skipping any not in the store. Memoised per ids array, so pass
 * the array a query result holds.
 */
export const selectProductsByIds = createAppSelector(
  [selectProductEntities, (_state, ids: readonly number[]) => ids],
  (entities, ids) => ids.flatMap((id): Product[] => (entities[id] ? [entities[id]] : [])),
);
