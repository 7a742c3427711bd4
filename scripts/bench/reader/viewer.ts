/**
 * The reference side of `npm run bench:reader`: pdf.js's own viewer component
 * (PDFSinglePageViewer, the one-page-at-a-time viewer Firefox's reader is built
 * from) showing the PDF named by `?file=`, at a page width of 600 CSS pixels,
 * with its text layer on as the reader's is, everything else at pdf.js's
 * defaults, with its worker bundled (no CDN) as the app does.
 *
 * It marks each page it shows the way the reader does (`viewer:page-painted`,
 * with the page, in the frame after the page shows with its text layer), so
 * the harness reads both the same way. The arrow keys turn pages, as in pdf.js's full viewer
 * application, which calls the same nextPage/previousPage.
 *
 * Find: Enter in the #find field searches the book for its text with pdf.js's own find controller
 * (PDFFindController, as the full viewer's find bar drives it: Enter is its 'again'), marking
 * `viewer:find-first-result` when it reports its first match and `viewer:find-done` once every page's matches are
 * counted (detail: the count), as the reader marks its own Find.
 */
import * as pdfjsLib from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';
import './viewer.css';

/** What the harness waits for; the reader's own mark is 'reader:page-painted'. */
const PAINTED = 'viewer:page-painted';
const FAILED = 'viewer:failed';
/** The reader's page width, in CSS pixels. */
const PAGE_WIDTH = 600;
/** web/ui_utils.js TextLayerMode.ENABLE (the enum is not exported). */
const TEXT_LAYER_ENABLED = 1;

// pdf_viewer.mjs reads the library from this global, so it must be set before the viewer module is evaluated.
(globalThis as unknown as { pdfjsLib: typeof pdfjsLib }).pdfjsLib = pdfjsLib;
pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl;
const { EventBus, PDFFindController, PDFLinkService, PDFSinglePageViewer, RenderingStates } =
  await import('pdfjs-dist/web/pdf_viewer.mjs');

const file = new URLSearchParams(location.search).get('file');
const container = document.getElementById('viewerContainer') as HTMLDivElement;
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const findController = new PDFFindController({ linkService, eventBus });
const viewer = new PDFSinglePageViewer({
  container,
  eventBus,
  linkService,
  findController,
  textLayerMode: TEXT_LAYER_ENABLED,
  annotationMode: pdfjsLib.AnnotationMode.DISABLE,
});
linkService.setViewer(viewer);

const markPaintedNextFrame = (page: number) =>
  requestAnimationFrame(() => performance.mark(PAINTED, { detail: { page } }));

/**
 * The page that becomes current is "shown" once both its canvas and its text
 * layer are in: at once, when pdf.js had already rendered both ahead (the DOM
 * swap in the same task as 'pagechanging'), or when the last of its own
 * 'pagerendered' and 'textlayerrendered' arrives; renders of pages ahead do
 * not count.
 */
const textLaidOut = new Set<number>();
let waitingFor: number | null = 1;
const showIfReady = (pageNumber: number) => {
  const view = viewer.getPageView(pageNumber - 1) as { renderingState: number } | undefined;
  if (pageNumber !== waitingFor || view?.renderingState !== RenderingStates.FINISHED) return;
  if (!textLaidOut.has(pageNumber)) return;
  waitingFor = null;
  markPaintedNextFrame(pageNumber);
};
eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
  waitingFor = pageNumber;
  showIfReady(pageNumber);
});
// A page drawn again (evicted from the viewer's buffer, then back) lays its text out again.
eventBus.on('pagerender', ({ pageNumber }: { pageNumber: number }) => textLaidOut.delete(pageNumber));
eventBus.on('pagerendered', ({ pageNumber, isDetailView }: { pageNumber: number; isDetailView?: boolean }) => {
  if (!isDetailView) showIfReady(pageNumber);
});
eventBus.on('textlayerrendered', ({ pageNumber }: { pageNumber: number }) => {
  textLaidOut.add(pageNumber);
  showIfReady(pageNumber);
});

window.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowRight') viewer.nextPage();
  else if (event.key === 'ArrowLeft') viewer.previousPage();
});

const FIND_FIRST = 'viewer:find-first-result';
const FIND_DONE = 'viewer:find-done';
let searching = false;
eventBus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: { total: number } }) => {
  if (searching && matchesCount.total > 0 && performance.getEntriesByName(FIND_FIRST).length === 0) {
    performance.mark(FIND_FIRST);
  }
});

/**
 * The controller says when a match is found, not when every page has been searched: it reads the pages' texts
 * one after another (its `_extractTextPromises`, one per page) and counts each page's matches as its text comes,
 * so once they have all come, and the counting queued behind them has run, the search is over.
 */
async function whenFindDone(pdf: { numPages: number }): Promise<void> {
  const { _extractTextPromises: texts } = findController as unknown as { _extractTextPromises: Promise<void>[] };
  await Promise.all(texts);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { pageMatches } = findController as unknown as { pageMatches: number[][] };
  const counted = pageMatches.filter(Boolean);
  if (counted.length !== pdf.numPages) throw new Error(`find counted ${counted.length} of ${pdf.numPages} pages`);
  performance.mark(FIND_DONE, { detail: { results: counted.reduce((sum, matches) => sum + matches.length, 0) } });
}

function findOnEnter(pdf: { numPages: number }) {
  const field = document.getElementById('find') as HTMLInputElement;
  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    for (const name of [FIND_FIRST, FIND_DONE]) performance.clearMarks(name);
    searching = true;
    eventBus.dispatch('find', {
      source: null,
      type: 'again',
      query: field.value,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: false,
      matchDiacritics: false,
    });
    // The controller starts reading the texts in a task of its own, once the document is there.
    setTimeout(() => void whenFindDone(pdf), 0);
  });
}

try {
  if (!file) throw new Error('No ?file= to open');
  // Set in 'pagesinit', as pdf.js's own examples do, so the first render is already at this scale.
  eventBus.on('pagesinit', () => {
    const first = viewer.getPageView(0) as { scale: number; viewport: { width: number } };
    viewer.currentScale = (PAGE_WIDTH * first.scale) / first.viewport.width;
  });
  const pdf = await pdfjsLib.getDocument({ url: file }).promise;
  viewer.setDocument(pdf);
  linkService.setDocument(pdf, null);
  findController.setDocument(pdf);
  findOnEnter(pdf);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  document.body.append(`Failed: ${message}`);
  performance.mark(FAILED, { detail: { message } });
}
