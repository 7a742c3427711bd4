import type { ReactNode } from 'react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from '../hooks/useNearViewport';

interface RenderWhenNearProps {
  /**
   * Shown until the content is near: something light of the content's exact
   * size (a skeleton, a box of fixed height), so nothing moves when it swaps.
   */
  placeholder: ReactNode;
  children: ReactNode;
  rootMargin?: string;
  className?: string;
}

/**
 * Renders its children only once they come near the viewport, and keeps them
 * from then on. For long pages of heavy blocks (dozens of carousels): the
 * first paint mounts only what is on screen and just below it.
 */
export function RenderWhenNear({
  placeholder,
  children,
  rootMargin = NEAR_VIEWPORT_MARGIN,
  className,
}: RenderWhenNearProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(rootMargin);
  return (
    <div ref={ref} className={className}>
      {near ? children : placeholder}
    </div>
  );
}
