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
      host.replaceChildren();
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
