import type { FavouriteRow, ProductRow } from '../../types/database';
import { toProduct, type Product } from '../products/products';

/** A favourite as the library keeps it: which product, and when; the product itself lives in the products slice. */
export interface Favourite {
  id: number;
  productId: number;
  createdAt: string;
}

/** A favourites row with its product embedded (`select('*, MentoriaDatabase(*)')`). */
export type FavouriteWithProductRow = FavouriteRow & { MentoriaDatabase: ProductRow | null };

/** The signed-in reader's favourites, newest first. */
export interface FavouriteList {
  /** Whose list this is; null for a visitor, whose list is always empty (spec section 8). */
  userId: string | null;
  favourites: Favourite[];
  /** Read by the products slice's matcher; screens select products by id instead. */
  products: Product[];
}

export function toFavourite(row: FavouriteRow): Favourite {
  return { id: Number(row.id), productId: Number(row.product_id), createdAt: row.created_at };
}

export function toFavouriteList(userId: string, rows: FavouriteWithProductRow[]): FavouriteList {
  return {
    userId,
    favourites: rows.map(toFavourite),
    products: rows.flatMap((row) => (row.MentoriaDatabase ? [toProduct(row.MentoriaDatabase)] : [])),
  };
}

/**
 * A favourite shown before the server has answered. Its id is negative so it
 * can never be mistaken for a stored row; the server's row replaces it.
 */
export function pendingFavourite(productId: number, now = new Date()): Favourite {
  return { id: -productId, productId, createdAt: now.toISOString() };
}

/** The list with the product added at the front (once) or taken out. */
export function withFavourite(list: readonly Favourite[], favourite: Favourite): Favourite[] {
  return [favourite, ...list.filter((item) => item.productId !== favourite.productId)];
}

export function withoutFavourite(list: readonly Favourite[], productId: number): Favourite[] {
  return list.filter((item) => item.productId !== productId);
}
