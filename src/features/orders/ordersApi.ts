import { api, type MutationStarted } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { sessionUserId } from '../../lib/sessionUserId';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';
import { ownsProduct, toOrder, toOrderList, type Order, type OrderList } from './orders';

/**
 * What a new order changes: the orders list, and the product's signed link
 * (a reader refused before the purchase may now open it).
 */
const changedByOrder = (productId: number) => [
  { type: 'Order' as const, id: 'LIST' as const },
  { type: 'SignedUrl' as const, id: productId },
];

/** Puts a just-recorded order into the cached list at once, so "Read Book" shows without waiting for the refetch. */
const addToCachedOrders: MutationStarted<Order, number> = async (productId, { dispatch, queryFulfilled }) => {
  try {
    const { data: order } = await queryFulfilled;
    dispatch(
      ordersApi.util.updateQueryData('getOrders', undefined, (draft) => {
        if (!ownsProduct(draft.orders, productId)) draft.orders.unshift(order);
      }),
    );
  } catch {
    // Nothing was recorded; the error is in the mutation's state.
  }
};

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in reader's orders with their products, newest first; a visitor owns nothing. */
    getOrders: build.query<OrderList, void>({
      queryFn: async (_arg, { dispatch }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, orders: [] } };
        const rows = await fetchOwnRowsWithProducts('orders', userId, dispatch);
        return rows.error ? rows : { data: toOrderList(userId, rows.data) };
      },
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.productId })),
      ],
    }),

    /**
     * Records a free ebook as the reader's (amount 0). The database refuses it
     * for anything with a price: those go through `checkout`.
     */
    claimFreeEbook: build.mutation<Order, number>({
      queryFn: (productId) =>
        fromSupabase(
          () => supabase().from('orders').insert({ product_id: productId, amount: 0 }).select('*').single(),
          toOrder,
        ),
      invalidatesTags: (_result, error, productId) => (error ? [] : changedByOrder(productId)),
      onQueryStarted: addToCachedOrders,
    }),

    /**
     * The demo checkout (docs/product.md#checkout-is-a-demo-that-completes): the server records the order at the
     * product's price; buying something already owned returns the existing order.
     */
    checkout: build.mutation<Order, number>({
      queryFn: (productId) =>
        fromSupabase(() => supabase().rpc('checkout_demo', { product_id: productId }).single(), toOrder),
      invalidatesTags: (_result, error, productId) => (error ? [] : changedByOrder(productId)),
      onQueryStarted: addToCachedOrders,
    }),
  }),
});

export const { useGetOrdersQuery, useClaimFreeEbookMutation, useCheckoutMutation } = ordersApi;
