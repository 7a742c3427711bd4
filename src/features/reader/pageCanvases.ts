import {
  isRenderCancelled,
  renderPage,
  renderTextLayer,
  type PageDrawing,
  type PageRender,
  type PDFDocumentProxy,
  type TextLayerRender,
} from '../../lib/pdf';
import { pageTextOf, type PageText } from './pageText';
import { pagesToDrop, pagesToKeep } from './pageWindow';

/** The size pages are drawn at (CSS width, device pixels per CSS pixel), and their colours (readingModes.ts). */
export type PageDrawSize = PageDrawing;

/** A page's text over its canvas: pdf.js's text layer, and the page's text it is made of (pageText.ts). */
export interface PageTextOnScreen {
  element: HTMLElement;
  pageText: PageText;
  /** textDivs[i] shows the i-th text item with a `str` (pageText.itemStarts[i]). */
  textDivs: readonly HTMLElement[];
}

/** Lays out a page's text for a page of a CSS width (lib/pdf.ts renderTextLayer; a stand-in in tests). */
export type LayOutText = typeof renderTextLayer;

interface PageCanvas {
  canvas: HTMLCanvasElement;
  render: PageRender | null;
  textRender: TextLayerRender | null;
  text: PageTextOnScreen | null;
  drawn: boolean;
  dropped: boolean;
  ready: Promise<HTMLCanvasElement>;
}

/** Resolves once the frame now being prepared has been painted (the task after its animation frame). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The rejection of a page's canvas when the page was let go before it was drawn: nothing went wrong. */
export class PageDroppedError extends Error {
  constructor(page: number) {
    super(`Page ${page} was let go before it was drawn`);
    this.name = 'PageDroppedError';
  }
}

/** Whether a page's canvas was refused only because the reader moved on. */
export const isPageLetGo = (error: unknown): boolean => error instanceof PageDroppedError || isRenderCancelled(error);

/**
 * The full-size page canvases of one open document at one size, drawn off
 * screen so a page can be swapped in the moment it is wanted. `showAround`
 * keeps the current page and its two neighbours (pageWindow.ts) and lets
 * every other go: a render still running is cancelled (a fast series of
 * turns draws only where the reader stops) and the canvas is zeroed, since a
 * detached canvas keeps its pixels until it is collected. At most three are
 * ever alive. Zeroing frees megabytes of pixels (~1.7 ms a canvas on the
 * development machine): on a turn it waits until the new page has been
 * painted, rather than holding back the frame that shows it.
 */
export class PageCanvases {
  private readonly pages = new Map<number, PageCanvas>();
  private current = 0;

  constructor(
    private readonly pdf: PDFDocumentProxy,
    private readonly size: PageDrawSize,
    private readonly layOutText: LayOutText = renderTextLayer,
  ) {}

  /** The CSS width pages are drawn at. */
  get cssWidth(): number {
    return this.size.cssWidth;
  }

  /** The page's canvas if it is already drawn, to show at once. */
  drawn(page: number): HTMLCanvasElement | null {
    const entry = this.pages.get(page);
    return entry?.drawn ? entry.canvas : null;
  }

  /** The text laid over the page's canvas, once the page is drawn (null: none, or it could not be read). */
  textOf(page: number): PageTextOnScreen | null {
    const entry = this.pages.get(page);
    return entry?.drawn ? entry.text : null;
  }

  /**
   * Makes `page` the current one: it is drawn first, then its next and
   * previous neighbours, and every other canvas is let go. Resolves with the
   * page's canvas once drawn; rejects with a let-go error (`isPageLetGo`) if
   * the reader moved on first, or with the failure.
   */
  showAround(page: number): Promise<HTMLCanvasElement> {
    this.current = page;
    const pageCount = this.pdf.numPages;
    for (const gone of pagesToDrop(this.pages.keys(), page, pageCount)) this.drop(gone);
    const [first, ...neighbours] = pagesToKeep(page, pageCount);
    const ready = this.request(first ?? page);
    // The neighbours wait until the current page has been painted, so they never slow it down: pdf.js draws
    // on the main thread, and a neighbour drawn in the same frame would hold back the page being shown.
    ready.then(afterNextPaint).then(
      () => {
        if (this.current === page) neighbours.forEach((neighbour) => void this.request(neighbour).catch(() => {}));
      },
      () => {},
    );
    return ready;
  }

  /** The canvases alive now (drawn or being drawn), for tests and the memory budget. */
  get aliveCount(): number {
    return this.pages.size;
  }

  /** Lets every canvas go: the reader closed, or pages are now drawn at another size. */
  destroy(): void {
    this.current = 0;
    for (const page of [...this.pages.keys()]) this.drop(page, { zeroNow: true });
  }

  private request(page: number): Promise<HTMLCanvasElement> {
    const existing = this.pages.get(page);
    if (existing) return existing.ready;
    const drawing = {
      canvas: document.createElement('canvas'),
      render: null,
      textRender: null,
      text: null,
      drawn: false,
      dropped: false,
    };
    // The same object as `drawing`, which draw() marks as it goes.
    const entry: PageCanvas = Object.assign(drawing, { ready: this.draw(page, drawing) });
    // A failed page is forgotten, so coming back to it tries again.
    entry.ready.catch(() => {
      if (this.pages.get(page) === entry && !entry.dropped) this.drop(page);
    });
    this.pages.set(page, entry);
    return entry.ready;
  }

  private async draw(page: number, entry: Omit<PageCanvas, 'ready'>): Promise<HTMLCanvasElement> {
    const pdfPage = await this.pdf.getPage(page);
    if (entry.dropped) throw new PageDroppedError(page);
    entry.render = renderPage(pdfPage, entry.canvas, this.size);
    // The text is laid out beside the drawing, so the page shows with it in one frame; a page whose text
    // cannot be read still shows, as a picture.
    entry.textRender = this.layOutText(pdfPage, this.size.cssWidth);
    const text = entry.textRender.done.then(
      ({ element, items, textDivs }) => ({ element, pageText: pageTextOf(items), textDivs }),
      () => null,
    );
    await entry.render.done;
    entry.text = await text;
    entry.render = null;
    entry.textRender = null;
    if (entry.dropped) throw new PageDroppedError(page);
    entry.drawn = true;
    return entry.canvas;
  }

  private drop(page: number, { zeroNow = false } = {}): void {
    const entry = this.pages.get(page);
    if (!entry) return;
    this.pages.delete(page);
    entry.dropped = true;
    entry.render?.cancel();
    entry.textRender?.cancel();
    entry.text?.element.remove();
    const { canvas } = entry;
    const zero = () => {
      canvas.width = 0;
      canvas.height = 0;
      canvas.remove();
    };
    if (zeroNow) zero();
    else void afterNextPaint().then(zero);
  }
}
