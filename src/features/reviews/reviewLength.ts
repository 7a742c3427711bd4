/**
 * How long a review may be, and what the review box says about it. The
 * database counts characters (char_length), not the UTF-16 units a JavaScript
 * string's length counts, so an emoji is one character here as there.
 */

/** The longest review the database accepts (its check constraint on Reviews.content). */
export const REVIEW_MAX_LENGTH = 2000;

/** From this length on the box shows a counter: 80% of the limit, near enough to matter, early enough to plan. */
export const REVIEW_COUNTER_FROM = REVIEW_MAX_LENGTH * 0.8;

const count = new Intl.NumberFormat('en');

/** The length of a review as the database counts it. */
export function reviewLength(text: string): number {
  return Array.from(text).length;
}

/** The text cut to the limit, never in the middle of a character. */
export function cutToReviewLimit(text: string): string {
  // A string's UTF-16 length is never less than its character count: most texts need no count.
  if (text.length <= REVIEW_MAX_LENGTH) return text;
  const characters = Array.from(text);
  return characters.length <= REVIEW_MAX_LENGTH ? text : characters.slice(0, REVIEW_MAX_LENGTH).join('');
}

/** Shown under the box at all times. */
export const REVIEW_LIMIT_HINT = `Up to ${count.format(REVIEW_MAX_LENGTH)} characters.`;

/** What the box says under it: a counter once the text nears the limit, and whether the text was just cut. */
export function reviewLengthStatus(text: string, wasCut: boolean): string {
  const length = reviewLength(text);
  const counter =
    length >= REVIEW_COUNTER_FROM ? `${count.format(length)} of ${count.format(REVIEW_MAX_LENGTH)} characters.` : '';
  const cut =
    wasCut && length >= REVIEW_MAX_LENGTH
      ? `Your text was cut to ${count.format(REVIEW_MAX_LENGTH)} characters, the longest a review can be.`
      : '';
  return [counter, cut].filter(Boolean).join(' ');
}
