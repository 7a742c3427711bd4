/**
 * Writes an ebook's PDF with @cantoo/pdf-lib (the maintained fork of pdf-lib,
 * which can also encrypt) and the standard Helvetica fonts: a title
 * page with a picture (media/frontispiece.ts), a contents page, then each chapter's pages of readable paragraphs, with
 * a running head and page numbers, and a PDF outline of its chapters
 * (pdfOutline.ts). The page count is exactly the BookOutline's, and the bytes
 * are the same on every run (fixed dates and metadata, seeded text).
 * A book with a password is encrypted last (protectedPdf.ts).
 */
import {
  PDFDict,
  PDFDocument,
  PDFName,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { BookOutline, ChapterOutline } from './catalogue';
import { REFERENCE_DATE } from './catalogue';
import { paragraphs, takeaways, withArticle, type TextContext } from './prose';
import { frontispiece } from './media/frontispiece';
import { writeOutline, type OutlineEntry } from './pdfOutline';
import { passwordProtectPdf } from './protectedPdf';
import { Random } from './random';
import { TOPICS } from './vocabulary';

const PAGE_WIDTH = 432; // 6 x 9 inches, a common trade paperback size
const PAGE_HEIGHT = 648;
const MARGIN = 54;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LEADING = 15;
const BODY_TOP = PAGE_HEIGHT - MARGIN - 24;
const BODY_BOTTOM = MARGIN + 18;
const INK = rgb(0.12, 0.12, 0.14);
const GREY = rgb(0.45, 0.45, 0.5);

/** Paragraphs per chapter theme, shared by every book on that theme. */
const POOL_SIZE = 12;
/** More than a page holds, so every page is filled down to its last whole paragraph. */
const PARAGRAPHS_PER_PAGE = 6;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * Measuring text is the slow part of laying out pages, and the same words and
 * paragraphs recur across pages and books, so widths and wrapped paragraphs are
 * cached for the life of the process.
 */
const wordWidths = new Map<string, number>();
const wrappedParagraphs = new Map<string, string[]>();
const paragraphPools = new Map<string, string[][]>();

function widthOf(font: PDFFont, size: number, word: string): number {
  const key = `${font.name}|${size}|${word}`;
  let width = wordWidths.get(key);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, size);
    wordWidths.set(key, width);
  }
  return width;
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const space = widthOf(font, size, ' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const width = widthOf(font, size, word);
    if (line && lineWidth + space + width > maxWidth) {
      lines.push(line);
      line = word;
      lineWidth = width;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? width : lineWidth + space + width;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function textContext(book: BookOutline, theme: string): TextContext {
  const topic = TOPICS.find((candidate) => candidate.category === book.category);
  if (!topic) throw new Error(`No topic for category ${book.category}`);
  const random = new Random(hashOf(`${book.category}|${theme}`));
  return {
    subject: topic.subject,
    theme,
    audience: random.pick(topic.audiences),
    outcome: random.pick(topic.outcomes),
  };
}

/** Wrapped paragraphs about one theme; seeded by the theme alone, so the pool is the same whichever book asks first. */
function paragraphPool(book: BookOutline, theme: string, font: PDFFont): string[][] {
  const key = `${book.category}|${theme}`;
  let pool = paragraphPools.get(key);
  if (!pool) {
    const context = textContext(book, theme);
    const random = new Random(hashOf(key) ^ 0x5eed);
    pool = paragraphs(context, POOL_SIZE, random).map((text) => {
      let lines = wrappedParagraphs.get(text);
      if (!lines) {
        lines = wrapText(text, font, BODY_SIZE, TEXT_WIDTH);
        wrappedParagraphs.set(text, lines);
      }
      return lines;
    });
    paragraphPools.set(key, pool);
  }
  return pool;
}

/**
 * The font each page is writing in. pdf-lib gives a page a new entry in its font
 * resources every time a font is set (and drawText with a `font` option sets it
 * twice: before, and back after), so the 600-page book's pages listed 29 fonts
 * on average (up to 51) for the three it uses; a reader parses every page's
 * resources, so there is one entry per change of font (2.2 on average, at most 5).
 */
const currentFonts = new WeakMap<PDFPage, PDFFont>();

interface TextOptions {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: ReturnType<typeof rgb>;
}

function write(page: PDFPage, text: string, { font, ...options }: TextOptions): void {
  if (currentFonts.get(page) !== font) {
    page.setFont(font);
    currentFonts.set(page, font);
  }
  page.drawText(text, options);
}

function drawLines(page: PDFPage, lines: readonly string[], top: number, font: PDFFont, size = BODY_SIZE): number {
  let y = top;
  for (const line of lines) {
    write(page, line, { x: MARGIN, y, size, font, color: INK });
    y -= LEADING;
  }
  return y;
}

function drawFrame(
  page: PDFPage,
  book: BookOutline,
  chapter: ChapterOutline | null,
  number: number,
  fonts: Fonts,
): void {
  const head = chapter ? chapter.title : book.title;
  write(page, head.length > 60 ? `${head.slice(0, 57)}...` : head, {
    x: MARGIN,
    y: PAGE_HEIGHT - MARGIN + 10,
    size: 8,
    font: fonts.italic,
    color: GREY,
  });
  const label = String(number);
  write(page, label, {
    x: (PAGE_WIDTH - widthOf(fonts.regular, 9, label)) / 2,
    y: MARGIN - 20,
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
}

/** The title page's picture, across the text column and above the imprint. */
const PICTURE_BOTTOM = MARGIN + 30;

function drawTitlePage(doc: PDFDocument, book: BookOutline, fonts: Fonts, picture: PDFImage): void {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - 170;
  for (const line of wrapText(book.title, fonts.bold, 24, TEXT_WIDTH)) {
    write(page, line, { x: MARGIN, y, size: 24, font: fonts.bold, color: INK });
    y -= 30;
  }
  write(page, `${withArticle(book.type.toLowerCase(), true)} on ${book.category}`, {
    x: MARGIN,
    y: y - 12,
    size: 12,
    font: fonts.italic,
    color: GREY,
  });
  write(page, `by ${book.author}`, { x: MARGIN, y: y - 60, size: 14, font: fonts.regular, color: INK });
  page.drawImage(picture, { x: MARGIN, y: PICTURE_BOTTOM, ...picture.scaleToFit(TEXT_WIDTH, TEXT_WIDTH) });
  write(page, `Mentoria Library, ${REFERENCE_DATE.getUTCFullYear()}`, {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
}

function drawContentsPage(doc: PDFDocument, book: BookOutline, fonts: Fonts): void {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  drawFrame(page, book, null, 2, fonts);
  write(page, 'Contents', { x: MARGIN, y: BODY_TOP - 10, size: 18, font: fonts.bold, color: INK });
  const leading = book.chapters.length > 14 ? 17 : 22;
  book.chapters.forEach((chapter, i) => {
    const y = BODY_TOP - 50 - i * leading;
    const title = `${i + 1}. ${chapter.title}`;
    const pageLabel = String(chapter.firstPage);
    write(page, title.length > 58 ? `${title.slice(0, 55)}...` : title, {
      x: MARGIN,
      y,
      size: 10.5,
      font: fonts.regular,
      color: INK,
    });
    write(page, pageLabel, {
      x: PAGE_WIDTH - MARGIN - widthOf(fonts.regular, 10.5, pageLabel),
      y,
      size: 10.5,
      font: fonts.regular,
      color: INK,
    });
  });
}

/** A chapter's pages: whole paragraphs while they fit, key takeaways on its last page when there is room. */
function drawChapter(
  doc: PDFDocument,
  book: BookOutline,
  chapter: ChapterOutline,
  index: number,
  fonts: Fonts,
  random: Random,
): void {
  const pool = paragraphPool(book, chapter.theme, fonts.regular);
  for (let p = 0; p < chapter.pages; p++) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawFrame(page, book, chapter, chapter.firstPage + p, fonts);
    let y = BODY_TOP;
    if (p === 0) {
      write(page, `Chapter ${index + 1}`, { x: MARGIN, y, size: 11, font: fonts.italic, color: GREY });
      y -= 26;
      for (const line of wrapText(chapter.title, fonts.bold, 18, TEXT_WIDTH)) {
        write(page, line, { x: MARGIN, y, size: 18, font: fonts.bold, color: INK });
        y -= 24;
      }
      y -= 12;
    }
    const last = p === chapter.pages - 1;
    const reserve = last ? 6 * LEADING : 0;
    // Consecutive paragraphs of the pool, from a random start: neighbours never repeat a sentence.
    const start = random.int(0, pool.length - 1);
    for (let k = 0; k < PARAGRAPHS_PER_PAGE; k++) {
      const lines = pool[(start + k) % pool.length]!;
      if (y - lines.length * LEADING < BODY_BOTTOM + reserve) break;
      y = drawLines(page, lines, y, fonts.regular) - LEADING * 0.6;
    }
    if (last && y - 5 * LEADING >= BODY_BOTTOM) {
      write(page, 'Key takeaways', { x: MARGIN, y: y - 6, size: 11, font: fonts.bold, color: INK });
      y -= 6 + LEADING * 1.3;
      for (const point of takeaways(textContext(book, chapter.theme), random)) {
        const lines = wrapText(`- ${point}`, fonts.regular, BODY_SIZE, TEXT_WIDTH);
        if (y - lines.length * LEADING < BODY_BOTTOM) break;
        y = drawLines(page, lines, y, fonts.regular);
      }
    }
  }
}

/** Kids per node of the page tree: a few levels for any book, each node small. */
const PAGE_TREE_FAN_OUT = 16;

/**
 * Arranges the pages into a balanced tree of PAGE_TREE_FAN_OUT kids per node,
 * as typesetting tools do, instead of pdf-lib's one node holding every page:
 * a reader finds page 1 (or any page) through a few small nodes, where a flat
 * tree made pdf.js read all 600 page objects of the longest book before page 1.
 * The last step before saving: the new nodes are plain dictionaries to
 * pdf-lib, whose own page list (getPages, addPage) expects its flat tree.
 */
function balancePageTree(doc: PDFDocument): void {
  const { context } = doc;
  const root = doc.catalog.Pages();
  const rootRef = doc.catalog.get(PDFName.of('Pages'));
  let level = doc.getPages().map((page) => ({ ref: page.ref, count: 1 }));
  while (level.length > PAGE_TREE_FAN_OUT) {
    const parents: typeof level = [];
    for (let i = 0; i < level.length; i += PAGE_TREE_FAN_OUT) {
      const kids = level.slice(i, i + PAGE_TREE_FAN_OUT);
      const count = kids.reduce((sum, kid) => sum + kid.count, 0);
      const ref = context.register(
        context.obj({ Type: 'Pages', Kids: kids.map((kid) => kid.ref), Count: count, Parent: rootRef }),
      );
      for (const kid of kids) context.lookup(kid.ref, PDFDict).set(PDFName.of('Parent'), ref);
      parents.push({ ref, count });
    }
    level = parents;
  }
  root.set(PDFName.of('Kids'), context.obj(level.map((node) => node.ref)));
  for (const node of level) context.lookup(node.ref, PDFDict).set(PDFName.of('Parent'), rootRef!);
}

/** The book's outline: its contents page, then each chapter, titled as the contents page lists it. */
export function outlineEntries(book: BookOutline): OutlineEntry[] {
  return [
    { title: 'Contents', page: 2 },
    ...book.chapters.map((chapter, i) => ({ title: `${i + 1}. ${chapter.title}`, page: chapter.firstPage })),
  ];
}

export async function renderBookPdf(book: BookOutline): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(book.title);
  doc.setAuthor(book.author);
  doc.setSubject(book.category);
  doc.setKeywords([book.category, book.type, 'Mentoria']);
  doc.setCreator('Mentoria seed');
  doc.setProducer('@cantoo/pdf-lib');
  doc.setCreationDate(REFERENCE_DATE);
  doc.setModificationDate(REFERENCE_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const random = new Random(book.textSeed);
  drawTitlePage(doc, book, fonts, await doc.embedJpg(frontispiece()));
  drawContentsPage(doc, book, fonts);
  book.chapters.forEach((chapter, i) => drawChapter(doc, book, chapter, i, fonts, random));
  if (doc.getPageCount() !== book.pages) {
    throw new Error(`${book.title}: laid out ${doc.getPageCount()} pages instead of ${book.pages}`);
  }
  // The outline names the pages by their objects, which balancing the page tree keeps.
  writeOutline(doc, outlineEntries(book));
  balancePageTree(doc);
  const bytes = await doc.save();
  return book.password === undefined ? bytes : passwordProtectPdf(bytes, book.password, book.textSeed);
}
