import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { LoadStatus } from '../../lib/loadable';
import { loadOnce } from '../../lib/loadOnce';
import { pageSize, type PDFDocumentProxy } from '../../lib/pdf';
import { useFirstContentHold } from '../../shared/hooks/useFirstContentHold';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import type { ReadingMode } from '../learnerSettings/learnerSettings';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { clampPage, turnedPage, type Turn } from './pageBounds';
import { PageCanvases } from './pageCanvases';
import { PageControls } from './PageControls';
import type { PageHighlight } from './pageText';
import { pageLabel, READER_MESSAGES } from './readerMessages';
import { ReaderToolbar } from './ReaderToolbar';
import { pageColorsOf, paperOf } from './readingModes';
import { useAfterPaint } from './useAfterPaint';
import { useCanvasSwap } from './useCanvasSwap';
import { usePageFrame } from './usePageFrame';
import { usePageStall } from './usePageStall';
import { usePageHighlights, useTextSelection, type PageTextSelection } from './usePageTextTools';
import { useSwipeTurns } from './useSwipeTurns';
import { useTurnKeys } from './useTurnKeys';
import { useZoom, type PagePoints } from './useZoom';
import { cappedPixelRatio, fitPageHeight } from './zoom';

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

/** A seeded book's page (6 × 9 in), until the book's own page says otherwise. */
const DEFAULT_PAGE_POINTS: PagePoints = { width: 432, height: 648 };

/** The kept size when the measured one is within 1 % of it (no redraw for a rounding), else the measured one. */
const sameSize = (kept: PagePoints, measured: PagePoints) =>
  Math.abs(measured.width - kept.width) / kept.width < 0.01 &&
  Math.abs(measured.height - kept.height) / kept.height < 0.01
    ? kept
    : measured;

export interface BookPagesProps {
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
  /** The page's colours (readingModes.ts); light by default. */
  readingMode?: ReadingMode;
  onReadingModeChange?: (mode: ReadingMode) => void;
  /** Ranges of the pages' text to mark; those of the page shown are drawn (`::highlight(reader-<kind>)`). */
  highlights?: readonly PageHighlight[];
  /** Told what the reader selects on the page, and null when the selection goes. */
  onTextSelected?: (selection: PageTextSelection | null) => void;
  /** More tools' toggle buttons for the reader's toolbar (Find, Outline, Notes). */
  tools?: ReactNode;
}

/**
 * The thumbnails (hundreds of buttons, and drawings sharing pdf.js's worker) wait until a page has been painted
 * (`want`); their code is asked for again each time the network comes back, should it have gone before it
 * arrived. They follow the page once it has painted.
 */
function usePageThumbnails(page: number) {
  const [wanted, setWanted] = useState(false);
  const online = useOnlineStatus();
  const afterPaint = useAfterPaint(page);
  const module = useLoadedWhen(wanted && online, loadPageThumbnails, thumbnailsLater);
  const want = useCallback(() => setWanted(true), []);
  return { module: wanted ? module : undefined, page: afterPaint, want };
}

/**
 * Opening on a book, the first page is what the visit is for: the service worker's installation waits for it
 * (or for the reader to be told it failed).
 */
function useFirstPageHold(status: LoadStatus): void {
  const [settled, setSettled] = useState(false);
  if (status !== 'loading' && !settled) setSettled(true);
  useFirstContentHold(!settled);
}

/** Turning pages: by a turn (the buttons, the keys, a swipe over the frame) or straight to a page. */
function usePageTurns(
  page: number,
  pageCount: number,
  onPageChange: (page: number) => void,
  frameRef: RefObject<HTMLElement | null>,
) {
  const turn = useCallback(
    (direction: Turn) => {
      const next = turnedPage(page, pageCount, direction);
      if (next !== page) onPageChange(next);
    },
    [page, pageCount, onPageChange],
  );
  useTurnKeys(turn);
  const swipe = useSwipeTurns(turn, frameRef);
  const jump = useCallback((target: number) => onPageChange(clampPage(target, pageCount)), [onPageChange, pageCount]);
  return { turn, jump, swipe };
}

/** The size of the page shown, in PDF points: the book's shape, and what 100 % is. */
function usePagePoints(pdf: PDFDocumentProxy, page: number): PagePoints {
  const [points, setPoints] = useState(DEFAULT_PAGE_POINTS);
  useEffect(() => {
    let wanted = true;
    pdf.getPage(page).then(
      (pdfPage) => wanted && setPoints((kept) => sameSize(kept, pageSize(pdfPage))),
      () => {}, // Drawing the page reports its failure.
    );
    return () => {
      wanted = false;
    };
  }, [pdf, page]);
  return points;
}

