import { expect } from '@jest/globals';
import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_ICONS, CategoryIcon, FALLBACK_CATEGORY_ICON, categoryIcon } from './CategoryIcon';

const MIGRATIONS = join(__dirname, '../../../supabase/migrations');

/** Every (name, icon) pair of the categories insert in the migrations: the list the backend actually serves. */
function seededCategories(): { name: string; icon: string }[] {
  const sql = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(join(MIGRATIONS, file), 'utf8'))
    .find((text) => /insert into public\.categories/i.test(text));
  if (!sql) throw new Error('no migration inserts the categories');
  const insert = sql.slice(sql.search(/insert into public\.categories/i), sql.indexOf(';', sql.search(/insert into/i)));
  // ('Business & Entrepreneurship', 'briefcase', 2): quotes inside names are doubled in SQL.
  return [...insert.matchAll(/\(\s*'((?:[^']|'')*)'\s*,\s*'([^']*)'\s*,\s*\d+\s*\)/g)].map((match) => ({
    name: (match[1] ?? '').replaceAll("''", "'"),
    icon: match[2] ?? '',
  }));
}

test('the migrations seed the 66 categories, All first', () => {
  const categories = seededCategories();
  expect(categories).toHaveLength(66);
  expect(categories[0]).toEqual({ name: 'All', icon: 'layout-grid' });
});

test.each(seededCategories())('$name shows its own icon ($icon), not the fallback', ({ icon }) => {
  expect(Object.hasOwn(CATEGORY_ICONS, icon)).toBe(true);
  expect(categoryIcon(icon)).not.toBe(FALLBACK_CATEGORY_ICON);
  // A real lucide component renders an <svg>; an undefined import would throw here.
  const { container } = render(<CategoryIcon name={icon} />);
  expect(container.querySelector('svg')).not.toBeNull();
});

test('categories with different icon names keep different icons (no stand-in doubles up another)', () => {
  const seeded = seededCategories();
  const components = seeded.map(({ icon }) => categoryIcon(icon));
  expect(new Set(components).size).toBe(new Set(seeded.map(({ icon }) => icon)).size);
});

test('an icon name the app does not know shows the fallback icon', () => {
  expect(categoryIcon('no-such-icon')).toBe(FALLBACK_CATEGORY_ICON);
  expect(categoryIcon('constructor')).toBe(FALLBACK_CATEGORY_ICON);
  expect(categoryIcon('')).toBe(FALLBACK_CATEGORY_ICON);
  const { container } = render(<CategoryIcon name="no-such-icon" />);
  expect(container.querySelector('svg')).not.toBeNull();
});

test('the icon is decorative: the category name beside it is what is read', () => {
  const { container } = render(<CategoryIcon name="rocket" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
