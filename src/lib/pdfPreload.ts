/**
 * Starts fetching pdf.js's module and starting its worker, for a route that
 * is about to open a book: called by the router beside the reader's screen
 * chunk, so the two megabytes of pdf.js are on their way while that chunk,
 * the sign-in check and the book's link load, rather than after the screen
 * has mounted. Only dynamic imports: the app's entry pays for none of it.
 * lib/pdf.ts imports the same modules later and finds them loaded.
 */
export function preloadPdfJs(): void {
  // A failure here is reported by the real opening ('Failed to load PDF file.'), which imports them again.
  import('pdfjs-dist').catch(() => {});
  import('./pdfWorker').then(
    (worker) => worker.startPdfWorker(),
    () => {},
  );
}
