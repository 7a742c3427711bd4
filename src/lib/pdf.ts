/**
 * pdf.js, loaded only when a book is opened, with its worker served from the
 * app itself (docs/product.md#nothing-from-a-third-party-cdn: no CDN; Vite's `?url` import puts the worker file in
 * the build, where the service worker can precache it). Only the reader's
 * chunk imports this module, so no other route pays for pdf.js.
 */
import type * as PdfJsModule from 'pdfjs-dist';
import type {
  PDFDocumentLoadingTask,
  PDFDocumentProxy,
  PDFPageProxy,
  PDFWorker,
  RenderTask,
  TextLayer,
} from 'pdfjs-dist';
import {
  fetchOpeningBytes,
  preloadOpeningBytes,
  serveRanges,
  takePreloadedOpening,
  type OpeningBytes,
} from './pdfByteRanges';
import { loadOnce } from './loadOnce';
import { copyPictures, pictureOutlines } from './pdfPictures';

export type { PDFDocumentProxy, PDFPageProxy };

type PdfJs = typeof PdfJsModule;

/** The module once loaded, for code that only runs when a document exists. */
let pdfjsModule: PdfJs | null = null;
/** The worker started by loadPdfJs (lib/pdfWorker.ts), once it runs; handed to pdf.js once. */
let startedWorker: Worker | null = null;

/**
 * pdf.js and its worker, fetched once per visit however many books are
 * opened. The worker script (a megabyte) is fetched and compiled in
 * parallel with pdf.js's own module, not after it, as pdf.js would: both are
 * on the way to page 1. A download that failed (the network dropped, a new
 * release replaced the chunk) is not remembered: the next book opened asks
 * again, rather than fail until the page is reloaded (loadOnce).
 */
export const loadPdfJs = loadOnce(() =>
  Promise.all([
    import('pdfjs-dist'),
    import('./pdfWorker').then(async (worker) => ({
      url: worker.PDF_WORKER_URL,
      started: await worker.startPdfWorker(),
    })),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.url;
    pdfjsModule = pdfjs;
    startedWorker = worker.started;
    return pdfjs;
  }),
);

let worker: PDFWorker | null = null;

/**
 * One pdf.js worker for the whole visit, started the first time it is needed
 * and shared by every book opened: starting it (fetching and compiling its
 * megabyte of code) is the slowest step of opening a book, so it is paid
 * once. Closing a book frees that book's data in it.
 */
function sharedWorker(pdfjs: PdfJs): PDFWorker {
  if (!worker || worker.destroyed) {
    const port = startedWorker;
    startedWorker = null;
    worker = port ? pdfjs.PDFWorker.create({ port }) : new pdfjs.PDFWorker();
  }
  return worker;
}

/**
 * Starts loading pdf.js and its worker now, while the reader is still asking
 * for the book's link (or its screen is still loading), so that they are
 * ready when the link arrives.
 */
export function warmUpPdf(): void {
  loadPdfJs().then(sharedWorker, () => {
    // The real opening reports the failure ('Failed to load PDF file.').
  });
}

/**
 * The bytes asked for per range request. pdf.js's default (64 KB) costs one
 * round trip per 64 KB; on a slow, distant network each round trip costs more
 * than the bytes, so twice that halves the waits for page 1 while a page of
 * text still needs only one or two chunks.
 */
export const PDF_RANGE_CHUNK_BYTES = 128 * 1024;

/**
 * The end of the file asked for beside its first chunk: a PDF's trailer and
 * cross-reference table are at its end, and pdf.js reads them before any
 * page. Two chunks, so that at least one whole chunk of the end comes however
 * the file's length falls (the seeded 600-page book's last 25 KB hold them,
 * with its page tree and fonts).
 */
export const PDF_TAIL_BYTES = 2 * PDF_RANGE_CHUNK_BYTES;

const OPENING_SIZES = { chunkBytes: PDF_RANGE_CHUNK_BYTES, tailBytes: PDF_TAIL_BYTES };

/**
 * Starts fetching the first and last bytes of the PDF at `url` now, before
 * the reader opens it (the app starting on the reader's address signs its
 * link early): openPdf then takes them instead of asking again.
 */
export function preloadPdfOpening(url: string): void {
  preloadOpeningBytes(url, OPENING_SIZES);
}

/** Where a book's PDF comes from: an address that answers byte ranges, or a file already on the device. */
export type PdfSource = { kind: 'url'; url: string } | { kind: 'file'; file: Blob | ArrayBuffer };

/** Why a password is asked for: none given yet, or the one given was wrong. */
export type PasswordReason = 'needed' | 'incorrect';

export interface OpenPdfOptions {
  /**
   * A protected PDF asks for its password: answer with `submit(password)`;
   * leaving it unanswered leaves the document loading until it is closed.
   */
  onPassword: (reason: PasswordReason, submit: (password: string) => void) => void;
}

