import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import SlickSlider, { type CustomArrowProps } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useCarouselLayout } from '../hooks/useCarouselLayout';
import './Carousel.css';

/**
 * react-slick's component. react-slick is CommonJS; in a "type": "module"
 * package, Vite 8's production build follows Node's rule and hands a default
 * import the whole `module.exports`, so the component is under `.default`
 * there, while the dev server and jest hand over the component itself.
 */
const Slider = ((SlickSlider as unknown as { default?: typeof SlickSlider }).default ??
  SlickSlider) as typeof SlickSlider;

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
  /** Index of the first slide to show (changing it moves the carousel). */
  slideIndex?: number;
  children: ReactNode;
}

function Arrow({
  direction,
  label,
  onClick,
  className,
}: CustomArrowProps & { direction: 'prev' | 'next'; label: string }) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {direction === 'prev' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </button>
  );
}

/**
 * The app's only react-slick import: a row of slides with Previous and Next
 * buttons on wide screens and touch swipe everywhere. Slides that are off
 * screen are made inert, so Tab only reaches what can be seen and screen
 * readers are not told about links they cannot reach (react-slick marks them
 * aria-hidden but leaves their links focusable).
 */
export function Carousel({
  label,
  slidesToShow,
  breakpoints = [],
  onSlideChange,
  slideIndex,
  children,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<SlickSlider>(null);

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

  useEffect(() => {
    if (slideIndex != null) sliderRef.current?.slickGoTo(slideIndex);
  }, [slideIndex]);

  // Chosen here rather than through react-slick's `responsive`, which 0.31 applies only after a resize.
  const layout = useCarouselLayout(slidesToShow, breakpoints);

  // Where arrows are not shown (small touch screens swipe), they stay for the keyboard: each
  // appears while it has focus, so every slide can still be reached without a pointer.
  const className = layout.arrows ? 'carousel' : 'carousel carousel--touch';
  return (
    <section ref={rootRef} className={className} aria-roledescription="carousel" aria-label={label}>
      <Slider
        ref={sliderRef}
        infinite={false}
        speed={300}
        slidesToShow={layout.slidesToShow}
        slidesToScroll={Math.max(1, Math.floor(layout.slidesToShow))}
        arrows
        swipeToSlide
        accessibility
        prevArrow={<Arrow direction="prev" label={`Previous: ${label}`} />}
        nextArrow={<Arrow direction="next" label={`Next: ${label}`} />}
        afterChange={onSlideChange}
      >
        {children}
      </Slider>
    </section>
  );
}
