import { createHash } from 'node:crypto';
import type { PDFRef } from '@cantoo/pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFPageLeaf, PDFStream } from '@cantoo/pdf-lib';
import { renderBookPdf } from './bookPdf';
import { buildEbooks, readerSampleEbooks, REFERENCE_DATE, type CatalogueEbook } from './catalogue';
import { readWithPdfJs } from './testing/readWithPdfJs';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let ebooks: CatalogueEbook[];
beforeAll(() => {
  ebooks = buildEbooks();
});

test('an ebook PDF loads back with the PDF library with its stated page count, title and fixed dates', async () => {
  const { row, book } = ebooks[0]!;
  const pdf = await PDFDocument.load(await renderBookPdf(book), { updateMetadata: false });
  expect(pdf.getPageCount()).toBe(row.ContentLength);
  expect(pdf.getTitle()).toBe(row.Name);
  expect(pdf.getAuthor()).toBe(book.author);
  expect(pdf.getCreationDate()?.toISOString()).toBe(REFERENCE_DATE.toISOString());
});

/**
 * Rendering and re-reading a few hundred PDF pages is CPU work that a shared,
 * busy 2-core machine can stretch well past jest's 5 s default.
 */
const PDF_WORK_TIMEOUT_MS = 60_000;

test('an ebook’s title page holds a picture, so the reader’s modes can be seen to keep pictures in their colours', async () => {
  const pdf = await PDFDocument.load(await renderBookPdf(ebooks[0]!.book));
  const picturesOn = (index: number) => {
    const pictures = pdf.getPage(index).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return (pictures?.keys() ?? []).filter(
      (name) => pictures!.lookup(name, PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
  };
  expect(picturesOn(0)).toBe(1);
  expect(picturesOn(1)).toBe(0);
});

test(
  'the 600-page ebook really has 600 pages',
  async () => {
    const { book } = ebooks.find(({ row }) => row.ContentLength === 600)!;
    const pdf = await PDFDocument.load(await renderBookPdf(book));
    expect(pdf.getPageCount()).toBe(600);
  },
  PDF_WORK_TIMEOUT_MS,
);

test(
  'the 600-page ebook is laid out as a reader expects: any page a few small nodes from the root, few fonts per page',
  async () => {
    const { book } = ebooks.find(({ row }) => row.ContentLength === 600)!;
    const bytes = await renderBookPdf(book);
    const pdf = await PDFDocument.load(bytes);
    // Kids per node and levels: pdf.js reads every kid of the root before page 1, and a node's kids one by one.
    let widest = 0;
    let deepest = 0;
    const visit = (node: PDFDict, depth: number) => {
      deepest = Math.max(deepest, depth);
      if (node instanceof PDFPageLeaf || !node.has(PDFName.of('Kids'))) return;
      const kids = node.lookup(PDFName.of('Kids'), PDFArray).asArray();
      widest = Math.max(widest, kids.length);
      for (const kid of kids) visit(pdf.context.lookup(kid as PDFRef, PDFDict), depth + 1);
    };
    visit(pdf.catalog.Pages(), 0);
    expect(widest).toBeLessThanOrEqual(16);
    expect(deepest).toBeLessThanOrEqual(3);
    // The pages are still all there, in order: each one's number (at its foot) is its position.
    const pages = [2, 16, 17, 300, 599, 600];
    const { pages: count, texts } = await readWithPdfJs(bytes, { pages });
    expect(count).toBe(600);
    texts.forEach((text, i) => expect(text.split(' ')).toContain(String(pages[i])));
    const fontsPerPage = pdf
      .getPages()
      .map((page) => page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys().length);
    expect(Math.max(...fontsPerPage)).toBeLessThanOrEqual(5);
  },
  PDF_WORK_TIMEOUT_MS,
);

test(
  'every page count matches for a sample of short and long ebooks',
  async () => {
    const sample = [
      ...ebooks.slice(0, 5),
      ...ebooks.filter(({ row }) => row.ContentLength > 150 && row.ContentLength < 600),
    ];
    for (const { row, book } of sample) {
      const pdf = await PDFDocument.load(await renderBookPdf(book));
      expect(pdf.getPageCount()).toBe(row.ContentLength);
    }
  },
  PDF_WORK_TIMEOUT_MS,
);

test('rendering the same ebook twice gives the same bytes, and another ebook different ones', async () => {
  const first = await renderBookPdf(buildEbooks()[3]!.book);
  const again = await renderBookPdf(buildEbooks()[3]!.book);
  expect(sha256(again)).toBe(sha256(first));
  expect(sha256(await renderBookPdf(ebooks[4]!.book))).not.toBe(sha256(first));
});

test(
  'pdf.js reads each book’s outline: the contents page, then every chapter as the contents page lists it, opening its first page',
  async () => {
    const { longest, passwordProtected } = readerSampleEbooks(ebooks);
    for (const id of [ebooks[0]!.row.ID, longest, passwordProtected]) {
      const { book } = ebooks.find(({ row }) => row.ID === id)!;
      const { outline, texts } = await readWithPdfJs(await renderBookPdf(book), {
        password: book.password,
        pages: [book.chapters[1]!.firstPage],
      });
      expect(outline).toEqual([
        { title: 'Contents', page: 2 },
        ...book.chapters.map((chapter, i) => ({ title: `${i + 1}. ${chapter.title}`, page: chapter.firstPage })),
      ]);
      // The page an entry opens is its chapter's first: the one with its heading.
      expect(texts[0]).toContain('Chapter 2');
    }
  },
  PDF_WORK_TIMEOUT_MS,
);
