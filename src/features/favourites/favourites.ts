import type { FavouriteRow, Tables } from '../../types/database';
import type { SubjectKind } from '../../types/subject';

/**
 * A favourite as the library keeps it: which ebook or course, and when; the item itself lives in the products
 * or the videos slice.
 */
export interface Favourite {
  id: number;
  /** The favourited ebook's or course's id, as the list's kind says. */
  itemId: number;
  createdAt: string;
}

/** The signed-in reader's favourites of one kind, newest first. */
export interface FavouriteList {
  /** Whose list this is; null for a visitor, whose list is always empty (docs/product.md#messages). */
  userId: string | null;
  /** Each favourite's ebook or course is in its slice (the list's read puts it there). */
  favourites: Favourite[];
}

type CourseFavouriteRow = Tables<'course_favorites'>;

/** Where each kind of favourite is stored, and the column that names what was favourited. */
export const FAVOURITE_TABLES = {
  ebook: { table: 'Favorites', column: 'product_id' },
  course: { table: 'course_favorites', column: 'course_id' },
} as const satisfies Record<SubjectKind, { table: string; column: string }>;

export function toFavourite(row: FavouriteRow | CourseFavouriteRow): Favourite {
  return {
    id: Number(row.id),
    itemId: Number('product_id' in row ? row.product_id : row.course_id),
    createdAt: row.created_at,
  };
}

export function toFavouriteList(userId: string, rows: readonly (FavouriteRow | CourseFavouriteRow)[]): FavouriteList {
  return { userId, favourites: rows.map(toFavourite) };
}

/**
 * A favourite shown before the server has answered. Its id is negative so it
 * can never be mistaken for a stored row; the server's row replaces it.
 */
export function pendingFavourite(itemId: number, now = new Date()): Favourite {
  return { id: -itemId, itemId, createdAt: now.toISOString() };
}

/** The list with the item added at the front (once) or taken out. */
export function withFavourite(list: readonly Favourite[], favourite: Favourite): Favourite[] {
  return [favourite, ...list.filter((item) => item.itemId !== favourite.itemId)];
}

export function withoutFavourite(list: readonly Favourite[], itemId: number): Favourite[] {
  return list.filter((item) => item.itemId !== itemId);
}
