/**
 * Passages inside books (docs/product.md#the-reader-is-a-study-tool), as plain rules: what a row of
 * search_passages is to the screen, the cursor the next page starts after, and a snippet cut into its
 * plain and marked parts.
 */

/**
 * Passages per page: each is a few lines, and each snippet is cut by the database from its page's whole
 * text, the dearest part of a search for a common word.
 */
export const PASSAGES_PAGE_SIZE = 10;

/**
 * The longest text search_passages takes (supabase/migrations/20261129000300_book_pages.sql): a longer one
 * is sent shortened, as a title search cuts a pasted text (docs/product.md#search-takes-text-literally).
 */
export const PASSAGE_QUERY_MAX_LENGTH = 200;

/** Where search_passages marks a word of the search in a snippet: private-use characters, never in a book. */
const MARK_START = '\uE000';
const MARK_END = '\uE001';

/** A row of search_passages, as the server sends it. */
export interface PassageRow {
  book_id: number;
  page: number | null;
  rank: number;
  snippet: string | null;
  matching_pages: number;
}

/**
 * A result: a page of a book the reader may read, with its snippet; or, for a premium book they do not
 * own, the book alone with how many of its pages match (the database keeps the text from them).
 */
export type Passage =
  | { kind: 'page'; bookId: number; page: number; snippet: string }
  | { kind: 'locked'; bookId: number; matchingPages: number };

/** The last result shown: the next page starts after it (docs/product.md#lists-page-the-same-way). */
export interface PassageCursor {
  after_rank: number;
  after_book_id: number;
  after_page: number;
}

export function passageOf(row: PassageRow): Passage {
  if (row.page === null || row.snippet === null) {
    return { kind: 'locked', bookId: row.book_id, matchingPages: row.matching_pages };
  }
  return { kind: 'page', bookId: row.book_id, page: row.page, snippet: row.snippet };
}

/** The cursor of a row; a whole-book row stands at page 0, as search_passages orders it. */
export function passageCursorOf(row: PassageRow): PassageCursor {
  return { after_rank: row.rank, after_book_id: row.book_id, after_page: row.page ?? 0 };
}

/** A piece of a snippet: plain text, or a word of the search, drawn in <mark>. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet cut at its marks. Line breaks of the page become spaces (a snippet reads as one line), and a
 * mark left open at the end closes there. The parts are text: the app renders them as React text nodes,
 * so nothing in a book can become markup.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text !== '') parts.push({ text, marked });
    text = '';
  };
  for (const character of snippet.replace(/\s+/g, ' ').trim()) {
    if (character === MARK_START || character === MARK_END) {
      flush();
      marked = character === MARK_START;
    } else {
      text += character;
    }
  }
  flush();
  return parts;
}

/** What a locked book's row says: "Matches on 1 page", "Matches on 12 pages". */
export function matchingPagesLine(pages: number): string {
  return `Matches on ${pages} ${pages === 1 ? 'page' : 'pages'}`;
}
