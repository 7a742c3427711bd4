/**
 * Find's matching, as plain functions (docs/product.md#the-reader-is-a-study-tool): the query is taken literally
 * (no pattern), case and accents do not matter, and any run of spaces and line breaks matches one space. Matches are
 * ranges of the page's text (pageText.ts), so they can be marked on the page and listed with a snippet.
 */

/** A text folded for matching, and where each of its characters came from in the text. */
export interface FoldedText {
  folded: string;
  /** starts[i] and ends[i]: the range of the original text that folded character i stands for. */
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
}

const MARKS = /\p{M}/gu;
const SPACE = /\s/u;

/** The folded text's code units, and the range of the text each stands for, grown as they are added. */
class FoldedUnits {
  codes: Uint16Array;
  starts: Int32Array;
  ends: Int32Array;
  count = 0;

  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  add(code: number, start: number, end: number): void {
    if (this.count === this.codes.length) this.grow();
    this.codes[this.count] = code;
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count += 1;
  }

  /** The last unit now also stands for the text up to `end` (more white space, a combining mark). */
  extendLast(end: number): void {
    if (this.count > 0) this.ends[this.count - 1] = end;
  }

  folded(): FoldedText {
    let folded = '';
    for (let at = 0; at < this.count; at += UNITS_PER_STRING_CALL) {
      folded += String.fromCharCode(...this.codes.subarray(at, Math.min(this.count, at + UNITS_PER_STRING_CALL)));
    }
    return { folded, starts: this.starts.subarray(0, this.count), ends: this.ends.subarray(0, this.count) };
  }

  /** Should folding make a text longer than it was, the arrays grow. */
  private grow(): void {
    const capacity = this.codes.length * 2;
    const codes = new Uint16Array(capacity);
    const starts = new Int32Array(capacity);
    const ends = new Int32Array(capacity);
    codes.set(this.codes);
    starts.set(this.starts);
    ends.set(this.ends);
    [this.codes, this.starts, this.ends] = [codes, starts, ends];
  }
}

/** How many code units go to String.fromCharCode at once (well under the engines' limit on arguments). */
const UNITS_PER_STRING_CALL = 8192;
/** Tab, line feed, vertical tab, form feed, carriage return and space: the white space of ASCII, as \s has it. */
const ASCII_SPACE = new Uint8Array(0x80);
for (const code of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]) ASCII_SPACE[code] = 1;

/**
 * The text lower-cased, its accents taken off (NFD, then the combining marks dropped) and each run of white space
 * made one space, with the offsets of what each folded code unit stands for. Every page of a book is folded when it
 * is first searched, so the ASCII most books are made of is folded code by code, without a string per character.
 */
export function foldForFind(text: string): FoldedText {
  const units = new FoldedUnits(text.length + 8);
  let afterSpace = false;
  for (let offset = 0; offset < text.length;) {
    const code = text.charCodeAt(offset);
    if (code < 0x80) {
      if (ASCII_SPACE[code] === 1) {
        if (afterSpace) units.extendLast(offset + 1);
        else units.add(0x20, offset, offset + 1);
      } else {
        units.add(code >= 0x41 && code <= 0x5a ? code + 0x20 : code, offset, offset + 1);
      }
      afterSpace = ASCII_SPACE[code] === 1;
      offset += 1;
      continue;
    }
    const character = String.fromCodePoint(text.codePointAt(offset)!);
    const end = offset + character.length;
    if (SPACE.test(character)) {
      if (afterSpace) units.extendLast(end);
      else units.add(0x20, offset, end);
      afterSpace = true;
    } else {
      // A character may fold to several code units (a character outside the basic plane is two) or to none: a
      // combining mark written apart from its letter belongs to the letter before it.
      const parts = character.normalize('NFD').replace(MARKS, '').toLowerCase();
      if (parts === '') units.extendLast(end);
      for (let at = 0; at < parts.length; at++) units.add(parts.charCodeAt(at), offset, end);
      if (parts !== '') afterSpace = false;
    }
    offset = end;
  }
  return units.folded();
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
