/**
 * The text of every page of a PDF, as the reader's Find sees it
 * (docs/product.md#the-reader-is-a-study-tool): pdf.js's text items in their
 * order, a line break after an item that ends a line. The reader builds the
 * same string in the browser (src/features/reader/pageText.ts, which the
 * back end may not import), so a passage found here is found there too.
 */
import { loadPdfJs } from '../../shared/pdfJs';

/** What a text item is to the page's text; marked-content markers carry no `str`. */
type TextPiece = { str: string; hasEOL?: boolean } | { type: string };

export function joinedPageText(items: readonly TextPiece[]): string {
  return items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

/** Every page's text, page 1 first. Rejects as pdf.js does (a password-protected or broken file). */
export async function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      texts.push(joinedPageText((await page.getTextContent()).items));
      page.cleanup();
    }
    return texts;
  } finally {
    await task.destroy();
  }
}
