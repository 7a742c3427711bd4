/**
 * index.html's inline scripts, each replaced by what a minifier makes of it (minifyInlineScripts.ts passes
 * Vite's; a file of its own so that jest, which cannot load Vite, tests the rest).
 */

/** An inline script: no src. Group 1: its attributes, 2: its body. */
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi;
/** A JSON data block is not JavaScript. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** Minifies one script's source; throws when it does not parse. */
export type Minifier = (source: string) => string;

export function withInlineScriptsMinified(html: string, minify: Minifier): string {
  return html.replace(INLINE_SCRIPT, (whole, attributes: string, body: string) => {
    if (DATA_BLOCK.test(attributes) || body.trim() === '') return whole;
    try {
      return `<script${attributes}>${minify(body)}</script>`;
    } catch (error) {
      throw new Error(`index.html: an inline script does not parse: ${(error as Error).message}`, { cause: error });
    }
  });
}
