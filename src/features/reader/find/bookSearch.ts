/**
 * Find through a whole book (docs/product.md#the-reader-is-a-study-tool): each page's text is read from the opened
 * PDF (so a saved book is searched offline too) and kept for the book's time open, so a second query does not ask
 * pdf.js again; pages are searched in order, their results given as each page is done, giving the page back to the
 * reader every few milliseconds, and a search stops as soon as it is cancelled. Pages already read are searched
 * straight on, so a second query's first results come in the same task as the key that asked.
 */
import type { PDFDocumentProxy } from '../../../lib/pdf';
import { pageTextOf, type PageHighlight, type PageTextRange } from '../pageText';
import { findInText, foldForFind, foldQuery, snippetOf, type FoldedText, type Snippet } from './findText';

/** A match in the book: where it is, and the snippet that lists it. */
export interface FindResult extends PageTextRange {
  snippet: Snippet;
}

/** What search needs of a pdf.js document. */
export type SearchableDocument = Pick<PDFDocumentProxy, 'numPages' | 'getPage'>;

interface ReadPage {
  text: string;
  folded: FoldedText;
}

/** The open book's page texts, each read from pdf.js once, until `release`. */
export class BookTexts {
  private readonly pages = new Map<number, Promise<ReadPage>>();
  /** The texts already read, to search at once: a second query runs through them without a wait between pages. */
  private readonly read = new Map<number, ReadPage>();

  constructor(private readonly pdf: SearchableDocument) {}

  get pageCount(): number {
    return this.pdf.numPages;
  }

  /** The page's text, folded for matching; a page that failed to read is read again next time. */
  pageText(page: number): Promise<ReadPage> {
    let read = this.pages.get(page);
    if (!read) {
      read = this.pdf
        .getPage(page)
        .then((proxy) => proxy.getTextContent())
        .then(({ items }) => {
          // Marked-content markers have no text: pageTextOf skips them.
          const { text } = pageTextOf(items.map((item) => ('str' in item ? item : {})));
          const readPage = { text, folded: foldForFind(text) };
          this.read.set(page, readPage);
          return readPage;
        });
      read.catch(() => this.pages.delete(page));
      this.pages.set(page, read);
    }
    return read;
  }

  /** The page's text if it has been read already. */
  kept(page: number): ReadPage | undefined {
    return this.read.get(page);
  }

  /** Lets go of every text kept (the book is closing). */
  release(): void {
    this.pages.clear();
    this.read.clear();
  }
}

/** Pages whose text is asked for ahead of the one being searched, so pdf.js's worker is never idle waiting for us. */
const PAGES_AHEAD = 4;
/** How long a search may keep the page busy before it lets the reader's own work run (a frame is about 16 ms). */
const WORK_SLICE_MS = 8;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SearchOptions {
  signal: AbortSignal;
  /** Told each page's matches (none on a page without), in page order, as the page is searched. */
  onPage: (page: number, results: readonly FindResult[]) => void;
}

/**
 * Searches every page of the book for `query` (findText.ts). Resolves true once every page is searched, false
 * when cancelled (then nothing more is reported); rejects if a page's text could not be read.
 */
export async function searchBook(texts: BookTexts, query: string, { signal, onPage }: SearchOptions): Promise<boolean> {
  const folded = foldQuery(query);
  const { pageCount } = texts;
  let sliceStart = performance.now();
  for (let page = 1; page <= pageCount; page++) {
    for (let ahead = page + 1; ahead <= Math.min(pageCount, page + PAGES_AHEAD); ahead++) {
      void texts.pageText(ahead).catch(() => undefined);
    }
    const { text, folded: pageFolded } = texts.kept(page) ?? (await texts.pageText(page));
    if (signal.aborted) return false;
    const results = findInText(pageFolded, folded).map((range) => ({
      page,
      ...range,
      snippet: snippetOf(text, range),
    }));
    onPage(page, results);
    if (performance.now() - sliceStart > WORK_SLICE_MS) {
      await nextTask();
      if (signal.aborted) return false;
      sliceStart = performance.now();
    }
  }
  return true;
}

/** Find's marks on the page shown: the current match as `find-current`, the page's other matches as `find-match`. */
export function findHighlights(
  results: readonly FindResult[],
  current: FindResult | null,
  page: number,
): PageHighlight[] {
  return results
    .filter((result) => result.page === page)
    .map(({ start, end }) => ({
      page,
      start,
      end,
      kind: current && current.page === page && current.start === start ? 'find-current' : 'find-match',
    }));
}
