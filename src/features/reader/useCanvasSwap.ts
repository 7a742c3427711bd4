import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { LoadStatus } from '../../lib/loadable';
import { isPageLetGo, type PageCanvases } from './pageCanvases';

/** The mark benchmarks and tests wait for: a page has been swapped in and its frame is about to paint. */
export const PAGE_PAINTED_MARK = 'reader:page-painted';

interface CanvasSwapHandlers {
  /** Called in the frame after each page shows. */
  onPainted?: (page: number) => void;
  /** Told why a page could not be drawn; true when that is being dealt with (the page then stays 'loading'). */
  onFailed?: (error: unknown) => boolean;
}

/**
 * A copy of the page as it shows now, stretched to `cssWidth`, to stand in while the page is drawn again at a new
 * zoom or in a new reading mode: blurred for a moment rather than blank. Null when there is no drawing to copy.
 */
function stretchedCopy(shown: HTMLCanvasElement, cssWidth: number): HTMLCanvasElement | null {
  if (shown.width === 0 || shown.height === 0) return null;
  const copy = document.createElement('canvas');
  copy.width = shown.width;
  copy.height = shown.height;
  const context = copy.getContext('2d');
  if (!context) return null;
  context.drawImage(shown, 0, 0);
  copy.style.width = `${cssWidth}px`;
  copy.style.height = 'auto';
  copy.setAttribute('aria-hidden', 'true');
  return copy;
}

/**
 * Shows `page`: its canvas and text layer (prepared off screen by PageCanvases) are swapped into `host` on the DOM directly, in
 * the same task as the key press or click, so a turn to a page already drawn shows in the very next frame.
 * Returns whether the page is on screen ('ready'), still loading, or failed.
 */
export function useCanvasSwap(
  canvases: PageCanvases | null,
  page: number,
  hostRef: RefObject<HTMLElement | null>,
  handlers: CanvasSwapHandlers,
): LoadStatus {
  const [shown, setShown] = useState<{ page: number; failed: boolean } | null>(null);
  // The page on screen now, and the stretched copy standing in for it while it is drawn again (stretchedCopy).
  const onScreen = useRef<{ page: number; standIn: HTMLCanvasElement | null } | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!canvases || !host) return;
    let wanted = true;
    const show = (canvas: HTMLCanvasElement) => {
      // The page's text goes over its canvas in the same frame, so it can be selected the moment it shows.
      const text = canvases.textOf(page);
      host.replaceChildren(...(text ? [canvas, text.element] : [canvas]));
      const standIn = onScreen.current?.standIn;
      if (standIn) standIn.width = standIn.height = 0;
      onScreen.current = { page, standIn: null };
      requestAnimationFrame(() => {
        performance.mark(PAGE_PAINTED_MARK, { detail: { page } });
        // The reading position is noted in this frame, so leaving the book right after a turn keeps it
        // (a note put off to the next task was lost when the page was closed at once).
        latest.current.onPainted?.(page);
      });
    };
    const drawn = canvases.drawn(page);
    const drawing = canvases.showAround(page);
    if (drawn) {
      // Already counted as shown by this render (below): no second render before the frame.
      show(drawn);
      drawing.catch(() => {});
    } else {
      // The same page drawn again (a new zoom, a new mode): the old drawing, stretched, stays until then. The
      // old canvases are let go after this effect, so it is copied now. Another page shows blank until drawn.
      const shownCanvas = onScreen.current?.page === page ? host.querySelector('canvas') : null;
      const standIn = shownCanvas ? stretchedCopy(shownCanvas, canvases.cssWidth) : null;
      host.replaceChildren(...(standIn ? [standIn] : []));
      // A stand-in copied from an earlier stand-in (zoomed twice in a row) is the only one kept.
      const copied = onScreen.current?.standIn;
      if (copied) copied.width = copied.height = 0;
      onScreen.current = standIn ? { page, standIn } : null;
      drawing.then(
        (canvas) => {
          if (!wanted) return;
          show(canvas);
          setShown({ page, failed: false });
        },
        (error: unknown) => {
          if (wanted && !isPageLetGo(error) && !latest.current.onFailed?.(error)) setShown({ page, failed: true });
        },
      );
    }
    return () => {
      wanted = false;
    };
  }, [canvases, page, hostRef]);

  // A page drawn ahead (a turn to a neighbour) is shown by this very render's layout effect.
  if (canvases?.drawn(page) != null) return 'ready';
  if (shown?.page === page) return shown.failed ? 'failed' : 'ready';
  return 'loading';
}
