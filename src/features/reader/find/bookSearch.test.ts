import type { PDFPageProxy } from '../../../lib/pdf';
import { BookTexts, findHighlights, searchBook, type FindResult, type SearchableDocument } from './bookSearch';

/** A book whose pages hold these texts (one text item per line), counting how often each page's text is read. */
function fakeBook(pages: readonly string[]) {
  const reads: number[] = [];
  const pdf: SearchableDocument = {
    numPages: pages.length,
    getPage: (page: number) =>
      Promise.resolve({
        getTextContent: () => {
          reads.push(page);
          const lines = pages[page - 1]!.split('\n');
          return Promise.resolve({ items: lines.map((str, i) => ({ str, hasEOL: i < lines.length - 1 })) });
        },
      } as unknown as PDFPageProxy),
  };
  return { pdf, reads };
}

const search = async (texts: BookTexts, query: string, signal = new AbortController().signal) => {
  const found: FindResult[] = [];
  const pagesSeen: number[] = [];
  const finished = await searchBook(texts, query, {
    signal,
    onPage: (page, results) => {
      pagesSeen.push(page);
      found.push(...results);
    },
  });
  return { finished, found, pagesSeen };
};

const book = ['Title page', 'Pricing is a\npromise', 'Nothing here', 'A promise kept, a PROMISE made'];

test('finds every match in page order, each with its page, its place in the page text and a snippet', async () => {
  const { finished, found, pagesSeen } = await search(new BookTexts(fakeBook(book).pdf), 'promise');
  expect(finished).toBe(true);
  expect(pagesSeen).toEqual([1, 2, 3, 4]);
  expect(found.map(({ page, start, end }) => ({ page, start, end }))).toEqual([
    { page: 2, start: 13, end: 20 },
    { page: 4, start: 2, end: 9 },
    { page: 4, start: 18, end: 25 },
  ]);
  expect(found[0]!.snippet).toEqual({ before: 'Pricing is a ', match: 'promise', after: '' });
});

test('a second query reads no page again: the texts are kept for the open book, until released', async () => {
  const { pdf, reads } = fakeBook(book);
  const texts = new BookTexts(pdf);
  await search(texts, 'promise');
  expect([...reads].sort()).toEqual([1, 2, 3, 4]);
  const { found } = await search(texts, 'pricing is a promise');
  expect(found).toHaveLength(1);
  expect(reads).toHaveLength(4);
  texts.release();
  await search(texts, 'promise');
  expect(reads).toHaveLength(8);
});

test('a second query’s results on pages already read come at once, before anything else runs', async () => {
  const texts = new BookTexts(fakeBook(book).pdf);
  await search(texts, 'promise');
  const pagesSeen: number[] = [];
  const searching = searchBook(texts, 'kept', {
    signal: new AbortController().signal,
    onPage: (page) => pagesSeen.push(page),
  });
  // Nothing awaited yet: every page was searched in the same task as the query.
  expect(pagesSeen).toEqual([1, 2, 3, 4]);
  await expect(searching).resolves.toBe(true);
});

test('a cancelled search stops at once and reports nothing more', async () => {
  const texts = new BookTexts(fakeBook(Array.from({ length: 50 }, (_, i) => `page ${i + 1} promise`)).pdf);
  const controller = new AbortController();
  const pagesSeen: number[] = [];
  const finished = await searchBook(texts, 'promise', {
    signal: controller.signal,
    onPage: (page) => {
      pagesSeen.push(page);
      if (page === 3) controller.abort();
    },
  });
  expect(finished).toBe(false);
  expect(pagesSeen).toEqual([1, 2, 3]);
});

test('a long search gives the page back between pages: other work runs before it ends', async () => {
  const texts = new BookTexts(fakeBook(Array.from({ length: 300 }, () => 'promise '.repeat(400))).pdf);
  await search(texts, 'promise'); // every page's text is now kept, so nothing waits on pdf.js
  let otherWorkRan = false;
  setTimeout(() => (otherWorkRan = true), 0);
  const { pagesSeen } = await search(texts, 'promise', new AbortController().signal);
  expect(pagesSeen).toHaveLength(300);
  expect(otherWorkRan).toBe(true);
});

test("the page shown marks its matches, the current one apart; other pages' matches are not on it", () => {
  const results = [2, 4, 4].map((page, i) => ({ page, start: i * 10, end: i * 10 + 5 }) as FindResult);
  expect(findHighlights(results, results[2]!, 4)).toEqual([
    { page: 4, start: 10, end: 15, kind: 'find-match' },
    { page: 4, start: 20, end: 25, kind: 'find-current' },
  ]);
  expect(findHighlights(results, results[0]!, 4).map(({ kind }) => kind)).toEqual(['find-match', 'find-match']);
  expect(findHighlights(results, null, 3)).toEqual([]);
});
