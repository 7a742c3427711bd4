import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { loadableFrom, type LoadStatus } from '../../lib/loadable';
import { useGetCourseOrdersQuery } from '../courses/coursesApi';
import { selectCourseOwnership } from '../courses/courseOrdersSelectors';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectIsOwned } from '../orders/ordersSelectors';
import type { CheckoutItem } from './checkoutItem';

export interface CheckoutOwnership {
  /** Whether the signed-in buyer's orders (of ebooks, or of courses) have arrived, are coming, or failed. */
  orders: LoadStatus;
  owned: boolean;
  retry: () => void;
  retrying: boolean;
}

/** Whether the signed-in buyer already owns the item, from their orders of its kind (the checkout sells nothing twice). */
export function useCheckoutOwnership(item: Pick<CheckoutItem, 'kind' | 'id'>): CheckoutOwnership {
  const ebookOrders = useGetOrdersQuery(item.kind === 'ebook' ? undefined : skipToken);
  const courseOrders = useGetCourseOrdersQuery(item.kind === 'course' ? undefined : skipToken);
  const owned = useAppSelector((state) =>
    item.kind === 'course' ? selectCourseOwnership(state, item.id) === 'owned' : selectIsOwned(state, item.id),
  );
  const orders: { data?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown } =
    item.kind === 'course' ? courseOrders : ebookOrders;
  return {
    orders: loadableFrom(orders, (list) => list).status,
    owned,
    retry: () => void orders.refetch(),
    retrying: orders.isFetching,
  };
}
