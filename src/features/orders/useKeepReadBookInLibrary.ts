import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/authSlice';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import type { Product } from '../products/products';
import { useClaimFreeEbookMutation, useGetOrdersQuery } from './ordersApi';
import { selectOwnership } from './ordersSelectors';

/**
 * A free ebook the reader has started to read is theirs: once a page of it has been shown, it is got, as Get
 * Ebook would (quietly, without an alert), so what is being read is also in the Library under Purchased, and
 * the detail page says Read Book. Looked at only after that first page, so the orders never delay it.
 */
export function useKeepReadBookInLibrary(product: Product | undefined, pageShown: boolean): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const online = useOnlineStatus();
  const looking = pageShown && signedIn && product !== undefined && product.price <= 0;
  useGetOrdersQuery(looking ? undefined : skipToken);
  const ownership = useAppSelector((state) => (product ? selectOwnership(state, product.id) : 'unknown'));
  const [claimFreeEbook] = useClaimFreeEbookMutation();
  const claimed = useRef(false);
  useEffect(() => {
    if (!looking || !online || ownership !== 'notOwned' || claimed.current || !product) return;
    claimed.current = true;
    void claimFreeEbook(product.id);
  }, [looking, online, ownership, product, claimFreeEbook]);
}
