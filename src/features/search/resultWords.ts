/**
 * What the search results say, as plain functions: the query repeated in
 * their heading and messages, and how many ebooks match.
 */
import { shortText } from '../../lib/shortText';
import { SEARCH_COUNT_LIMIT } from '../products/products';

/** The most of a query that headings and messages repeat: about a line of a phone's heading. */
export const QUERY_ECHO_MAX_CHARS = 32;

/**
 * A curly-quoted query for headings and messages: Results for “seo”. A long
 * one (a pasted paragraph) is cut short, so it never fills the screen; the
 * box holds it in full.
 */
export const quoted = (query: string): string => `“${shortText(query, QUERY_ECHO_MAX_CHARS)}”`;

const number = (n: number): string => n.toLocaleString('en-US');

/**
 * How many ebooks a search matches, as the results say it: the server's
 * count ("37"), or "1,000+" past the bound it counts to. Until the count is
 * in (or when it could not be had), what the pages tell: the ebooks shown,
 * with a "+" while more follow ("20+").
 */
export function matchCount(counted: number | undefined, shown: number, hasMore: boolean): string {
  if (counted !== undefined && counted >= SEARCH_COUNT_LIMIT) return `${number(SEARCH_COUNT_LIMIT)}+`;
  // A count from before the catalogue changed may say fewer than the pages already show.
  const countTrusted = counted !== undefined && (counted > shown || (counted === shown && !hasMore));
  if (countTrusted) return number(counted);
  return hasMore ? `${number(shown)}+` : number(shown);
}

/** The line over the results: "37 ebooks", "1 ebook", "1,000+ ebooks. Add a word to narrow the search." */
export function countLine(count: string): string {
  const ebooks = `${count} ${count === '1' ? 'ebook' : 'ebooks'}`;
  return count === `${number(SEARCH_COUNT_LIMIT)}+` ? `${ebooks}. Add a word to narrow the search.` : ebooks;
}
