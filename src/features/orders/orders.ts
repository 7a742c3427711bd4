import type { OrderRow } from '../../types/database';

/** An ebook the signed-in reader owns: which product, what was paid, and when. */
export interface Order {
  id: number;
  productId: number;
  amount: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** The signed-in reader's orders, newest first. */
export interface OrderList {
  /** Whose orders these are; null for a visitor, who owns nothing. */
  userId: string | null;
  /** Each order's product is in the products slice (fetchOwnRowsWithProducts puts it there). */
  orders: Order[];
}

export function toOrder(row: OrderRow): Order {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    amount: Number(row.amount),
    createdAt: row.created_at,
  };
}

export function toOrderList(userId: string, rows: readonly OrderRow[]): OrderList {
  return { userId, orders: rows.map(toOrder) };
}

/** Whether the orders include the product. */
export const ownsProduct = (orders: readonly Order[], productId: number): boolean =>
  orders.some((order) => order.productId === productId);
