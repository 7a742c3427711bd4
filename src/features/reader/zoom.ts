/**
 * How big the reader draws the page (docs/product.md#the-reader-is-a-study-tool): fitted to the frame's width, the
 * whole page fitted to the frame, or a share of the page's own size from 50 % to 400 %. Pure rules, used by
 * useZoom; 100 % is the page at its printed size (a PDF point is 1/72 inch, a CSS pixel 1/96).
 */
import { READER_MIN_PAGE_HEIGHT_PX, READER_PAGE_WIDTH_PX } from '../../config/constants';

export type Zoom = { fit: 'width' } | { fit: 'page' } | { percent: number };

/** The frame the page is shown in: its inner width, and the height it may take for the controls to fit (usePageFrame). */
export interface PageFrame {
  width: number;
  height: number;
}

export const FIT_PAGE: Zoom = { fit: 'page' };
export const FIT_WIDTH: Zoom = { fit: 'width' };
export const ZOOM_PERCENT_RANGE = { min: 50, max: 400 } as const;
/** The stops of − and + (and of Ctrl/⌘ with − and +), as a viewer's zoom menu offers them. */
export const ZOOM_STEPS = [50, 67, 75, 90, 100, 110, 125, 150, 175, 200, 250, 300, 400] as const;
/** CSS pixels per PDF point. */
export const CSS_PX_PER_POINT = 96 / 72;
/**
 * The most device pixels a page's canvas may have (about 16.8 million, 64 MB of pixels): past this, a page at
 * 400 % on a dense screen would take hundreds of megabytes, and browsers refuse such canvases. A page that would
 * be larger is drawn at a lower density instead, still at its CSS size.
 */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

export const clampPercent = (percent: number): number =>
  Math.min(ZOOM_PERCENT_RANGE.max, Math.max(ZOOM_PERCENT_RANGE.min, Number.isFinite(percent) ? percent : 100));

/**
 * The page's CSS width for a zoom. Fit page is the whole page within the frame, and no wider than the reader's
 * page (600 CSS pixels: docs/product.md#the-reader-fits-the-window); fit width is the frame's width.
 */
export function pageCssWidth(zoom: Zoom, frame: PageFrame, page: { width: number; height: number }): number {
  const aspectRatio = page.width / page.height;
  let width: number;
  if ('percent' in zoom) width = page.width * CSS_PX_PER_POINT * (clampPercent(zoom.percent) / 100);
  else if (zoom.fit === 'width') width = frame.width;
  else return fitPageWidth(frame.width, frame.height, aspectRatio);
  return Math.max(1, Math.floor(width));
}

/**
 * The width of the whole page in the frame: 600 CSS pixels at most (docs/product.md#screens), less on a narrower
 * frame, and less again where the window is too short for a page of that width and its controls (never below a
 * readable height: a very short window scrolls instead).
 */
export function fitPageWidth(frameWidth: number, heightLeft: number, aspectRatio: number): number {
  const widthLimit = Math.min(READER_PAGE_WIDTH_PX, frameWidth || READER_PAGE_WIDTH_PX);
  const heightLimit = Math.max(READER_MIN_PAGE_HEIGHT_PX, heightLeft) * aspectRatio;
  return Math.max(1, Math.floor(Math.min(widthLimit, heightLimit)));
}

/** The height of the whole page fitted to the frame: the frame's own height, in which a larger page scrolls. */
export const fitPageHeight = (frame: PageFrame, page: { width: number; height: number }): number =>
  Math.ceil((pageCssWidth(FIT_PAGE, frame, page) * page.height) / page.width);

/** The share of its printed size a page drawn `cssWidth` wide is shown at, in whole percent. */
export const percentOf = (cssWidth: number, pageWidthPoints: number): number =>
  Math.round((cssWidth / (pageWidthPoints * CSS_PX_PER_POINT)) * 100);

/** The next stop above (+) or below (−) the percentage shown, within 50–400 %. */
export function steppedPercent(shownPercent: number, direction: 'in' | 'out'): number {
  const next =
    direction === 'in'
      ? ZOOM_STEPS.find((step) => step > shownPercent + 0.5)
      : [...ZOOM_STEPS].reverse().find((step) => step < shownPercent - 0.5);
  return next ?? (direction === 'in' ? ZOOM_PERCENT_RANGE.max : ZOOM_PERCENT_RANGE.min);
}

/** A pinch or a wheel's zoom: the percentage shown times the factor, within 50–400 %, in whole percent. */
export const scaledPercent = (shownPercent: number, factor: number): number =>
  Math.round(clampPercent(shownPercent * factor));

/** How much one wheel event with Ctrl/⌘ zooms: a mouse wheel's notch (100 px) by about a quarter. */
export const wheelZoomFactor = (deltaY: number): number => 2 ** (-deltaY / 300);

/** Device pixels per CSS pixel for a page of this CSS size: the screen's, unless the canvas would pass the cap. */
export function cappedPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const cssPixels = cssWidth * cssHeight;
  if (cssPixels <= 0) return devicePixelRatio;
  return Math.min(devicePixelRatio, Math.sqrt(MAX_CANVAS_PIXELS / cssPixels));
}

/** Where the page sits in a scrolling frame: centred while smaller than it, else from its start. */
const offsetIn = (frameSize: number, pageSize: number) => Math.max(0, (frameSize - pageSize) / 2);

export interface ScrollPlace {
  left: number;
  top: number;
}

/**
 * The frame's scroll position that keeps the point of the page at `anchor` (in the frame's visible box, CSS
 * pixels) at the same place on screen when the page goes from `before` to `after` CSS size: the point under the
 * pointer for a wheel or a pinch, the frame's centre for the buttons and keys.
 */
export function keptScroll(
  anchor: { x: number; y: number },
  scroll: ScrollPlace,
  frame: PageFrame,
  before: { width: number; height: number },
  after: { width: number; height: number },
): ScrollPlace {
  const share = (position: number, offset: number, size: number) =>
    Math.min(1, Math.max(0, (position - offset) / size));
  const shareX = share(scroll.left + anchor.x, offsetIn(frame.width, before.width), before.width);
  const shareY = share(scroll.top + anchor.y, offsetIn(frame.height, before.height), before.height);
  const left = shareX * after.width + offsetIn(frame.width, after.width) - anchor.x;
  const top = shareY * after.height + offsetIn(frame.height, after.height) - anchor.y;
  return {
    left: Math.max(0, Math.min(left, after.width - frame.width)),
    top: Math.max(0, Math.min(top, after.height - frame.height)),
  };
}

/** The zoom chosen in the toolbar's list: its value as a string ('fit-width', 'fit-page', '150'), and back. */
export const zoomChoiceValue = (zoom: Zoom): string => ('percent' in zoom ? String(zoom.percent) : `fit-${zoom.fit}`);

export function zoomFromChoice(value: string): Zoom {
  if (value === 'fit-width') return FIT_WIDTH;
  if (value === 'fit-page') return FIT_PAGE;
  return { percent: clampPercent(Number(value)) };
}
