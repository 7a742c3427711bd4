import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ProductLoad } from '../products/productLoad';
import { useProductLoad } from '../products/useProductLoad';
import { productViewed } from '../recentlyViewed/recentlyViewedSlice';

/**
 * The ebook a detail screen shows (see useProductLoad: at once from the store when a card put it there, else
 * fetched by id; an id that names nothing is told apart from a failed load). Opening it also puts it first in
 * "Recently viewed".
 */
export function useDetailProduct(productId: number | null): ProductLoad {
  const dispatch = useAppDispatch();
  const load = useProductLoad(productId);
  const product = load.status === 'ready' ? load.data : undefined;

  const id = product?.id;
  const name = product?.name;
  const image = product?.image ?? null;
  const category = product?.category;
  useEffect(() => {
    if (id === undefined || name === undefined || category === undefined) return;
    dispatch(productViewed({ id, name, image, category }));
  }, [dispatch, id, name, image, category]);

  return load;
}
