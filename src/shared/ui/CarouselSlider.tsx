import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CarouselLayout } from '../hooks/useCarouselLayout';
import { CarouselArrow } from './CarouselArrow';

/**
 * react-slick's component. react-slick is CommonJS; in a "type": "module"
 * package, Vite 8's production build follows Node's rule and hands a default
 * import the whole `module.exports`, so the component is under `.default`
 * there, while the dev server and jest hand over the component itself.
 */
const Slider = ((SlickSlider as unknown as { default?: typeof SlickSlider }).default ??
  SlickSlider) as typeof SlickSlider;

export interface CarouselSliderProps {
  label: string;
  /** The slides shown at this width and whether the arrows show (useCarouselLayout). */
  layout: CarouselLayout;
  onSlideChange?: (index: number) => void;
  slideIndex?: number;
  children: ReactNode;
}

/** The arrows' accessible names: which way, and which carousel. */
const arrowLabel = (direction: 'prev' | 'next', carouselLabel: string) =>
  `${direction === 'prev' ? 'Previous' : 'Next'}: ${carouselLabel}`;

/**
 * The app's only react-slick import, in a chunk of its own with slick-carousel's
 * stylesheet, which Carousel loads with `import()` (carouselSliderLoader.ts), so
 * neither is in the first screen's code: react-slick as its documentation uses
 * it, a row of slides with Previous and Next buttons, touch swipe and keyboard
 * arrows, in a region named after what it holds.
 *
 * The slides shown are chosen by Carousel (useCarouselLayout.ts) rather than
 * through react-slick's `responsive`, which 0.31 applies only once the window
 * is resized. Slides that are off screen are made inert, so Tab only reaches
 * what can be seen and screen readers are not told about links they cannot
 * reach (react-slick marks them aria-hidden but leaves their links focusable).
 */
export function CarouselSlider({ label, layout, onSlideChange, slideIndex, children }: CarouselSliderProps) {
  const rootRef = useRef<HTMLElement>(null);
  const slider = useRef<SlickSlider>(null);
  useInertHiddenSlides(rootRef);

  // A new index moves the carousel there at once, without react-slick's 300 ms slide, whose closing
  // re-render would land in the middle of whatever follows (the reader's next page turn).
  const shownIndex = useRef(slideIndex);
  useEffect(() => {
    if (slideIndex == null || slideIndex === shownIndex.current) return;
    shownIndex.current = slideIndex;
    slider.current?.slickGoTo(slideIndex, true);
  }, [slideIndex]);

  const { slidesToShow } = layout;
  const settings: Settings = {
    infinite: false,
    speed: 300,
    slidesToShow,
    // react-slick moves by whole slides, at least one, however many show at once.
    slidesToScroll: Math.max(1, Math.floor(slidesToShow)),
    initialSlide: slideIndex ?? 0,
    arrows: true,
    swipeToSlide: true,
    accessibility: true,
    prevArrow: <CarouselArrow direction="prev" label={arrowLabel('prev', label)} />,
    nextArrow: <CarouselArrow direction="next" label={arrowLabel('next', label)} />,
    afterChange: onSlideChange,
  };
  // Where arrows are not shown (small touch screens swipe), they stay for the keyboard: each
  // appears while it has focus, so every slide can still be reached without a pointer (Carousel.css).
  return (
    <section
      ref={rootRef}
      className={layout.arrows ? 'carousel' : 'carousel carousel--touch'}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Slider ref={slider} {...settings}>
        {children}
      </Slider>
    </section>
  );
}

/** Keeps `inert` in step with react-slick's aria-hidden on every slide, whenever the track changes. */
function useInertHiddenSlides(rootRef: RefObject<HTMLElement | null>): void {
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
  }, [rootRef]);
}
