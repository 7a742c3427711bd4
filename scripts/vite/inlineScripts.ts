/**
 * index.html's inline scripts: which they are (measureRouteJs.ts counts them in "/"'s budget), and each
 * replaced by what a minifier makes of it (minifyInlineScripts.ts passes Vite's; a file of its own so that
 * jest, which cannot load Vite, tests the rest).
 */

/** A script element: group 1, its attributes; 2, its body. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A script with a src runs a file, not its body; a JSON data block is not JavaScript. */
const NOT_INLINE_JS = /\bsrc\s*=|\btype\s*=\s*["']?application\/(ld\+)?json/i;

const isInlineJavaScript = (attributes: string, body: string) => !NOT_INLINE_JS.test(attributes) && body.trim() !== '';

/** The bodies of the page's inline scripts, trimmed, in document order. */
export function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes, body]) => isInlineJavaScript(attributes!, body!))
    .map(([, , body]) => body!.trim());
}

/** Minifies one script's source; throws when it does not parse. */
export type Minifier = (source: string) => string;

export function withInlineScriptsMinified(html: string, minify: Minifier): string {
  return html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (!isInlineJavaScript(attributes, body)) return whole;
    try {
      return `<script${attributes}>${minify(body)}</script>`;
    } catch (error) {
      throw new Error(`index.html: an inline script does not parse: ${(error as Error).message}`, { cause: error });
    }
  });
}
