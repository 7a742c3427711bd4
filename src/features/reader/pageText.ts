/**
 * A page's text as the reader's tools see it: the text items pdf.js reads from the page (getTextContent), joined in
 * their order, with a line break after an item that ends a line. Find searches this string, a highlight is a range
 * of it, and the text layer draws one element per item in the same order (docs/product.md#the-reader-is-a-study-tool),
 * so a range of the string is a range of what is on screen.
 */

/** What the reader needs of a pdf.js text item (marked-content markers have no `str` and are skipped). */
export interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/** A page's text, and where each text item (with a `str`) starts in it. */
export interface PageText {
  text: string;
  /** itemStarts[i] is the offset of the i-th text item's first character in `text`. */
  itemStarts: readonly number[];
}

/** A range of a page's text, in UTF-16 code units of `PageText.text`: [start, end). */
export interface PageTextRange {
  page: number;
  start: number;
  end: number;
}

/** A range of a page's text shown marked on the page, by what marks it (a find match, a highlight's colour…). */
export interface PageHighlight extends PageTextRange {
  /** Names the CSS highlight it is drawn with: `::highlight(reader-<kind>)`. */
  kind: string;
}

/** The page's text from its text items. */
export function pageTextOf(items: readonly TextItemLike[]): PageText {
  const itemStarts: number[] = [];
  let text = '';
  for (const item of items) {
    if (item.str === undefined) continue;
    itemStarts.push(text.length);
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return { text, itemStarts };
}

/** A place in the page's text as a text item and an offset inside that item's own string. */
export interface ItemPosition {
  item: number;
  offset: number;
}

/**
 * Where an offset of the page's text falls among its items. A line break added after an item belongs to that item's
 * end; an offset past the text is the end of the last item. Null on a page with no text.
 */
export function itemPositionOf(
  pageText: PageText,
  offset: number,
  itemLength: (item: number) => number,
): ItemPosition | null {
  const { itemStarts } = pageText;
  if (itemStarts.length === 0) return null;
  let low = 0;
  let high = itemStarts.length - 1;
  // The last item starting at or before the offset.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((itemStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  const start = itemStarts[low] ?? 0;
  return { item: low, offset: Math.max(0, Math.min(offset - start, itemLength(low))) };
}

/** The offset in the page's text of a place inside a text item. */
export function pageOffsetOf(pageText: PageText, position: ItemPosition): number {
  return (pageText.itemStarts[position.item] ?? pageText.text.length) + position.offset;
}
