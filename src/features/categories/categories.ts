import type { CategoryRow } from '../../types/database';

/** A catalogue category: its name, the lucide icon it shows with (kebab-case), and its place in chip rows. */
export interface Category {
  name: string;
  icon: string;
  position: number;
}

export function toCategory(row: CategoryRow): Category {
  return { name: row.name, icon: row.icon, position: row.position };
}

/** The longest category name an address may carry; the catalogue's own are far shorter. */
export const CATEGORY_NAME_MAX_LENGTH = 80;

// Control characters (the database refuses a NUL in text) and the double quote
// (postgrest-js writes an `in` list without escaping it) never occur in a real
// category name, and would turn a hand-typed address into a request that fails.
const UNUSABLE_IN_A_NAME = /[\p{Cc}"]/u;

/**
 * A category name read from an address (/ebooks?category=, /videos?category=):
 * trimmed, or null when it is blank, too long, or holds characters no category
 * has. An address is typed by anyone; what it names is never an error.
 */
export function categoryNameFromAddress(raw: string | null | undefined): string | null {
  const name = raw?.trim() ?? '';
  if (name === '' || name.length > CATEGORY_NAME_MAX_LENGTH || UNUSABLE_IN_A_NAME.test(name)) return null;
  return name;
}
