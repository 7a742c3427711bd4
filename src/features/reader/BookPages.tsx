import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { loadOnce } from '../../lib/loadOnce';
import type { PDFDocumentProxy } from '../../lib/pdf';
import { useFirstContentHold } from '../../shared/hooks/useFirstContentHold';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { clampPage, turnedPage, type Turn } from './pageBounds';
import { isPageLetGo, PageCanvases } from './pageCanvases';
import { PageControls } from './PageControls';
import { pageLabel, READER_MESSAGES } from './readerMessages';
import { swipeDirection, type PointerPoint } from './swipe';
import { usePageDrawSize } from './usePageDrawSize';
import { useAfterPaint } from './useAfterPaint';
import { useTurnKeys } from './useTurnKeys';

/**
 * The thumbnails show only once a page has been painted, so their code (the
 * carousel) is fetched then too: it is not on the way to page 1. They follow
 * the page only after it has painted (useAfterPaint), so a turn does not
 * re-render them (memo) before its frame.
 */
const loadPageThumbnails = loadOnce(() =>
  import('./PageThumbnails').then((module) => ({ PageThumbnails: memo(module.PageThumbnails) })),
);

/** A failure to load the thumbnails' code is not the book's: it stays open, and they are asked for again online. */
const thumbnailsLater = () => undefined;

/** The mark benchmarks and tests wait for: a page has been swapped in and its frame is about to paint. */
export const PAGE_PAINTED_MARK = 'reader:page-painted';

/** A seeded book's page (6 × 9 in), until the book's own first page says otherwise. */
const DEFAULT_ASPECT_RATIO = 2 / 3;

/** The kept shape when the measured one is within 1 % of it, else the measured one. */
const sameShape = (kept: number, measured: number) => (Math.abs(measured - kept) / kept < 0.01 ? kept : measured);

interface BookPagesProps {
  pdf: PDFDocumentProxy;
  /** The page asked for; shown clamped to the book (docs/product.md#how-the-screens-behave). */
  page: number;
  onPageChange: (page: number) => void;
  /** Called in the frame after each page shows. */
  onPagePainted?: (page: number) => void;
  /**
   * Told why a page could not be drawn; true when the failure is being dealt with (a fresh link is on its
   * way and the book reopens), so the page stays 'loading' rather than saying it failed.
   */
  onPageFailed?: (error: unknown) => boolean;
  /** Told when the page asked for has been loading for PAGE_STALLED_MS (its bytes may never come). */
  onPageStalled?: () => void;
}

/** A page still loading after this long is worth asking why (an expired link leaves it waiting for ever). */
export const PAGE_STALLED_MS = 4000;

/**
 * An open book, one page at a time: the page, Previous / "Page X of N" /
 * Next, the turn keys, swipes and mouse drags over the page, and the
 * thumbnails. Pages are drawn off screen (PageCanvases) and swapped in, so a
 * turn to a page already drawn shows in the very next frame.
 */
