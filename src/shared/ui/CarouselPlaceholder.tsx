import type { CSSProperties, ReactNode } from 'react';

interface CarouselPlaceholderProps {
  /** The slides the carousel shows at once at this width (useCarouselLayout): each slot is a slide's width. */
  slidesShown: number;
  /** What each slot holds: a skeleton of a slide, or anything of a slide's height. */
  slot: ReactNode;
  /** How many slots; as many as show at once (the last one perhaps in part) unless said. */
  slots?: number;
  className?: string;
}

/**
 * Where a carousel will be, before it is there (Carousel's placeholder, or a
 * row whose slides are loading): slots laid out as the carousel lays out its
 * slides (Carousel.css), the same width and gutters, so nothing moves when the
 * carousel takes its place. Hidden from assistive technology, with nothing in
 * it to press; a row that is loading announces it elsewhere.
 */
export function CarouselPlaceholder({
  slidesShown,
  slot,
  slots = Math.ceil(slidesShown),
  className,
}: CarouselPlaceholderProps) {
  return (
    <div
      className={className ? `carousel-placeholder ${className}` : 'carousel-placeholder'}
      style={{ '--slides-shown': slidesShown } as CSSProperties}
      aria-hidden="true"
    >
      {Array.from({ length: slots }, (_, i) => (
        <div key={i} className="carousel-placeholder__slot">
          {slot}
        </div>
      ))}
    </div>
  );
}
