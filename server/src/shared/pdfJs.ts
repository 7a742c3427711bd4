import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfJs = typeof PdfJsModule;

/**
 * pdf.js as the reader uses it (its legacy build is the one that runs on Node 20).
 * It is an ES module; ts-jest compiles the tests to CommonJS, which would turn a
 * plain import() into require(), so the import is made at run time, from a function
 * compiled here. Its source differs on each load: V8 reuses a function compiled from
 * the same source with the first caller's module context, and under jest that is an
 * earlier test file's, torn down by then ("import after the Jest environment has been
 * torn down"), so the second test file to read a PDF in a worker failed.
 */
let loaded: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  const freshSource = `return import('pdfjs-dist/legacy/build/pdf.mjs'); // load ${Math.random()}`;
  loaded ??= (new Function(freshSource) as () => Promise<PdfJs>)();
  return loaded;
}
