import {
  CAROUSEL_SLIDES,
  CATEGORY_CHIPS_VISIBLE,
  HERO_PRODUCT_COUNT,
  MOBILE_BREAKPOINT_PX,
} from '../../config/constants';
import { paths } from '../../config/paths';
import type { Loadable } from '../../lib/loadable';
import type { CarouselBreakpoint } from '../../shared/ui/Carousel';
import type { Category } from '../categories/categories';
import { ALL_CATEGORIES } from '../products/products';

/**
 * The home screen's rules: which slides the hero shows, where a chip leads,
 * and how many cards each carousel shows at which width.
 */

/** Where the "narrow" product carousel count starts (the observed product gives the counts, not the widths). */
const NARROW_MAX_WIDTH_PX = 1200;
/** Where the "small" count starts: a phone held upright. */
const SMALL_MAX_WIDTH_PX = 576;

/**
 * "Recently Added Books", the category rows and recently viewed: 5 cards, 4 on
 * narrow screens, 2.3 on small ones (the visible part of a third card says
 * "swipe"). No arrows at the mobile width or below: touch screens swipe.
 */
export const PRODUCT_CAROUSEL = {
  slidesToShow: CAROUSEL_SLIDES.wide,
  breakpoints: [
    { maxWidth: NARROW_MAX_WIDTH_PX, slidesToShow: CAROUSEL_SLIDES.narrow },
    { maxWidth: MOBILE_BREAKPOINT_PX, slidesToShow: CAROUSEL_SLIDES.narrow, arrows: false },
    { maxWidth: SMALL_MAX_WIDTH_PX, slidesToShow: CAROUSEL_SLIDES.small, arrows: false },
  ],
} as const satisfies { slidesToShow: number; breakpoints: readonly CarouselBreakpoint[] };

/**
 * The category chips' carousel showing `slidesToShow` chips (chipsPerView's
 * count for the room it has): arrows on wide screens, swipe from 768 down.
 */
export function categoryChipCarousel(slidesToShow: number): {
  slidesToShow: number;
  breakpoints: readonly CarouselBreakpoint[];
} {
  return { slidesToShow, breakpoints: [{ maxWidth: MOBILE_BREAKPOINT_PX, slidesToShow, arrows: false }] };
}

/**
 * How many category chips to show in a row `roomPx` wide, none narrower than
 * `minChipPx`, so every name shows whole: at most CATEGORY_CHIPS_VISIBLE and
 * at least one. Beside arrows, whole chips; on a touch screen the part of the
 * next chip that fits stays in view, to say the row swipes.
 */
export function chipsPerView(roomPx: number, minChipPx: number, arrows: boolean): number {
  const fit = roomPx / minChipPx;
  const shown = arrows ? Math.floor(fit) : Math.floor(fit * 10) / 10;
  return Math.min(CATEGORY_CHIPS_VISIBLE, Math.max(1, shown));
}

/** The hero shows one slide at a time; arrows on wide screens, swipe on small ones. */
export const HERO_CAROUSEL = {
  slidesToShow: 1,
  breakpoints: [{ maxWidth: MOBILE_BREAKPOINT_PX, slidesToShow: 1, arrows: false }],
} as const satisfies { slidesToShow: number; breakpoints: readonly CarouselBreakpoint[] };

/** A hero slide: the welcome, a product (by id), or a product's placeholder while the newest ebooks load. */
export type HeroSlide =
  | { kind: 'welcome' }
  | { kind: 'product'; productId: number; /** The page's largest image: loaded at once, first. */ priority: boolean }
  | { kind: 'placeholder'; key: number };

/**
 * The hero's slides: the welcome first, then the HERO_PRODUCT_COUNT newest
 * ebooks. While they load, placeholders of the same size hold their places;
 * if they could not be loaded, the welcome slide stands alone (the
 * "Recently Added Books" section below shows the failure and its Retry).
 */
export function heroSlides(newest: Loadable<readonly number[]>): HeroSlide[] {
  const welcome: HeroSlide = { kind: 'welcome' };
  switch (newest.status) {
    case 'loading':
      return [
        welcome,
        ...Array.from({ length: HERO_PRODUCT_COUNT }, (_, key): HeroSlide => ({ kind: 'placeholder', key })),
      ];
    case 'failed':
      return [welcome];
    case 'ready':
      return [
        welcome,
        ...newest.data
          .slice(0, HERO_PRODUCT_COUNT)
          .map((productId, i): HeroSlide => ({ kind: 'product', productId, priority: i === 0 })),
      ];
  }
}

/**
 * Where a category chip leads: the ebooks list filtered to it. "All" is kept
 * as the first chip and leads to the unfiltered list, the way the ebooks
 * screen's own "All" does.
 */
export function categoryChipHref(name: string): string {
  return name === ALL_CATEGORIES ? paths.ebooks.href() : paths.ebooks.href(name);
}

/** The chips, in the category list's order (which puts "All" first), each with its address. */
export function categoryChips(categories: readonly Category[]): { name: string; href: string }[] {
  return [...categories]
    .sort((a, b) => a.position - b.position)
    .map(({ name }) => ({ name, href: categoryChipHref(name) }));
}
