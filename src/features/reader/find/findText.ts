/**
 * Find's matching, as plain functions (docs/product.md#the-reader-is-a-study-tool): the query is taken literally
 * (no pattern), case and accents do not matter, and any run of spaces and line breaks matches one space. Matches are
 * ranges of the page's text (pageText.ts), so they can be marked on the page and listed with a snippet.
 */

/** A text folded for matching, and where each of its characters came from in the text. */
export interface FoldedText {
  folded: string;
  /** starts[i] and ends[i]: the range of the original text that folded character i stands for. */
  starts: readonly number[];
  ends: readonly number[];
}

const MARKS = /\p{M}/gu;
const SPACE = /\s/u;
/** Tab, line feed, vertical tab, form feed, carriage return and space: the white space of ASCII, as \s has it. */
const ASCII_SPACES = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

/**
 * The text lower-cased, its accents taken off (NFD, then the combining marks dropped) and each run of white space
 * made one space, with the offsets of what each folded character stands for.
 */
export function foldForFind(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const add = (part: string, start: number, end: number) => {
    folded += part;
    starts.push(start);
    ends.push(end);
  };
  let offset = 0;
  for (const character of text) {
    const end = offset + character.length;
    const code = character.charCodeAt(0);
    if (code < 0x80 ? ASCII_SPACES.has(code) : SPACE.test(character)) {
      if (folded.endsWith(' ')) ends[ends.length - 1] = end;
      else add(' ', offset, end);
    } else if (code < 0x80) {
      // Most of a book's text: nothing to decompose, and lower-casing is a table's work.
      add(code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : character, offset, end);
    } else {
      // A character may fold to several (ǆ lower-cases to two) or to none: a combining mark written apart from its
      // letter belongs to the letter before it.
      const parts = character.normalize('NFD').replace(MARKS, '').toLowerCase();
      if (parts === '' && ends.length > 0) ends[ends.length - 1] = end;
      for (const part of parts) add(part, offset, end);
    }
    offset = end;
  }
  return { folded, starts, ends };
}

/** The query as it is matched: folded, without white space at either end; empty finds nothing. */
export function foldQuery(query: string): string {
  return foldForFind(query).folded.trim();
}

/** A range [start, end) of a page's text. */
export interface TextRange {
  start: number;
  end: number;
}

/** Where `query` (already folded, foldQuery) occurs in the page's text: ranges of the text, in order, not overlapping. */
export function findInText(text: FoldedText, foldedQuery: string): TextRange[] {
  const ranges: TextRange[] = [];
  if (foldedQuery === '') return ranges;
  let from = text.folded.indexOf(foldedQuery);
  while (from !== -1) {
    const last = from + foldedQuery.length - 1;
    ranges.push({ start: text.starts[from]!, end: text.ends[last]! });
    from = text.folded.indexOf(foldedQuery, from + foldedQuery.length);
  }
  return ranges;
}

/** A match in its context, for the list of results: the words before it, the match as on the page, the words after. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

/** Characters of context on each side of a match in its snippet. */
export const SNIPPET_CONTEXT = 40;

const oneLine = (text: string) => text.replace(/\s+/gu, ' ');

/**
 * The match with up to SNIPPET_CONTEXT characters either side, cut at a word's edge where the context is cut (marked
 * with …), white space made single spaces.
 */
export function snippetOf(text: string, { start, end }: TextRange): Snippet {
  let from = Math.max(0, start - SNIPPET_CONTEXT);
  let to = Math.min(text.length, end + SNIPPET_CONTEXT);
  if (from > 0) {
    const space = text.slice(from, start).search(/\s/u);
    if (space !== -1) from += space + 1;
  }
  if (to < text.length) {
    const after = text.slice(end, to);
    const space = Math.max(after.lastIndexOf(' '), after.lastIndexOf('\n'));
    if (space !== -1) to = end + space;
  }
  return {
    before: (from > 0 ? '…' : '') + oneLine(text.slice(from, start)).trimStart(),
    match: oneLine(text.slice(start, end)),
    after: oneLine(text.slice(end, to)).trimEnd() + (to < text.length ? '…' : ''),
  };
}