/** A document being opened: its promise, and a way to close it (whether or not it has finished opening). */
export interface OpeningPdf {
  document: Promise<PDFDocumentProxy>;
  /** Stops the loading, or destroys the opened document (its worker data, its pages); safe to call twice. */
  close: () => Promise<void>;
}

/** The rejection of `document` when the reader closed it before it opened: nothing to report. */
export class PdfClosedError extends Error {
  constructor() {
    super('The PDF was closed before it opened');
    this.name = 'PdfClosedError';
  }
}

const bytesOf = async (file: Blob | ArrayBuffer): Promise<Uint8Array> =>
  new Uint8Array(file instanceof Blob ? await file.arrayBuffer() : file);

/** Where pdf.js reads a book from: its bytes, our own byte ranges, or (a refused or unanswered link) the link itself. */
async function documentLocation(
  pdfjs: PdfJs,
  source: PdfSource,
  opening: Promise<OpeningBytes> | null,
  signal: AbortSignal,
) {
  if (source.kind === 'file') return { data: await bytesOf(source.file) };
  const bytes = (await opening) ?? { kind: 'unavailable' };
  if (bytes.kind === 'whole') return { data: bytes.data };
  const byRanges = { rangeChunkSize: PDF_RANGE_CHUNK_BYTES, disableStream: true, disableAutoFetch: true };
  if (bytes.kind === 'ranges') {
    const transport = new pdfjs.PDFDataRangeTransport(bytes.length, bytes.head);
    return { range: serveRanges(transport, source.url, bytes.tail, signal), ...byRanges };
  }
  // pdf.js then asks again itself, and fails (or not) as it always has.
  return { url: source.url, ...byRanges };
}

/**
 * Opens a PDF. From an address it loads by byte ranges only what the pages
 * shown need: streaming the whole file from the start would share the
 * network with the ranges page 1 is waiting for, and fetching ahead in the
 * background would do the same (pdf.js disables the latter only with the
 * former), so page 1 of a large book shows long before the file has arrived.
 * The ranges are fetched here, not by pdf.js (lib/pdfByteRanges.ts): the
 * first and the last go out as soon as the address is known.
 * Servers without range support get the whole file.
 */
export function openPdf(source: PdfSource, { onPassword }: OpenPdfOptions): OpeningPdf {
  let task: PDFDocumentLoadingTask | null = null;
  let closed = false;
  const requests = new AbortController();
  // Started before pdf.js has loaded: the file's first and last bytes are on their way meanwhile, or
  // were already asked for as the app started (preloadPdfOpening), and closing stops those too.
  const preloaded = source.kind === 'url' ? takePreloadedOpening(source.url) : null;
  if (preloaded) requests.signal.addEventListener('abort', preloaded.stop, { once: true });
  const opening =
    source.kind === 'url' ? (preloaded?.bytes ?? fetchOpeningBytes(source.url, OPENING_SIZES, requests.signal)) : null;

  const document = (async () => {
    const pdfjs = await loadPdfJs();
    const location = await documentLocation(pdfjs, source, opening, requests.signal);
    if (closed) throw new PdfClosedError();
    task = pdfjs.getDocument({
      ...location,
      worker: sharedWorker(pdfjs),
      // Reading needs neither forms nor scripts; no string of the file is ever evaluated.
      enableXfa: false,
      isEvalSupported: false,
    });
    task.onPassword = (submit: (password: string) => void, reason: number) =>
      onPassword(reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD ? 'incorrect' : 'needed', submit);
    return task.promise;
  })();

  return {
    document,
    close: async () => {
      closed = true;
      requests.abort();
      // Destroying the loading task also destroys the document it opened.
      await task?.destroy();
    },
  };
}

/** A page render under way: it can be stopped when that page is no longer wanted. */
export interface PageRender {
  /** Resolves once the page is drawn; rejects with a cancellation (see `isRenderCancelled`) or a failure. */
  done: Promise<void>;
  cancel: () => void;
}

/** The page's size at scale 1, in PDF points (1/72 inch). */
export function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/**
 * The colours a page is drawn in, pdf.js's `pageColors`: its ink becomes `foreground`, its paper `background`,
 * the shades between them in between. Null: the PDF's own colours.
 */
export interface PageColors {
  background: string;
  foreground: string;
}

/** How a page is drawn: `cssWidth` CSS pixels wide, `pixelRatio` device pixels per CSS pixel, in its colours. */
export interface PageDrawing {
  cssWidth: number;
  pixelRatio: number;
  pageColors?: PageColors | null;
}

/** The page's viewport `cssWidth` CSS pixels wide, times `pixelRatio`. */
function viewportAt(page: PDFPageProxy, cssWidth: number, pixelRatio = 1) {
  const natural = page.getViewport({ scale: 1 });
  return page.getViewport({ scale: (cssWidth / natural.width) * pixelRatio });
}

