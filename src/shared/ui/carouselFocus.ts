/**
 * Where focus is inside a carousel, said so that it can be found again in
 * another rendering of the same slides: Carousel's first view and react-slick
 * render the same elements, but as different nodes, so focus would drop to
 * the page when one takes over from the other.
 */
export type CarouselFocus = { arrow: 'prev' | 'next' } | { slide: string; nth: number };

export function carouselFocusIn(root: HTMLElement | null): CarouselFocus | null {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return null;
  if (active.classList.contains('carousel__arrow--prev')) return { arrow: 'prev' };
  if (active.classList.contains('carousel__arrow--next')) return { arrow: 'next' };
  const slide = active.closest<HTMLElement>('.slick-slide');
  const index = slide?.dataset.index;
  if (!slide || index == null) return null;
  return { slide: index, nth: [...slide.querySelectorAll('*')].indexOf(active) };
}

/** Focuses the same place in the carousel's current rendering, if it is there. */
export function restoreCarouselFocus(root: HTMLElement | null, focus: CarouselFocus | null): void {
  if (!root || !focus) return;
  let target: Element | null | undefined;
  if ('arrow' in focus) {
    target = root.querySelector(`.carousel__arrow--${focus.arrow}`);
  } else {
    const slide = root.querySelector(`.slick-slide[data-index="${focus.slide}"]`);
    target = focus.nth < 0 ? slide : slide?.querySelectorAll('*')[focus.nth];
  }
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}
