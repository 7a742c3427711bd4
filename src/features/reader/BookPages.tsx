import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadOnce } from '../../lib/loadOnce';
import type { PDFDocumentProxy } from '../../lib/pdf';
import { useFirstContentHold } from '../../shared/hooks/useFirstContentHold';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { clampPage, turnedPage, type Turn } from './pageBounds';
import { PageCanvases } from './pageCanvases';
import { PageControls } from './PageControls';
import { pageLabel, READER_MESSAGES } from './readerMessages';
import { usePageDrawSize } from './usePageDrawSize';
import { useAfterPaint } from './useAfterPaint';
import { useCanvasSwap } from './useCanvasSwap';
import { usePageStall } from './usePageStall';
import { useSwipeTurns } from './useSwipeTurns';
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
  /** Told when the page asked for has been loading for a while (its bytes may never come; see usePageStall). */
  onPageStalled?: () => void;
}

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

  // The thumbnails (hundreds of buttons, and drawings sharing pdf.js's worker) wait until a page has been painted.
  const [thumbnailsWanted, setThumbnailsWanted] = useState(false);
  const status = useCanvasSwap(canvases, page, hostRef, {
    // The book's own shape, once known; a canvas's whole-pixel rounding is no new shape (each would redraw).
    onShape: (canvas) => {
      if (canvas.width > 0) setAspectRatio((kept) => sameShape(kept, canvas.width / canvas.height));
    },
    onPainted: (painted) => {
      onPagePainted?.(painted);
      setTimeout(() => setThumbnailsWanted(true), 0);
    },
    onFailed: onPageFailed,
  });
  // Opening on a book, the first page is what the visit is for: the service worker's installation waits for it
  // (or for the reader to be told it failed).
  const [settled, setSettled] = useState(false);
  if (status !== 'loading' && !settled) setSettled(true);
  useFirstContentHold(!settled);
  const waitingOffline = usePageStall(status === 'loading', page, onPageStalled);

  const turn = useCallback(
    (direction: Turn) => {
      const next = turnedPage(page, pageCount, direction);
      if (next !== page) onPageChange(next);
    },
    [page, pageCount, onPageChange],
  );
  useTurnKeys(turn);
  const swipe = useSwipeTurns(turn);

  const online = useOnlineStatus();
  const thumbnailsPage = useAfterPaint(page);
  // Asked for again each time the network comes back, should it have gone before they arrived.
  const thumbnails = useLoadedWhen(thumbnailsWanted && online, loadPageThumbnails, thumbnailsLater);
  const jump = useCallback((target: number) => onPageChange(clampPage(target, pageCount)), [onPageChange, pageCount]);

  return (
    <>
      <div ref={frameRef} className="reader-page" {...swipe}>
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