export function BookPages({
  pdf,
  page: asked,
  onPageChange,
  onPagePainted,
  onPageFailed,
  onPageStalled,
}: BookPagesProps) {
  const pageCount = pdf.numPages;
  const page = clampPage(asked, pageCount);
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLElement>(null);
  const [aspectRatio, setAspectRatio] = useState(DEFAULT_ASPECT_RATIO);
  const size = usePageDrawSize(frameRef, controlsRef, aspectRatio);

  // A new size redraws every page; the canvases of the old one are let go with it, and all on close.
  const canvases = useMemo(() => (size ? new PageCanvases(pdf, size) : null), [pdf, size]);
  useEffect(() => () => canvases?.destroy(), [canvases]);

  /** Which page is on screen, or failed to draw; any other page is still loading. */
  const [shown, setShown] = useState<{ page: number; failed: boolean } | null>(null);
  // Opening on a book, the first page is what the visit is for: the service worker's installation waits for it.
  useFirstContentHold(shown === null);
  // The thumbnails (hundreds of buttons, and drawings sharing pdf.js's worker) wait until a page has been painted.
  const [thumbnailsWanted, setThumbnailsWanted] = useState(false);
  const paintedRef = useRef(onPagePainted);
  const failedRef = useRef(onPageFailed);
  useLayoutEffect(() => {
    paintedRef.current = onPagePainted;
    failedRef.current = onPageFailed;
  }, [onPagePainted, onPageFailed]);

  // The canvas swap is done on the DOM directly, in the same task as the key press or click.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!canvases || !host) return;
    let wanted = true;
    const show = (canvas: HTMLCanvasElement) => {
      host.replaceChildren(canvas);
      // Keeps the frame's height while the next page draws, so nothing below jumps.
      host.style.minHeight = canvas.style.height;
      // The book's own shape, once known; a canvas's whole-pixel rounding is no new shape (each would redraw).
      if (canvas.width > 0) setAspectRatio((kept) => sameShape(kept, canvas.width / canvas.height));
      requestAnimationFrame(() => {
        performance.mark(PAGE_PAINTED_MARK, { detail: { page } });
        // The reading position is noted in this frame, so leaving the book right after a turn keeps it
        // (a note put off to the next task was lost when the page was closed at once: e2e readingProgress);
        // the thumbnails wait until the frame has painted.
        paintedRef.current?.(page);
        setTimeout(() => setThumbnailsWanted(true), 0);
      });
    };
    const drawn = canvases.drawn(page);
    const drawing = canvases.showAround(page);
    if (drawn) {
      // Already counted as shown by this render (drawnOnRender): no second render before the frame.
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
          if (wanted && !isPageLetGo(error) && !failedRef.current?.(error)) setShown({ page, failed: true });
        },
      );
    }
    return () => {
      wanted = false;
    };
  }, [canvases, page]);

  const turn = useCallback(
    (direction: Turn) => {
      const next = turnedPage(page, pageCount, direction);
      if (next !== page) onPageChange(next);
    },
    [page, pageCount, onPageChange],
  );
  useTurnKeys(turn);

  const swipeStart = useRef<(PointerPoint & { pointerId: number }) | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    // A drag that leaves the page before the button is released still counts.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks (or a synthetic one) cannot be captured; the swipe still works.
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
    if (direction) turn(direction);
  };

  // A page drawn ahead (a turn to a neighbour) is shown by this very render's layout effect.
  const drawnOnRender = canvases?.drawn(page) != null;
  const status = drawnOnRender ? 'shown' : shown?.page === page ? (shown.failed ? 'failed' : 'shown') : 'loading';
  const stalledRef = useRef(onPageStalled);
  useLayoutEffect(() => {
    stalledRef.current = onPageStalled;
  }, [onPageStalled]);
  // The page whose bytes have been awaited PAGE_STALLED_MS. Offline, they are asked for again and again
  // (pdfByteRanges) and the page appears when the network is back; meanwhile the reader says it failed,
  // rather than leaving "Loading page…" with no end in sight.
  const [stalledPage, setStalledPage] = useState<number | null>(null);
  const online = useOnlineStatus();
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => {
      setStalledPage(page);
      stalledRef.current?.();
    }, PAGE_STALLED_MS);
    return () => clearTimeout(timer);
  }, [status, page]);
  const waitingOffline = status === 'loading' && stalledPage === page && !online;

  const thumbnailsPage = useAfterPaint(page);
  // Asked for again each time the network comes back, should it have gone before they arrived.
  const thumbnails = useLoadedWhen(thumbnailsWanted && online, loadPageThumbnails, thumbnailsLater);
  const jump = useCallback((target: number) => onPageChange(clampPage(target, pageCount)), [onPageChange, pageCount]);

  return (
    <>
      <div
        ref={frameRef}
        className="reader-page"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div ref={hostRef} className="reader-page__canvas" role="img" aria-label={pageLabel(page, pageCount)} />
        {status === 'loading' && !waitingOffline && (
          <p className="reader-page__status" role="status">
            {READER_MESSAGES.loadingPage}
          </p>
        )}
        {(status === 'failed' || waitingOffline) && (
          <p className="reader-page__status reader-page__status--failed" role="alert">
            {READER_MESSAGES.pageFailed}
          </p>
        )}
      </div>
      <PageControls ref={controlsRef} page={page} pageCount={pageCount} onTurn={turn} onGoTo={jump} />
      {thumbnailsWanted && thumbnails && (
        <thumbnails.PageThumbnails pdf={pdf} page={thumbnailsPage} aspectRatio={aspectRatio} onJump={jump} />
      )}
    </>
  );
}
