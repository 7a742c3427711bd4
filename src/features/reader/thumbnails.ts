import { READER_THUMBNAILS_PER_SLIDE } from '../../config/constants';
import { carouselLayoutAt } from '../../shared/hooks/useCarouselLayout';
import type { CarouselBreakpoint } from '../../shared/ui/Carousel';

/**
 * The thumbnail carousel's widths (docs/product.md#numbers): six thumbnails at once,
 * four under 768 px, two and a half under 480 px without arrows (a phone
 * swipes). react-slick's breakpoints are inclusive max-widths, hence 767 and 479.
 */
export const THUMBNAIL_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: 767, slidesToShow: READER_THUMBNAILS_PER_SLIDE.below768 },
  { maxWidth: 479, slidesToShow: READER_THUMBNAILS_PER_SLIDE.below480, arrows: false },
];

/** How many thumbnails show at once at a window width, as the carousel lays them out. */
export function thumbnailsPerSlide(windowWidth: number): number {
  return carouselLayoutAt(windowWidth, READER_THUMBNAILS_PER_SLIDE.wide, THUMBNAIL_BREAKPOINTS).slidesToShow;
}

/**
 * How many thumbnails one carousel slide holds: the whole ones that show at
 * once (six, four, or two of the two and a half). The carousel moves a slide
 * at a time, and a 600-page book is 100 slides to it rather than 600 (the
 * carousel re-renders every slide whenever it moves).
 */
export const thumbnailGroupSize = (perView: number): number => Math.max(1, Math.floor(perView));

/** The slide that holds `page`'s thumbnail (0-based, as the carousel counts slides). */
export const slideOfPage = (page: number, groupSize: number): number => Math.floor((page - 1) / groupSize);

/**
 * The carousel's breakpoints counted in slides: one slide of six or of four
 * fills the view, and 1.25 slides of two show two and a half thumbnails.
 */
export const THUMBNAIL_SLIDE_BREAKPOINTS: readonly CarouselBreakpoint[] = THUMBNAIL_BREAKPOINTS.map((breakpoint) => ({
  ...breakpoint,
  slidesToShow: breakpoint.slidesToShow / thumbnailGroupSize(breakpoint.slidesToShow),
}));

/** Slides in view on a wide screen: one slide of six. */
export const THUMBNAIL_SLIDES_WIDE =
  READER_THUMBNAILS_PER_SLIDE.wide / thumbnailGroupSize(READER_THUMBNAILS_PER_SLIDE.wide);

/**
 * The pages whose thumbnails are drawn when the carousel shows thumbnails
 * from `firstVisible` (0-based): the visible slide and one slide either side,
 * so a swipe of the carousel finds them ready. Every other thumbnail is an
 * empty frame, which keeps a 600-page book as cheap as a 10-page one.
 */
export function thumbnailPagesToRender(firstVisible: number, perSlide: number, pageCount: number): number[] {
  const shown = Math.ceil(perSlide);
  const from = Math.max(1, firstVisible + 1 - shown);
  const to = Math.min(pageCount, firstVisible + 2 * shown);
  const pages: number[] = [];
  // The visible ones first, then the neighbours: the order they are drawn in.
  for (let page = firstVisible + 1; page <= Math.min(to, firstVisible + shown); page++) pages.push(page);
  for (let page = firstVisible + shown + 1; page <= to; page++) pages.push(page);
  for (let page = firstVisible; page >= from; page--) pages.push(page);
  return pages;
}
