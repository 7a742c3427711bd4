import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `measure` with the element before the screen is first painted, and
 * again whenever its size changes (a window resized or rotated, content
 * arriving), and when `remeasureKey` changes. Where there is no
 * ResizeObserver, the first measurement stands.
 */
export function useOnElementResize<T extends Element>(
  ref: RefObject<T | null>,
  measure: (element: T) => void,
  remeasureKey?: unknown,
): void {
  const latest = useRef(measure);
  useLayoutEffect(() => {
    latest.current = measure;
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const run = () => latest.current(element);
    run();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(run);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, remeasureKey]);
}