/**
 * Draws a page into a canvas `cssWidth` CSS pixels wide, with
 * `pixelRatio` device pixels per CSS pixel (sharp on high-density screens).
 * The canvas gets its backing size and CSS size here. Only the page's own
 * drawing: its text is a layer of its own (renderTextLayer), and the
 * annotation layer stays off (docs/product.md#screens). In a reading mode's
 * colours its pictures keep their own (pdfPictures.ts).
 * The page's parsed resources are freed once it is drawn (`cleanup`), since
 * the canvas now holds everything the reader needs from it.
 */
export function renderPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  { cssWidth, pixelRatio, pageColors }: PageDrawing,
  {
    continueWhen,
  }: {
    /**
     * pdf.js draws on this thread in slices of about 15 ms, one straight after
     * another; given this, each slice waits until it resolves (drawing that
     * must give way to the pages being turned).
     */
    continueWhen?: () => Promise<void>;
  } = {},
): PageRender {
  const viewport = viewportAt(page, cssWidth, pixelRatio);
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${viewport.height / pixelRatio}px`;
  // A page exists only once pdf.js has loaded; DISABLE is 0 in every release should that ever not hold.
  const annotationMode = pdfjsModule?.AnnotationMode.DISABLE ?? 0;
  const draw = (target: HTMLCanvasElement, colours: PageColors | null): RenderTask => {
    const task = page.render({
      canvas: target,
      viewport,
      annotationMode,
      pageColors: colours ?? undefined,
      recordImages: colours !== null,
    });
    if (continueWhen) task.onContinue = (next: () => void) => void continueWhen().then(next);
    return task;
  };
  let task = draw(canvas, pageColors ?? null);
  let cancelled = false;
  const keepPicturesInTheirColours = async () => {
    const coordinates = (page as { imageCoordinates?: ArrayLike<number> | null }).imageCoordinates;
    if (cancelled || !coordinates?.length) return;
    const ownColours = document.createElement('canvas');
    ownColours.width = canvas.width;
    ownColours.height = canvas.height;
    task = draw(ownColours, null);
    try {
      await task.promise;
      copyPictures(canvas, ownColours, pictureOutlines(coordinates, canvas.width, canvas.height));
    } finally {
      ownColours.width = 0;
      ownColours.height = 0;
    }
  };
  const done = (async () => {
    await task.promise;
    if (pageColors) await keepPicturesInTheirColours();
    page.cleanup();
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task.cancel();
    },
  };
}

/** A page's text laid out by pdf.js's TextLayer, ready to be put over its canvas. */
export interface PageTextLayer {
  /** The layer (class `textLayer`): one element per text item, transparent, where the item is on the page. */
  element: HTMLDivElement;
  /** The page's text items in order, as getTextContent gives them (marked-content markers have no `str`). */
  items: readonly { str?: string; hasEOL?: boolean }[];
  /** The element of each item with a `str`, in order (TextLayer's `textDivs`). */
  textDivs: readonly HTMLElement[];
}

/** A text layer being laid out; `cancel` stops it (its promise then rejects). */
export interface TextLayerRender {
  done: Promise<PageTextLayer>;
  cancel: () => void;
}

/**
 * Lays out a page's text for a page `cssWidth` CSS pixels wide with pdf.js's own TextLayer, in an element not
 * yet in the document, so it can be prepared with the page's canvas and shown in the same frame. The element
 * carries the scale pdf.js's text layer CSS sizes it by (`--total-scale-factor`).
 */
export function renderTextLayer(page: PDFPageProxy, cssWidth: number): TextLayerRender {
  const pdfjs = pdfjsModule;
  const element = document.createElement('div');
  element.className = 'textLayer';
  const viewport = viewportAt(page, cssWidth);
  element.style.setProperty('--total-scale-factor', String(viewport.scale));
  let layer: TextLayer | null = null;
  let cancelled = false;
  const done = (async () => {
    if (!pdfjs) throw new Error('pdf.js is not loaded');
    const content = await page.getTextContent();
    if (cancelled) throw new pdfjs.AbortException('Text layer cancelled');
    layer = new pdfjs.TextLayer({ textContentSource: content, container: element, viewport });
    await layer.render();
    // Marked-content markers carry no text (they have no `str`), and no element of the layer.
    const items = content.items.map((item) => ('str' in item ? { str: item.str, hasEOL: item.hasEOL } : {}));
    return { element, items, textDivs: layer.textDivs };
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      layer?.cancel();
    },
  };
}

/** Whether a text layer stopped because it was cancelled. */
export function isTextLayerCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortException';
}

/** Whether a render stopped because it was cancelled (the page was no longer wanted), not because it failed. */
export function isRenderCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'RenderingCancelledException';
}
