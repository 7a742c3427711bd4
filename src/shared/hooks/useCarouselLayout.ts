import { useSyncExternalStore } from 'react';
import type { CarouselBreakpoint } from '../ui/Carousel';

/** What a carousel shows at a given window width. */
export interface CarouselLayout {
  slidesToShow: number;
  arrows: boolean;
}

/**
 * Which breakpoint applies at a window width (its index), or -1 for none: the
 * one with the smallest maxWidth at or above the width, as react-slick reads
 * its own breakpoints (max-widths, inclusive).
 */
export function breakpointIndexAt(width: number, breakpoints: readonly CarouselBreakpoint[]): number {
  let chosen = -1;
  let chosenMaxWidth = Infinity;
  breakpoints.forEach(({ maxWidth }, i) => {
    if (width <= maxWidth && maxWidth < chosenMaxWidth) {
      chosen = i;
      chosenMaxWidth = maxWidth;
    }
  });
  return chosen;
}

/** A breakpoint's slides and arrows, or the carousel's own (arrows shown) when none applies. */
const layoutOf = (breakpoint: CarouselBreakpoint | undefined, slidesToShow: number): CarouselLayout =>
  breakpoint
    ? { slidesToShow: breakpoint.slidesToShow, arrows: breakpoint.arrows ?? true }
    : { slidesToShow, arrows: true };

/** The slides and arrows of a carousel at a window width. */
export function carouselLayoutAt(
  width: number,
  slidesToShow: number,
  breakpoints: readonly CarouselBreakpoint[],
): CarouselLayout {
  return layoutOf(breakpoints[breakpointIndexAt(width, breakpoints)], slidesToShow);
}

/**
 * The window's width, read once and again at each resize rather than at every
 * render: reading window.innerWidth forces the browser to lay the page out
 * when the DOM has changed since, and every carousel and placeholder asks on
 * every render and commit — on Home, with its rows, that was about 140 ms of
 * forced layouts as it opened (560 ms on Lighthouse's phone).
 */
const widthListeners = new Set<() => void>();
let cachedWidth: number | undefined;

// Always listening (one listener for the app's life), so the cached width is never stale.
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    cachedWidth = window.innerWidth;
    widthListeners.forEach((listener) => listener());
  });
}

function subscribeToWidth(onChange: () => void) {
  widthListeners.add(onChange);
  return () => widthListeners.delete(onChange);
}

const windowWidth = () => (cachedWidth ??= window.innerWidth);

/**
 * A carousel's layout now, following the window's width. It is known on the
 * very first render (react-slick 0.31 applies its `responsive` settings only
 * after a resize, so a phone would first get the desktop layout), and it
 * re-renders only when the applicable breakpoint changes. Placeholders use it
 * too, to take a carousel's exact size without mounting one.
 */
export function useCarouselLayout(slidesToShow: number, breakpoints: readonly CarouselBreakpoint[]): CarouselLayout {
  // The index is the snapshot: a number, so React compares it by value.
  const index = useSyncExternalStore(
    subscribeToWidth,
    () => breakpointIndexAt(windowWidth(), breakpoints),
    () => -1,
  );
  return layoutOf(breakpoints[index], slidesToShow);
}
