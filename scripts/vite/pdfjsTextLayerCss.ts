/**
 * The text layer's stylesheet as pdf.js ships it, and only that: `import 'virtual:pdfjs-text-layer.css'` is the
 * `.textLayer` rules of pdfjs-dist/web/pdf_viewer.css (the CSS pdf.js documents for its TextLayer), read from the
 * installed package at build time. The whole file is 7,000 lines of viewer, toolbar and editor styles the reader
 * never uses; a copy of the rules would drift from the pdf.js version that lays the text out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { textLayerRules } from './textLayerRules.ts';

export const PDFJS_TEXT_LAYER_CSS = 'virtual:pdfjs-text-layer.css';

export function pdfjsTextLayerCss(): Plugin {
  const viewerCss = createRequire(import.meta.url).resolve('pdfjs-dist/web/pdf_viewer.css');
  return {
    name: 'mentoria:pdfjs-text-layer-css',
    resolveId: (id) => (id === PDFJS_TEXT_LAYER_CSS ? PDFJS_TEXT_LAYER_CSS : null),
    load(id) {
      if (id !== PDFJS_TEXT_LAYER_CSS) return null;
      this.addWatchFile(viewerCss);
      return textLayerRules(readFileSync(viewerCss, 'utf8'));
    },
  };
}
