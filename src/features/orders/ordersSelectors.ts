import { createAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser, type AuthState } from '../auth/authSlice';
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

/** Whether the reader owns a product, or 'unknown' while that cannot be said yet. */
export type Ownership = 'owned' | 'notOwned' | 'unknown';

/**
 * Ownership for a screen that must not guess (the detail screen's Read Book /
 * Get Ebook button): 'unknown' until the session is known and, for a
 * signed-in reader, until their orders have arrived. A visitor owns nothing;
 * orders that failed to load count as nothing owned (the server still refuses
 * a second order, so a wrong guess costs one alert, never a double purchase).
 */
export const selectOwnership = createAppSelector(
  [selectOrdersResult, selectAuthStatus, selectUser, (_state, productId: number) => productId],
  (result, authStatus, user, productId): Ownership =>
    ownershipFrom(result, authStatus, user, (list) => ownsProduct(list.orders, productId)),
);

/**
 * The rule of selectOwnership for any list of the signed-in user's own orders (ebooks', courses'): unknown until
 * the session is known and, for a signed-in user, until their own list has arrived; a visitor owns nothing; a
 * list that failed to load counts as nothing owned.
 */
export function ownershipFrom<List extends { userId: string | null }>(
  result: { data?: List; isError: boolean },
  authStatus: AuthState['status'],
  user: { id: string } | null,
  owns: (list: List) => boolean,
): Ownership {
  if (authStatus === 'unknown') return 'unknown';
  if (user === null) return 'notOwned';
  if (result.data?.userId === user.id) return owns(result.data) ? 'owned' : 'notOwned';
  return result.isError ? 'notOwned' : 'unknown';
}
