import type { LibraryTab } from '../../config/paths';

/**
 * The library's tabs, in order (docs/product.md#screens): the reader's books, the ones they keep an eye on,
 * then the video courses they got or bought (docs/product.md#video-courses-are-watched-in-mentoria).
 */
export const LIBRARY_TABS: readonly { id: LibraryTab; label: string }[] = [
  { id: 'purchased', label: 'Purchased' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'videos', label: 'Videos' },
];

const DEFAULT_TAB: LibraryTab = 'purchased';

/**
 * The tab an address asks for (`?tab=`): a tab's exact id, else Purchased, so
 * an old, mistyped or hand-edited link still opens the library.
 */
export function libraryTabFromAddress(params: URLSearchParams): LibraryTab {
  const asked = params.get('tab');
  return LIBRARY_TABS.find((tab) => tab.id === asked)?.id ?? DEFAULT_TAB;
}