/**
 * The canvases pages are drawn in at a CSS width, the screen's density (capped: zoom.ts) and a reading mode's
 * colours. A new size or colours redraw every page; the canvases of the old ones are let go with them, and all
 * on close.
 */
function usePageCanvases(
  pdf: PDFDocumentProxy,
  width: number | null,
  height: number,
  devicePixelRatio: number,
  readingMode: ReadingMode,
): PageCanvases | null {
  const pageColors = pageColorsOf(readingMode);
  const pixelRatio = width ? cappedPixelRatio(width, height, devicePixelRatio) : 1;
  const canvases = useMemo(
    () => (width ? new PageCanvases(pdf, { cssWidth: width, pixelRatio, pageColors }) : null),
    [pdf, width, pixelRatio, pageColors],
  );
  useEffect(() => () => canvases?.destroy(), [canvases]);
  return canvases;
}

/** 'Loading page…' while the page draws, and that it failed, over the page. */
function PageStatus({ status, waitingOffline }: { status: LoadStatus; waitingOffline: boolean }) {
  if (status === 'failed' || waitingOffline) {
    return (
      <p className="reader-page__status reader-page__status--failed" role="alert">
        {READER_MESSAGES.pageFailed}
      </p>
    );
  }
  return status === 'loading' ? (
    <p className="reader-page__status" role="status">
      {READER_MESSAGES.loadingPage}
    </p>
  ) : null;
}

/**
 * An open book, one page at a time: the toolbar (zoom, reading mode), the
 * page with its text layer, Previous / "Page X of N" / Next, the turn keys,
 * swipes and mouse drags over the page, and the thumbnails. Pages are drawn
 * off screen (PageCanvases) and swapped in, so a turn to a page already drawn
 * shows in the very next frame.
 */
export function BookPages({
  pdf,
  page: asked,
  onPageChange,
  onPagePainted,
  onPageFailed,
  onPageStalled,
  readingMode = 'light',
  onReadingModeChange,
  highlights,
  onTextSelected,
  tools,
}: BookPagesProps) {
  const pageCount = pdf.numPages;
  const page = clampPage(asked, pageCount);
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLElement>(null);
  const frame = usePageFrame(frameRef, controlsRef);
  const points = usePagePoints(pdf, page);
  const zoom = useZoom(frameRef, hostRef, frame, points);
  const width = zoom.pageSize?.width ?? null;
  const height = zoom.pageSize?.height ?? 0;
  const canvases = usePageCanvases(pdf, width, height, frame?.pixelRatio ?? 1, readingMode);

  const thumbnails = usePageThumbnails(page);
  const status = useCanvasSwap(canvases, page, hostRef, {
    onPainted: (painted) => {
      onPagePainted?.(painted);
      setTimeout(thumbnails.want, 0);
    },
    onFailed: onPageFailed,
  });
  useFirstPageHold(status);
  const waitingOffline = usePageStall(status === 'loading', page, onPageStalled);

  const text = status === 'ready' ? (canvases?.textOf(page) ?? null) : null;
  usePageHighlights(text, page, highlights);
  useTextSelection(text, page, frameRef, onTextSelected);

  const { turn, jump, swipe } = usePageTurns(page, pageCount, onPageChange, frameRef);
  // The frame is as tall as the whole page at fit page: a larger page scrolls inside it, the controls stay put.
  const frameHeight = frame ? fitPageHeight(frame, points) : undefined;
  const scrolls = frame !== null && width !== null && (width > frame.width || height > (frameHeight ?? height));

  return (
    <>
      <ReaderToolbar
        zoom={zoom.zoom}
        shownPercent={zoom.shownPercent}
        onZoom={zoom.zoomTo}
        onStep={zoom.step}
        readingMode={readingMode}
        onReadingMode={(mode) => onReadingModeChange?.(mode)}
      >
        {tools}
      </ReaderToolbar>
      <div
        ref={frameRef}
        className={`reader-page reader-page--${readingMode}${scrolls ? ' reader-page--scrolls' : ''}`}
        style={{ height: frameHeight }}
        {...swipe}
      >
        <div
          ref={hostRef}
          className="reader-page__canvas"
          role="group"
          aria-label={pageLabel(page, pageCount)}
          style={width ? { width, height, background: paperOf(readingMode) } : undefined}
        />
        <PageStatus status={status} waitingOffline={waitingOffline} />
      </div>
      <PageControls ref={controlsRef} page={page} pageCount={pageCount} onTurn={turn} onGoTo={jump} />
      {thumbnails.module && (
        <thumbnails.module.PageThumbnails
          pdf={pdf}
          page={thumbnails.page}
          aspectRatio={points.width / points.height}
          readingMode={readingMode}
          onJump={jump}
        />
      )}
    </>
  );
}
