import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes within `rootMargin` of the
 * viewport, while `enabled`. The observer is made afresh each time `enabled`
 * turns true again (after a page has loaded), and an observer reports at once
 * whether its element is in view: so if the element is still in view, the
 * next call follows without the user having to scroll. Where the browser has
 * no IntersectionObserver, nothing happens (the list's buttons do the work).
 */
export function useWhenVisible(
  target: RefObject<Element | null>,
  onVisible: () => void,
  { enabled, rootMargin = '600px 0px' }: { enabled: boolean; rootMargin?: string },
): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, rootMargin]);
}
