/**
 * pdf.js's worker script, started by us rather than by pdf.js, beside pdf.js's
 * own module (lib/pdf.ts, loadPdfJs) instead of after it: fetching and
 * compiling its megabyte happens on another thread while the module, the
 * reader's screen and the book's link load. jest has no `?url` loader: a test
 * reaching this module replaces it (jest.mock).
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** The worker script's address in the build (docs/product.md#nothing-from-a-third-party-cdn: served by the app itself). */
export const PDF_WORKER_URL: string = workerUrl;

let started: Promise<Worker | null> | null = null;

/**
 * The worker, started once per visit; resolves once it runs (its first
 * message is pdf.js's "ready"), or null if it could not start, in which case
 * pdf.js starts its own (or its main-thread fallback) as it would without us.
 */
export function startPdfWorker(): Promise<Worker | null> {
  started ??= new Promise((resolve) => {
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
