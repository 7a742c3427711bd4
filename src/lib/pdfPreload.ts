import { startPdfWorker } from './pdfWorker';

/**
 * Starts pdf.js's worker and fetching pdf.js's module, for a route that is
 * about to open a book: called as the app starts on the reader's address
 * (app/preloadFirstScreen.ts) and by the router beside the reader's screen
 * chunk, so the two megabytes of pdf.js are on their way while that chunk,
 * the sign-in check and the book's link load, rather than after the screen
 * has mounted. The worker first, and without a chunk of its own to fetch
 * first (lib/pdfWorker.ts is a few lines in the entry): its megabyte is the
 * longest download and compile on the way to page 1.
 * pdf.js's module is a dynamic import: the app's entry pays for none of it.
 * lib/pdf.ts imports the same modules later and finds them loaded.
 */
export function preloadPdfJs(): void {
  void startPdfWorker();
  // A failure here is reported by the real opening ('Failed to load PDF file.'), which imports it again.
  import('pdfjs-dist').catch(() => {});
}
