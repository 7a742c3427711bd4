import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import type { Product } from '../products/products';
import { useGetProductQuery } from '../products/productsApi';
import { selectProductById } from '../products/productsSlice';
import { productViewed } from '../recentlyViewed/recentlyViewedSlice';
import { toastRaised } from '../toasts/toastsSlice';
import { cannotShowEbook } from './detailLoad';

/** The alert when the ebook cannot be shown (spec section 8). */
export const PRODUCT_LOAD_FAILED = 'Failed to load product';

/**
 * The ebook a detail screen shows, read from the store so a card opened from
 * any list renders at once; the query loads it on a cold link and refreshes it
 * otherwise. When it cannot be shown (rules in detailLoad.ts) the reader is
 * told once and taken home (spec section 5).
 * Opening it also puts it first in "Recently viewed".
 */
export function useDetailProduct(productId: number | null): Product | undefined {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const product = useAppSelector((state) => (productId === null ? undefined : selectProductById(state, productId)));
  const { error } = useGetProductQuery(productId ?? skipToken);
  const cannotShow = cannotShowEbook(error, product !== undefined);

  const reportedFailure = useRef<number | null>(null);
  useEffect(() => {
    if (!cannotShow || productId === null || reportedFailure.current === productId) return;
    reportedFailure.current = productId;
    dispatch(toastRaised('danger', PRODUCT_LOAD_FAILED));
    void navigate(paths.home.href(), { replace: true });
  }, [cannotShow, productId, dispatch, navigate]);

  const id = product?.id;
  const name = product?.name;
  const image = product?.image ?? null;
  const category = product?.category;
  useEffect(() => {
    if (id === undefined || name === undefined || category === undefined) return;
    dispatch(productViewed({ id, name, image, category }));
  }, [dispatch, id, name, image, category]);

  return product;
}
