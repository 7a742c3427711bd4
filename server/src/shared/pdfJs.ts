import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfJs = typeof PdfJsModule;

/**
 * pdf.js as the reader uses it (its legacy build is the one that runs on Node 20).
 * It is an ES module; ts-jest compiles the tests to CommonJS, which would turn a
 * plain import() into require(), so the import is made at run time.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<PdfJs>;

let loaded: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= importEsm('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}
