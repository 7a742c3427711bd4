/**
 * What the bench adds to each page it opens, before any of the page's own
 * scripts run (Playwright's addInitScript), and how it reads the page back.
 * Kept as source text, not functions: Playwright would send a function's
 * compiled text, and tsx's compiled functions call helpers that exist only in
 * Node.
 *
 * - Key presses: the time of each keydown (performance.now()), caught on the
 *   window in the capture phase by a listener registered before the page's
 *   own, so it is the moment the page first sees the key.
 * - Canvases: every canvas the page creates (document.createElement, `new
 *   OffscreenCanvas`) and every ImageBitmap (createImageBitmap) is held by a
 *   WeakRef, so after a forced garbage collection the bench can add up the
 *   pixels of those still alive, in the document or not (pdf.js's viewer keeps
 *   rendered pages out of the document in a cache). Not seen: canvases and
 *   bitmaps made inside workers (pdf.js's worker) and canvases made by parsing
 *   HTML; a canvas zeroed when dropped (width and height 0) counts 0.
 */

/** Runs in the page before its scripts. */
export const INSTRUMENT_PAGE = `(() => {
  const bench = { keydowns: [], canvases: [], offscreen: [], bitmaps: [] };
  Object.defineProperty(window, '__readerBench', { value: bench });
  window.addEventListener('keydown', (event) => {
    bench.keydowns.push({ key: event.key, at: performance.now() });
  }, { capture: true });
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    const element = createElement.apply(this, args);
    if (element instanceof HTMLCanvasElement) bench.canvases.push(new WeakRef(element));
    return element;
  };
  if (typeof OffscreenCanvas === 'function') {
    const Original = OffscreenCanvas;
    window.OffscreenCanvas = class extends Original {
      constructor(width, height) {
        super(width, height);
        bench.offscreen.push(new WeakRef(this));
      }
    };
  }
  const createImageBitmap = window.createImageBitmap;
  window.createImageBitmap = function (...args) {
    return createImageBitmap.apply(this, args).then((bitmap) => {
      bench.bitmaps.push(new WeakRef(bitmap));
      return bitmap;
    });
  };
})();`;

/** Pixels held by the page's live canvases and bitmaps (read after a forced garbage collection). */
export interface PixelsHeld {
  /** Canvases in the document with a non-zero size, and their pixels. */
  documentCanvases: number;
  documentCanvasPixels: number;
  /** Every canvas still alive, in the document or not (a cache of rendered pages), and their pixels. */
  liveCanvases: number;
  liveCanvasPixels: number;
  /** OffscreenCanvases made on the page's main thread. */
  offscreenCanvasPixels: number;
  /** ImageBitmaps not yet closed (thumbnails kept as bitmaps). */
  bitmapPixels: number;
}

/** Evaluated in the page: returns PixelsHeld. */
export const READ_PIXELS_HELD = `(() => {
  const bench = window.__readerBench;
  const alive = (refs) => refs.map((ref) => ref.deref()).filter((object) => object !== undefined);
  const drawn = (objects) => objects.filter((object) => object.width * object.height > 0);
  const pixels = (objects) => objects.reduce((sum, object) => sum + object.width * object.height, 0);
  const inDocument = drawn([...document.querySelectorAll('canvas')]);
  const live = drawn([...new Set([...alive(bench.canvases), ...inDocument])]);
  return {
    documentCanvases: inDocument.length,
    documentCanvasPixels: pixels(inDocument),
    liveCanvases: live.length,
    liveCanvasPixels: pixels(live),
    offscreenCanvasPixels: pixels(alive(bench.offscreen)),
    bitmapPixels: pixels(alive(bench.bitmaps)),
  };
})()`;

/** A paint mark as the bench reads it: the page it names and when (ms since navigation start). */
export interface PaintMark {
  page: number;
  at: number;
}

/**
 * Evaluated in the page: a promise of the first `markName` mark for
 * `wanted.page` (any page when null) set at or after `wanted.after`.
 */
export const awaitPaintMark = (markName: string, wanted: { page: number | null; after: number }) => `(() => {
  const name = ${JSON.stringify(markName)};
  const wanted = ${JSON.stringify(wanted)};
  const find = () => performance.getEntriesByName(name, 'mark')
    .map((mark) => ({ page: Number(mark.detail?.page), at: mark.startTime }))
    .find((mark) => (wanted.page === null ? mark.page >= 1 : mark.page === wanted.page) && mark.at >= wanted.after);
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new PerformanceObserver(() => {
      const seen = find();
      if (seen) {
        observer.disconnect();
        resolve(seen);
      }
    });
    observer.observe({ type: 'mark' });
  });
})()`;

/** Evaluated in the page: every keydown so far. */
export const READ_KEYDOWNS = `window.__readerBench.keydowns`;
