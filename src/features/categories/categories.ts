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
