import { useEffect, useRef, type ReactNode } from 'react';
import 'slick-carousel/slick/slick.css';
import { useCarouselLayout } from '../hooks/useCarouselLayout';
import { CarouselFirstView } from './CarouselFirstView';
import type { CarouselSliderHandle } from './CarouselSlider';
import { useCarouselHandover } from './useCarouselHandover';
import './Carousel.css';

/** How many slides show at once below a width (react-slick's breakpoints are max-widths in px). */
export interface CarouselBreakpoint {
  maxWidth: number;
  slidesToShow: number;
  /** Arrows on small touch screens get in the way of swiping; they are hidden there. */
  arrows?: boolean;
}

interface CarouselProps {
  /** What the carousel holds, e.g. "Recently Added Books"; its region's accessible name. */
  label: string;
  slidesToShow: number;
  breakpoints?: readonly CarouselBreakpoint[];
  /** Called when the slide shown first changes (the reader's thumbnails follow the page this way). */
  onSlideChange?: (index: number) => void;
  /**
   * Index of the first slide to show: changing it moves the carousel there at
   * once, without react-slick's 300 ms slide, whose closing re-render would land
   * in the middle of whatever follows (the reader's next page turn).
   */
  slideIndex?: number;
  /** react-slick from the first render, not once someone reaches for the carousel (a strip that follows the reader's page). */
  interactiveAtOnce?: boolean;
  children: ReactNode;
}

/**
 * A row of slides with Previous and Next buttons on wide screens and touch
 * swipe everywhere, by react-slick. react-slick is loaded apart from the
 * screens that show carousels (CarouselSlider.tsx, about 13 KB gzip off the
 * first visit to "/"), and takes over only when someone reaches for the
 * carousel (useCarouselHandover.ts). Until then CarouselFirstView draws
 * exactly what react-slick draws first, and a press or a swipe made on it is
 * replayed once react-slick is there. Slides that are
 * off screen are made inert, so Tab only reaches what can be seen and screen
 * readers are not told about links they cannot reach (react-slick marks them
 * aria-hidden but leaves their links focusable).
 */
export function Carousel({
  label,
  slidesToShow,
  breakpoints = [],
  onSlideChange,
  slideIndex,
  interactiveAtOnce = false,
  children,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<CarouselSliderHandle>(null);
  const { Slider, move, rootHandlers } = useCarouselHandover(rootRef, sliderRef, slideIndex, interactiveAtOnce);

  // Keep `inert` in step with react-slick's aria-hidden on every slide, whenever the track changes.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const sync = () => {
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  }, []);

  // Also when react-slick arrives: the first view always shows the first slide.
  useEffect(() => {
    if (slideIndex != null) sliderRef.current?.slickGoTo(slideIndex, true);
  }, [slideIndex, Slider]);

  // Chosen here rather than through react-slick's `responsive`, which 0.31 applies only after a resize.
  const layout = useCarouselLayout(slidesToShow, breakpoints);

  // Where arrows are not shown (small touch screens swipe), they stay for the keyboard: each
  // appears while it has focus, so every slide can still be reached without a pointer.
  const className = layout.arrows ? 'carousel' : 'carousel carousel--touch';
  return (
    <section ref={rootRef} className={className} aria-roledescription="carousel" aria-label={label} {...rootHandlers}>
      {Slider ? (
        <Slider ref={sliderRef} label={label} slidesToShow={layout.slidesToShow} onSlideChange={onSlideChange}>
          {children}
        </Slider>
      ) : (
        <CarouselFirstView label={label} slidesToShow={layout.slidesToShow} onArrow={move}>
          {children}
        </CarouselFirstView>
      )}
    </section>
  );
}
