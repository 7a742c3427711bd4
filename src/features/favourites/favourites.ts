import type { FavouriteRow } from '../../types/database';

/** A favourite as the library keeps it: which product, and when; the product itself lives in the products slice. */
export interface Favourite {
  id: number;
  productId: number;
  createdAt: string;
}

/** The signed-in reader's favourites, newest first. */
export interface FavouriteList {
  /** Whose list this is; null for a visitor, whose list is always empty (docs/product.md#messages). */
  userId: string | null;
  /** Each favourite's product is in the products slice (fetchOwnRowsWithProducts puts it there). */
  favourites: Favourite[];
}

export function toFavourite(row: FavouriteRow): Favourite {
  return { id: Number(row.id), productId: Number(row.product_id), createdAt: row.created_at };
}

export function toFavouriteList(userId: string, rows: readonly FavouriteRow[]): FavouriteList {
  return { userId, favourites: rows.map(toFavourite) };
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
