import { useEffect, useState } from 'react';

/** How far outside the viewport something counts as near: about a screen ahead, so it is ready when scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * Whether an element has come near the viewport. Once it has, the answer
 * stays true (what was rendered stays rendered, so scrolling back is free).
 * Returns a callback ref to put on the element. Where the browser has no
 * IntersectionObserver, everything counts as near, so nothing is ever withheld.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string = NEAR_VIEWPORT_MARGIN,
): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near];
}
