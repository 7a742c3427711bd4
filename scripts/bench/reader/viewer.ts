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
const { EventBus, PDFLinkService, PDFSinglePageViewer, RenderingStates } =
  await import('pdfjs-dist/web/pdf_viewer.mjs');

const file = new URLSearchParams(location.search).get('file');
const container = document.getElementById('viewerContainer') as HTMLDivElement;
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const viewer = new PDFSinglePageViewer({
  container,
  eventBus,
  linkService,
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
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  document.body.append(`Failed: ${message}`);
  performance.mark(FAILED, { detail: { message } });
}
