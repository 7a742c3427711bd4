import { useLayoutEffect, useState, type RefObject } from 'react';
import { READER_MIN_PAGE_HEIGHT_PX, READER_PAGE_WIDTH_PX } from '../../config/constants';
import type { PageDrawSize } from './pageCanvases';

const px = (value: string): number => Number.parseFloat(value) || 0;

/**
 * How tall the page may be for it and the controls under it to fit the window, the page scrolled to the top:
 * the window's height, less what lies above the page (top bar, title) and the controls with their margins,
 * and whatever is fixed over the window's bottom (a phone's bottom bar).
 */
function heightAvailable(frame: HTMLElement, controls: HTMLElement | null): number {
  const above = frame.getBoundingClientRect().top + window.scrollY;
  const controlStyle = controls ? getComputedStyle(controls) : null;
  const below =
    controls && controlStyle ? controls.offsetHeight + px(controlStyle.marginTop) + px(controlStyle.marginBottom) : 0;
  const fixedBottom = px(getComputedStyle(frame).getPropertyValue('--fixed-bottom-inset'));
  return window.innerHeight - above - below - fixedBottom;
}

/**
 * The width a page is drawn at: 600 CSS pixels at most (docs/product.md#screens), less on a narrower frame, and less
 * again where the window is too short for a page of that width and its controls (never below a readable
 * height: a very short window scrolls instead).
 */
export function pageWidthFor(frameWidth: number, heightLeft: number, aspectRatio: number): number {
  const widthLimit = Math.min(READER_PAGE_WIDTH_PX, frameWidth || READER_PAGE_WIDTH_PX);
  const heightLimit = Math.max(READER_MIN_PAGE_HEIGHT_PX, heightLeft) * aspectRatio;
  return Math.max(1, Math.floor(Math.min(widthLimit, heightLimit)));
}

/**
 * The size the reader's pages are drawn at (pageWidthFor), at the screen's pixel density so text is sharp
 * however small the page. It changes only when one of those changes (a rotation, a resize, a zoom, a banner
 * above the page), since every change redraws the pages.
 */
export function usePageDrawSize(
  frameRef: RefObject<HTMLElement | null>,
  controlsRef: RefObject<HTMLElement | null>,
  aspectRatio: number,
): PageDrawSize | null {
  const [size, setSize] = useState<PageDrawSize | null>(null);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      const next: PageDrawSize = {
        cssWidth: pageWidthFor(frame.clientWidth, heightAvailable(frame, controlsRef.current), aspectRatio),
        pixelRatio: window.devicePixelRatio || 1,
      };
      setSize((kept) => (kept && kept.cssWidth === next.cssWidth && kept.pixelRatio === next.pixelRatio ? kept : next));
    };
    measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', measure);
    // The frame's width, and what lies above it (a title over two lines, a banner that appears).
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.parentElement) observer.observe(frame.parentElement);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frameRef, controlsRef, aspectRatio]);

  return size;
}
