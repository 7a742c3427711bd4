/**
 * pdf.js's worker script, started on its own as early as the reader is
 * known to be opening (by index.html as the page opens on the reader's
 * address, with the shell's code; or as the router loads the reader's
 * screen, lib/pdfPreload.ts): fetching and
 * compiling its megabyte happens on another thread while the screen, pdf.js's
 * own module and the book's link load, rather than after them. Kept apart
 * from lib/pdf.ts so that starting it loads nothing else (it is part of the
 * app's entry: a few lines and the worker's address). jest has no `?url`
 * loader: a test reaching this module replaces it (jest.mock).
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { takeStartedWorker } from './startedWorkers';

/** The worker script's address in the build (docs/product.md#nothing-from-a-third-party-cdn: served by the app itself). */
export const PDF_WORKER_URL: string = workerUrl;

let started: Promise<Worker | null> | null = null;

/**
 * The worker, started once per visit (or taken over from index.html, which
 * starts it as the page opens on a book); resolves once it runs (its first
 * message is pdf.js's "ready"), or null if it could not start, in which case
 * pdf.js starts its own (or its main-thread fallback) as it would without us.
 */
export function startPdfWorker(): Promise<Worker | null> {
  // As the page opens on a book, index.html has started it already, with the shell's code (the same steps as here).
  started ??=
    takeStartedWorker(PDF_WORKER_URL) ??
    new Promise((resolve) => {
      let worker: Worker;
      try {
        worker = new Worker(PDF_WORKER_URL, { type: 'module' });
      } catch {
        resolve(null);
        return;
      }
      const failed = () => {
        worker.terminate();
        resolve(null);
      };
      // Once it runs, an error it reports later is pdf.js's to hear of (a page fails), not a reason to stop it.
      worker.addEventListener(
        'message',
        () => {
          worker.removeEventListener('error', failed);
          resolve(worker);
        },
        { once: true },
      );
      worker.addEventListener('error', failed, { once: true });
    });
  return started;
}
