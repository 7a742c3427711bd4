import { createAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { ownsProduct, type Order } from './orders';
import { ordersApi } from './ordersApi';

const NO_ORDERS: Order[] = [];

const selectOrdersResult = ordersApi.endpoints.getOrders.select();

/**
 * The signed-in reader's orders as last fetched by `getOrders` (screens that
 * need them subscribe to that query); empty for a visitor or a list that
 * belongs to a previous user.
 */
export const selectOrders = createAppSelector([selectOrdersResult, selectUser], (result, user) =>
  user !== null && result.data?.userId === user.id ? result.data.orders : NO_ORDERS,
);

/** Whether the signed-in reader owns the product ("Read Book" instead of buy or get). */
export const selectIsOwned = createAppSelector(
  [selectOrders, (_state, productId: number) => productId],
  (orders, productId) => ownsProduct(orders, productId),
);
