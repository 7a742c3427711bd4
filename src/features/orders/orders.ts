import type { OrderRow, ProductRow } from '../../types/database';
import { toProduct, type Product } from '../products/products';

/** An ebook the signed-in reader owns: which product, what was paid, and when. */
export interface Order {
  id: number;
  productId: number;
  amount: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** An orders row with its product embedded (`select('*, MentoriaDatabase(*)')`). */
export type OrderWithProductRow = OrderRow & { MentoriaDatabase: ProductRow | null };

/** The signed-in reader's orders, newest first. */
export interface OrderList {
  /** Whose orders these are; null for a visitor, who owns nothing. */
  userId: string | null;
  orders: Order[];
  /** Read by the products slice's matcher; screens select products by id instead. */
  products: Product[];
}

export function toOrder(row: OrderRow): Order {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    amount: Number(row.amount),
    createdAt: row.created_at,
  };
}

export function toOrderList(userId: string, rows: OrderWithProductRow[]): OrderList {
  return {
    userId,
    orders: rows.map(toOrder),
    products: rows.flatMap((row) => (row.MentoriaDatabase ? [toProduct(row.MentoriaDatabase)] : [])),
  };
}

/** Whether the orders include the product. */
export const ownsProduct = (orders: readonly Order[], productId: number): boolean =>
  orders.some((order) => order.productId === productId);
