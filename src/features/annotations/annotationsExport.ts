import { inReadingOrder, type Annotation } from './annotations';

/**
 * A reader's highlights, notes and bookmarks as files to keep (docs/product.md#the-reader-is-a-study-tool):
 * Markdown to read, CSV for a spreadsheet. Both list each book's in reading order; deleted ones are left out.
 */

/** One book's annotations, with the title the files name it by. */
export interface BookAnnotations {
  title: string;
  annotations: readonly Annotation[];
}

/** The day it was made, as YYYY-MM-DD (UTC), the same on every device. */
const dayOf = (annotation: Annotation) => annotation.createdAt.slice(0, 10);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What it is in words: "Yellow highlight", "Bookmark". */
const describe = (annotation: Annotation) =>
  annotation.kind === 'highlight' ? `${capitalised(annotation.colour)} highlight` : 'Bookmark';

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

function markdownOfOne(annotation: Annotation): string[] {
  const lines: string[] = [];
  if (annotation.kind === 'highlight' && annotation.text !== '') lines.push(quoted(annotation.text), '');
  lines.push(`*${describe(annotation)}, ${dayOf(annotation)}*`, '');
  if (annotation.note.trim() !== '') lines.push(annotation.note.trim(), '');
  return lines;
}

/** One heading per book, one per page, then each highlight's quote, what it is and when, and its note. */
export function annotationsMarkdown(books: readonly BookAnnotations[]): string {
  const lines: string[] = [];
  for (const book of books) {
    lines.push(`# ${book.title}`, '');
    let page: number | null = null;
    for (const annotation of inReadingOrder(book.annotations)) {
      if (annotation.page !== page) {
        page = annotation.page;
        lines.push(`## Page ${page}`, '');
      }
      lines.push(...markdownOfOne(annotation));
    }
  }
  return lines.join('\n');
}

export const CSV_COLUMNS = ['book', 'page', 'quoted text', 'note', 'colour', 'date'] as const;

/**
 * A cell as RFC 4180 writes it. Text that begins with = + - @ (or a tab or carriage return) would be run as a
 * formula by a spreadsheet, so it is led by an apostrophe, which the spreadsheet shows as text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row, then a row per highlight or bookmark (a bookmark has no quote and no colour); lines end with CRLF (RFC 4180). */
export function annotationsCsv(books: readonly BookAnnotations[]): string {
  const rows: (string | number)[][] = [[...CSV_COLUMNS]];
  for (const book of books) {
    for (const annotation of inReadingOrder(book.annotations)) {
      const highlight = annotation.kind === 'highlight' ? annotation : null;
      rows.push([
        book.title,
        annotation.page,
        highlight?.text ?? '',
        annotation.note,
        highlight?.colour ?? '',
        dayOf(annotation),
      ]);
    }
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name from a title: letters, digits and dashes only. */
export function exportFileName(title: string, extension: 'md' | 'csv'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return `${slug || 'ebook'}-notes.${extension}`;
}
