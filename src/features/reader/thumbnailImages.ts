import { isRenderCancelled, renderPage, type PageRender, type PDFDocumentProxy } from '../../lib/pdf';
import type { PageDrawSize } from './pageCanvases';
import { whenIdle } from '../../lib/whenIdle';

/** Thumbnails are stored compressed: a page of text keeps its look at a fraction of a PNG's bytes. */
const THUMBNAIL_TYPE = 'image/jpeg';
const THUMBNAIL_QUALITY = 0.85;

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, THUMBNAIL_TYPE, THUMBNAIL_QUALITY));

/**
 * The thumbnails of one open document, drawn one at a time at a thumbnail's
 * own size into a single scratch canvas and kept as blob URLs (images, not
 * live canvases). `want` says which pages should have one (the visible slide
 * and its neighbours, thumbnails.ts): the others' URLs are revoked and a
 * thumbnail still being drawn for a page no longer wanted is cancelled.
 */
export class ThumbnailImages {
  private readonly urls = new Map<number, string>();
  private wanted = new Set<number>();
  private queue: number[] = [];
  private running: { page: number; render: PageRender | null } | null = null;
  private scratch: HTMLCanvasElement | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly pdf: PDFDocumentProxy,
    private readonly size: PageDrawSize,
  ) {}

  /** The page's thumbnail, if drawn. */
  url = (page: number): string | undefined => this.urls.get(page);

  /** Tells `listener` whenever a thumbnail appears or goes (for useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private onChange(): void {
    this.listeners.forEach((listener) => listener());
  }

  /** Keeps thumbnails for `pages` only, drawing the missing ones in that order. */
  want(pages: readonly number[]): void {
    this.wanted = new Set(pages);
    let changed = false;
    for (const [page, url] of this.urls) {
      if (this.wanted.has(page)) continue;
      URL.revokeObjectURL(url);
      this.urls.delete(page);
      changed = true;
    }
    this.queue = pages.filter((page) => !this.urls.has(page));
    if (this.running && !this.wanted.has(this.running.page)) this.running.render?.cancel();
    if (changed) this.onChange();
    void this.drawQueued();
  }

  /** Cancels what is being drawn, revokes every URL and zeroes the scratch canvas: the reader closed. */
  clear(): void {
    this.want([]);
    this.zeroScratch();
  }

  private async drawQueued(): Promise<void> {
    if (this.running) return;
    for (let page = this.queue.shift(); page !== undefined; page = this.queue.shift()) {
      if (this.urls.has(page) || !this.wanted.has(page)) continue;
      const job: { page: number; render: PageRender | null } = { page, render: null };
      this.running = job;
      try {
        const url = await this.draw(job);
        if (url && this.wanted.has(page)) {
          this.urls.set(page, url);
          this.onChange();
        } else if (url) URL.revokeObjectURL(url);
      } catch (error) {
        // A cancelled thumbnail is simply not wanted any more; a failed one stays an empty frame.
        if (!isRenderCancelled(error)) console.warn(`Thumbnail of page ${page} could not be drawn`, error);
      } finally {
        this.running = null;
      }
    }
    // Nothing left to draw: the scratch canvas's pixels are not kept for later.
    this.zeroScratch();
  }

  private async draw(job: { page: number; render: PageRender | null }): Promise<string | null> {
    // Started between page turns, not inside one.
    await whenIdle();
    if (!this.wanted.has(job.page)) return null;
    const pdfPage = await this.pdf.getPage(job.page);
    if (!this.wanted.has(job.page)) return null;
    const canvas = (this.scratch ??= document.createElement('canvas'));
    // Each slice of the drawing also waits for idle: a thumbnail never holds back a page turn's frame.
    job.render = renderPage(pdfPage, canvas, this.size, { continueWhen: whenIdle });
    await job.render.done;
    const blob = await toBlob(canvas);
    return blob ? URL.createObjectURL(blob) : null;
  }

  private zeroScratch(): void {
    if (!this.scratch) return;
    this.scratch.width = 0;
    this.scratch.height = 0;
    this.scratch = null;
  }
}
