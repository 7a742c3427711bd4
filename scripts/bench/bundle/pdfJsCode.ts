/**
 * Whether a module of a chunk is pdf.js's code. A `?url` import of its worker
 * is only the worker file's address (a string): the entry holds one, so that
 * the worker starts as the app opens on the reader (lib/pdfWorker.ts).
 */
export const holdsPdfJsCode = (module: string): boolean =>
  module.includes('node_modules/pdfjs-dist/') && !module.endsWith('?url');
