import { useState, type RefObject } from 'react';
import { CATEGORY_CHIP_MIN_WIDTH_REM, CATEGORY_CHIPS_VISIBLE } from '../../config/constants';
import { useCarouselLayout } from '../../shared/hooks/useCarouselLayout';
import { useOnElementResize } from '../../shared/hooks/useOnElementResize';
import { categoryChipCarousel, chipsPerView } from './home';

/** The width inside an element's side padding: the room its slides share. */
function contentWidth(element: Element): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

const remInPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * How many category chips the row inside `area` (the carousel, or its
 * placeholder) has room for, none narrower than CATEGORY_CHIP_MIN_WIDTH_REM:
 * measured from the row itself, which the side bar, the page's margins and
 * the arrows all narrow, rather than guessed from the window's width.
 * Measured before paint and again whenever the area's size changes; until
 * then (and where nothing is laid out, as in tests) the most chips.
 */
export function useChipsPerView(area: RefObject<HTMLElement | null>, contentKey: string): number {
  const { arrows } = useCarouselLayout(
    CATEGORY_CHIPS_VISIBLE,
    categoryChipCarousel(CATEGORY_CHIPS_VISIBLE).breakpoints,
  );
  const [room, setRoom] = useState(0);

  useOnElementResize(
    area,
    (element) => {
      // The carousel (its region), or the placeholder that holds its place: both have the carousel's gutters.
      const row = element.querySelector('.carousel, .carousel-placeholder');
      if (row) setRoom(contentWidth(row));
    },
    contentKey,
  );

  return room > 0 ? chipsPerView(room, CATEGORY_CHIP_MIN_WIDTH_REM * remInPx(), arrows) : CATEGORY_CHIPS_VISIBLE;
}
