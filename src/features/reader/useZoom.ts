import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  FIT_PAGE,
  keptScroll,
  pageCssWidth,
  percentOf,
  scaledPercent,
  steppedPercent,
  wheelZoomFactor,
  type PageFrame,
  type Zoom,
} from './zoom';

/** A page's size in PDF points. */
export interface PagePoints {
  width: number;
  height: number;
}

export interface ZoomControls {
  zoom: Zoom;
  /** The page's CSS size at this zoom; null until the frame is measured. */
  pageSize: { width: number; height: number } | null;
  /** The share of its printed size the page is shown at, whatever the zoom (fit width shows a percentage too). */
  shownPercent: number;
  /** Zooms, keeping the point at `anchor` (in the frame's visible box) in place; the frame's centre by default. */
  zoomTo: (zoom: Zoom, anchor?: { x: number; y: number }) => void;
  step: (direction: 'in' | 'out') => void;
}

const pointIn = (frame: HTMLElement, clientX: number, clientY: number) => {
  const box = frame.getBoundingClientRect();
  return { x: clientX - box.left - frame.clientLeft, y: clientY - box.top - frame.clientTop };
};

/**
 * The reader's zoom (zoom.ts): fit page at first, then what the reader chose with the toolbar, Ctrl/⌘ with + − 0,
 * Ctrl/⌘ with the wheel, or a pinch. The place in the page is kept: once the page has its new size, the frame is
 * scrolled so the point under the pointer (or the centre) is where it was.
 */
export function useZoom(
  frameRef: RefObject<HTMLElement | null>,
  hostRef: RefObject<HTMLElement | null>,
  frame: PageFrame | null,
  points: PagePoints,
): ZoomControls {
  const [zoom, setZoom] = useState<Zoom>(FIT_PAGE);
  const width = frame ? pageCssWidth(zoom, frame, points) : null;
  const pageSize = width === null ? null : { width, height: (width * points.height) / points.width };
  const shownPercent = width === null ? 100 : percentOf(width, points.width);

  // What to keep in place when the size changes: a point of the frame, and the page's size before.
  const keep = useRef<{ anchor: { x: number; y: number }; before: { width: number; height: number } } | null>(null);
  const latest = useRef({ pageSize, shownPercent });
  useLayoutEffect(() => {
    latest.current = { pageSize, shownPercent };
  });

  const zoomTo = useCallback(
    (next: Zoom, anchor?: { x: number; y: number }) => {
      const element = frameRef.current;
      const before = latest.current.pageSize;
      if (element && before) {
        keep.current = { anchor: anchor ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 }, before };
      }
      setZoom(next);
    },
    [frameRef],
  );
  const step = useCallback(
    (direction: 'in' | 'out') => zoomTo({ percent: steppedPercent(latest.current.shownPercent, direction) }),
    [zoomTo],
  );

  useLayoutEffect(() => {
    const element = frameRef.current;
    const kept = keep.current;
    keep.current = null;
    if (!element || !kept || !pageSize) return;
    const visible = { width: element.clientWidth, height: element.clientHeight };
    const scroll = { left: element.scrollLeft, top: element.scrollTop };
    const place = keptScroll(kept.anchor, scroll, visible, kept.before, pageSize);
    element.scrollTo(place.left, place.top);
  }, [frameRef, pageSize?.width]); // eslint-disable-line react-hooks/exhaustive-deps -- a new size, not a new object

  useZoomKeys(zoomTo, step);
  useWheelAndPinch(frameRef, hostRef, zoomTo, latest);
  return { zoom, pageSize, shownPercent, zoomTo, step };
}

/** Ctrl/⌘ with + and − zoom in and out, and with 0 fit the page, in place of the browser's own zoom. */
function useZoomKeys(zoomTo: ZoomControls['zoomTo'], step: ZoomControls['step']) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key === '+' || event.key === '=') step('in');
      else if (event.key === '-' || event.key === '_') step('out');
      else if (event.key === '0') zoomTo(FIT_PAGE);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [zoomTo, step]);
}

const distance = (touches: TouchList) => {
  const [a, b] = [touches[0]!, touches[1]!];
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
};

/**
 * Ctrl/⌘ with the wheel (and a trackpad's pinch, which browsers send as that) zooms around the pointer; two
 * fingers pinch around their midpoint: the page is scaled as they move and drawn at the new size when they lift.
 */
function useWheelAndPinch(
  frameRef: RefObject<HTMLElement | null>,
  hostRef: RefObject<HTMLElement | null>,
  zoomTo: ZoomControls['zoomTo'],
  latest: RefObject<{ shownPercent: number }>,
) {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let pinch: { distance: number; centre: { x: number; y: number }; factor: number } | null = null;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const percent = scaledPercent(latest.current.shownPercent, wheelZoomFactor(event.deltaY));
      zoomTo({ percent }, pointIn(frame, event.clientX, event.clientY));
    };
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      const centre = pointIn(frame, (a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2);
      pinch = { distance: distance(event.touches), centre, factor: 1 };
      const host = hostRef.current;
      if (host) {
        const origin = {
          x: centre.x + frame.scrollLeft - host.offsetLeft,
          y: centre.y + frame.scrollTop - host.offsetTop,
        };
        host.style.transformOrigin = `${origin.x}px ${origin.y}px`;
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      pinch.factor = distance(event.touches) / pinch.distance;
      if (hostRef.current) hostRef.current.style.transform = `scale(${pinch.factor})`;
    };
    const onTouchEnd = () => {
      if (!pinch) return;
      const { centre, factor } = pinch;
      pinch = null;
      if (hostRef.current) hostRef.current.style.transform = '';
      zoomTo({ percent: scaledPercent(latest.current.shownPercent, factor) }, centre);
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    frame.addEventListener('touchstart', onTouchStart, { passive: true });
    frame.addEventListener('touchmove', onTouchMove, { passive: false });
    frame.addEventListener('touchend', onTouchEnd);
    frame.addEventListener('touchcancel', onTouchEnd);
    return () => {
      frame.removeEventListener('wheel', onWheel);
      frame.removeEventListener('touchstart', onTouchStart);
      frame.removeEventListener('touchmove', onTouchMove);
      frame.removeEventListener('touchend', onTouchEnd);
      frame.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [frameRef, hostRef, zoomTo, latest]);
}
