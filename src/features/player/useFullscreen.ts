import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `element` fills the screen, and a toggle for it (the Fullscreen API). `supported` is false where
 * the browser offers no full screen to a page (an iPhone's Safari, an iframe without the permission).
 */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    // Refused (no gesture, or not allowed here): the player stays as it is.
    else element.current?.requestFullscreen().catch(() => undefined);
  };
  return { supported: Boolean(document.fullscreenEnabled), isFullscreen, toggle };
}
