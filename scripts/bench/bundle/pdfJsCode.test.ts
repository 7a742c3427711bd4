import { holdsPdfJsCode } from './pdfJsCode';

test('pdf.js’s code counts as pdf.js; the address of its worker file does not', () => {
  expect(holdsPdfJsCode('node_modules/pdfjs-dist/build/pdf.mjs')).toBe(true);
  expect(holdsPdfJsCode('node_modules/pdfjs-dist/legacy/build/pdf.mjs')).toBe(true);
  expect(holdsPdfJsCode('node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url')).toBe(false);
  expect(holdsPdfJsCode('src/lib/pdfWorker.ts')).toBe(false);
});
