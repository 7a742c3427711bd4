import { paths } from '../../config/paths';
import { libraryTabFromAddress } from './libraryTabs';

const tabOf = (search: string) => libraryTabFromAddress(new URLSearchParams(search));

test('the library opens on Purchased unless the address names Favorites or Videos', () => {
  expect(tabOf('')).toBe('purchased');
  expect(tabOf('?tab=purchased')).toBe('purchased');
  expect(tabOf('?tab=favorites')).toBe('favorites');
  expect(tabOf('?tab=videos')).toBe('videos');
});

test('an unknown, empty or differently written tab opens Purchased', () => {
  for (const search of ['?tab=', '?tab=wishlist', '?tab=Favorites', '?tab=favourites', '?tab=favorites%20'])
    expect(tabOf(search)).toBe('purchased');
});

test("a tab's address names it, and the plain library address stays as it was", () => {
  expect(paths.library.href()).toBe('/mylibrary');
  expect(paths.library.href('favorites')).toBe('/mylibrary?tab=favorites');
  expect(tabOf(new URL(paths.library.href('favorites'), 'http://app.test').search)).toBe('favorites');
});
