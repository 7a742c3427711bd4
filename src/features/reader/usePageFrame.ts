import { useLayoutEffect, useState, type RefObject } from 'react';
import type { PageFrame } from './zoom';

const px = (value: string): number => Number.parseFloat(value) || 0;

/**
 * How tall the page may be for it and the controls under it to fit the window, the page scrolled to the top:
 * the window's height, less what lies above the page (top bar, title, toolbar) and the controls with their
 * margins, and whatever is fixed over the window's bottom (a phone's bottom bar).
 */
function heightAvailable(frame: HTMLElement, controls: HTMLElement | null): number {
  const above = frame.getBoundingClientRect().top + window.scrollY;
  const controlStyle = controls ? getComputedStyle(controls) : null;
  const below =
    controls && controlStyle ? controls.offsetHeight + px(controlStyle.marginTop) + px(controlStyle.marginBottom) : 0;
  const fixedBottom = px(getComputedStyle(frame).getPropertyValue('--fixed-bottom-inset'));
  return window.innerHeight - above - below - fixedBottom;
}

/** The frame the page is shown in (zoom.ts sizes the page from it), and the screen's pixel density. */
export interface MeasuredFrame extends PageFrame {
  pixelRatio: number;
}

/**
 * The reader's frame: its width, the height the page may take (heightAvailable), and the screen's density. It
 * changes only when one of those changes (a rotation, a resize, a browser zoom, a banner above the page), since
 * every change redraws the pages.
 */
export function usePageFrame(
  frameRef: RefObject<HTMLElement | null>,
  controlsRef: RefObject<HTMLElement | null>,
): MeasuredFrame | null {
  const [frame, setFrame] = useState<MeasuredFrame | null>(null);

  useLayoutEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => {
      const next: MeasuredFrame = {
        width: element.clientWidth,
        height: heightAvailable(element, controlsRef.current),
        pixelRatio: window.devicePixelRatio || 1,
      };
      setFrame((kept) =>
        kept && kept.width === next.width && kept.height === next.height && kept.pixelRatio === next.pixelRatio
          ? kept
          : next,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', measure);
    // The frame's width, and what lies above it (a title over two lines, a banner that appears).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frameRef, controlsRef]);

  return frame;
}
