import { paths } from '../../config/paths';
import { ALL_CATEGORIES } from '../products/products';
import type { VideoQuery } from '../videos/videos';
import { categoryNameFromAddress } from '../categories/categories';

/** The address parameter that holds the selected category. */
export const CATEGORY_PARAM = 'category';

/**
 * The category the address asks for: its `category` parameter, or All when
 * there is none. A name no category could have (see categoryNameFromAddress)
 * is kept as written, so the screen says nothing matches it, but never queried.
 */
export function categoryFromAddress(params: URLSearchParams): string {
  const raw = params.get(CATEGORY_PARAM)?.trim();
  return raw ? raw : ALL_CATEGORIES;
}

/** Whether a category from the address can be asked for at all (see categoryNameFromAddress). */
export const isQueryableCategory = (category: string): boolean =>
  category === ALL_CATEGORIES || categoryNameFromAddress(category) !== null;

/** The videos screen's address for a category: All is the bare /videos, so the plain link and "All" are one page. */
export function videosHref(category: string): string {
  return paths.videos.href(category === ALL_CATEGORIES ? undefined : category);
}

/**
 * The query for a category's videos (getVideos, whose pages follow one
 * another). All is spelled out rather than left empty, so All has one cache
 * entry whichever way it was reached.
 */
export const videoListQuery = (category: string): VideoQuery => ({ category });

/** How far to scroll a row so an item in it is fully in view, or null when it already is. */
export function scrollToReveal(
  item: { start: number; width: number },
  view: { scrollLeft: number; width: number },
  margin = 0,
): number | null {
  const itemEnd = item.start + item.width;
  const viewEnd = view.scrollLeft + view.width;
  if (item.start - margin < view.scrollLeft) return Math.max(0, item.start - margin);
  if (itemEnd + margin > viewEnd) return itemEnd + margin - view.width;
  return null;
}

/** Whether a sideways-scrolling row is at its start and at its end (a pixel of rounding either way counts). */
export function rowEdges(row: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  atStart: boolean;
  atEnd: boolean;
} {
  return {
    atStart: row.scrollLeft <= 1,
    atEnd: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1,
  };
}
