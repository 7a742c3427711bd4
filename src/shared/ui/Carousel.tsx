import { useEffect, useState, type ReactNode } from 'react';
import { useCarouselLayout } from '../hooks/useCarouselLayout';
import { useLoadedWhen } from '../hooks/useLoadedWhen';
import { loadCarouselSlider } from './carouselSliderLoader';
import { RenderWhenNear } from './RenderWhenNear';
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
  /**
   * Shown until the carousel is near the screen and react-slick has arrived: what the row shows while it
   * loads, at the carousel's size (its skeleton cards in a CarouselPlaceholder), so nothing moves when the
   * carousel takes its place. Hidden from assistive technology, with nothing in it to press.
   */
  placeholder: ReactNode;
  /** Called when the slide shown first changes (the reader's thumbnails follow the page this way). */
  onSlideChange?: (index: number) => void;
  /** Index of the first slide to show: changing it moves the carousel there at once. */
  slideIndex?: number;
  children: ReactNode;
}

/**
 * A row of slides with Previous and Next buttons on wide screens and touch
 * swipe everywhere: react-slick (CarouselSlider.tsx), mounted once the
 * carousel nears the screen (RenderWhenNear) and react-slick's chunk has
 * arrived, its placeholder until then. react-slick is loaded apart from the
 * screens that show carousels (about 13 KB gzip off the first visit to "/");
 * Home's route starts loading it beside the screen's code
 * (docs/startup.md#reads-start-with-the-screens-code).
 */
export function Carousel({ placeholder, ...carousel }: CarouselProps) {
  return (
    <RenderWhenNear placeholder={placeholder}>
      <CarouselOnceLoaded placeholder={placeholder} {...carousel} />
    </RenderWhenNear>
  );
}

function CarouselOnceLoaded({ placeholder, slidesToShow, breakpoints = [], ...slider }: CarouselProps) {
  const [wanted, failed] = useWantedUntilFailedOffline();
  const slick = useLoadedWhen(wanted, loadCarouselSlider, failed);
  // Chosen here rather than through react-slick's `responsive`, which 0.31 applies only after a resize.
  const layout = useCarouselLayout(slidesToShow, breakpoints);
  return slick ? <slick.CarouselSlider layout={layout} {...slider} /> : placeholder;
}

/**
 * Whether to ask for react-slick's chunk: at once, and after a failed load
 * again once the browser is back online (the placeholder stays meanwhile;
 * another carousel that nears the screen asks again too, loadOnce.ts).
 */
function useWantedUntilFailedOffline(): [wanted: boolean, failed: () => void] {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setFailed(false);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  return [!failed, () => setFailed(true)];
}
