import { useState, type RefObject } from 'react';
import { useOnElementResize } from '../../shared/hooks/useOnElementResize';
import { READER_PAGE_WIDTH_PX } from '../../config/constants';
import type { PageDrawSize } from './pageCanvases';

const sizeOf = (frame: HTMLElement): PageDrawSize => ({
  cssWidth: Math.max(1, Math.floor(Math.min(READER_PAGE_WIDTH_PX, frame.clientWidth || READER_PAGE_WIDTH_PX))),
  pixelRatio: window.devicePixelRatio || 1,
});

/**
 * The size the reader's pages are drawn at: 600 CSS pixels wide, or the
 * frame's width on a narrower screen (spec section 2), at the screen's pixel
 * density so text is sharp. It changes only when one of those changes (a
 * rotation, a zoom), since every change redraws the pages.
 */
export function usePageDrawSize(frameRef: RefObject<HTMLElement | null>): PageDrawSize | null {
  const [size, setSize] = useState<PageDrawSize | null>(null);

  useOnElementResize(frameRef, (frame) => {
    const next = sizeOf(frame);
    setSize((kept) => (kept && kept.cssWidth === next.cssWidth && kept.pixelRatio === next.pixelRatio ? kept : next));
  });

  return size;
}
