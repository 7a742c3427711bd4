import { expect, jest } from '@jest/globals';
import { openPdf } from './pdf';

/**
 * Opening a book when pdf.js's own code could not be downloaded: pdf.js is played by a module whose first load
 * fails (as a dynamic import does when the network drops, or a new release has replaced the chunk).
 */

const mockPdfJsLoads = { count: 0 };
const mockDocument = { numPages: 3 };

jest.mock('pdfjs-dist', () => {
  mockPdfJsLoads.count += 1;
  if (mockPdfJsLoads.count === 1) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/pdf.mjs');
  }
  return {
    GlobalWorkerOptions: {},
    PasswordResponses: { NEED_PASSWORD: 1, INCORRECT_PASSWORD: 2 },
    PDFWorker: class {
      destroyed = false;
    },
    getDocument: () => ({ promise: Promise.resolve(mockDocument), destroy: async () => {} }),
  };
});

// Its worker's address is a Vite `?url` import, which jest cannot load; none is started here.
jest.mock('./pdfWorker', () => ({ PDF_WORKER_URL: '/assets/pdf.worker.mjs', startPdfWorker: async () => null }));

const aBook = () => openPdf({ kind: 'file', file: new Uint8Array([37, 80, 68, 70]).buffer }, { onPassword: () => {} });

test('a book opened after pdf.js failed to download asks for it again, and opens', async () => {
  await expect(aBook().document).rejects.toThrow('Failed to fetch dynamically imported module');
  await expect(aBook().document).resolves.toBe(mockDocument);
  expect(mockPdfJsLoads.count).toBe(2);
  // Once here, it is not asked for again.
  await expect(aBook().document).resolves.toBe(mockDocument);
  expect(mockPdfJsLoads.count).toBe(2);
});
