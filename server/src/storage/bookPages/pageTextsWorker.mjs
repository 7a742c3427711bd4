/**
 * The thread that reads the text of a PDF's pages for passage search (pdfPageTexts.ts sends it each PDF's bytes and
 * receives the pages' texts). pdf.js runs here, not in the backend's own thread: reading a 600-page book takes
 * seconds, which would hold up every request meanwhile, and pdf.js's Node build installs polyfills on the global
 * object (`Iterator`, on Node 20), which must not reach the realm that loaded the backend, such as a test runner's.
 *
 * A page's text is pdf.js's text items in their order, a line break after an item that ends a line: the string the
 * reader's Find searches in the browser (src/features/reader/pageText.ts), less the page's furniture (and the white space it leaves at either end). Running heads
 * and page numbers sit in a band along the top and bottom edges; indexed, they would make every page of a chapter
 * match its title's words, and open its snippets (docs/product.md#the-reader-is-a-study-tool).
 */
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** How far from the page's top and bottom edges, as a share of its height, text counts as furniture. */
const FURNITURE_BAND = 0.08;

/**
 * The items outside the furniture bands, by where their baseline is; an item without a place (a marked-content
 * boundary) is kept.
 * @param {ReadonlyArray<{ str?: string; hasEOL?: boolean; transform?: number[] }>} items
 * @param {number[]} view the page's box: left, bottom, right, top
 */
function bodyItems(items, [, bottom = 0, , top = 0]) {
  const band = (top - bottom) * FURNITURE_BAND;
  return items.filter((item) => {
    const baseline = item.transform?.[5];
    return baseline === undefined || (baseline > bottom + band && baseline < top - band);
  });
}

/** @param {ReadonlyArray<{ str?: string; hasEOL?: boolean }>} items */
function joinedPageText(items) {
  return items.map((item) => (item.str === undefined ? '' : item.str + (item.hasEOL ? '\n' : ''))).join('');
}

/** @param {Uint8Array} data */
async function pageTexts(data) {
  const task = getDocument({ data, isEvalSupported: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const texts = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      texts.push(joinedPageText(bodyItems((await page.getTextContent()).items, page.view)).trim());
      page.cleanup();
    }
    return texts;
  } finally {
    await task.destroy();
  }
}

parentPort?.on('message', (/** @type {{ id: number; data: Uint8Array }} */ { id, data }) => {
  pageTexts(data).then(
    (texts) => parentPort?.postMessage({ id, texts }),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
