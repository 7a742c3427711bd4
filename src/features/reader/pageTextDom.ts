import type { PageTextOnScreen } from './pageCanvases';
import { itemPositionOf, pageOffsetOf, type PageTextRange } from './pageText';

/**
 * Between a page's text (pageText.ts: offsets into one string) and the text layer on screen (DOM ranges over its
 * elements, one per text item), both ways: a highlight becomes a DOM Range to draw, a selection becomes a range
 * of the page's text to report.
 */

const lengthOfItem = (text: PageTextOnScreen) => (item: number) => text.textDivs[item]?.textContent?.length ?? 0;

/** The DOM place of an offset of the page's text: inside the text node of the item it falls in. */
function domPlace(text: PageTextOnScreen, offset: number): { node: Node; offset: number } | null {
  const position = itemPositionOf(text.pageText, offset, lengthOfItem(text));
  if (!position) return null;
  const element = text.textDivs[position.item];
  if (!element) return null;
  const node = element.firstChild ?? element;
  return { node, offset: node === element ? 0 : position.offset };
}

/** A DOM Range over the text layer for [start, end) of the page's text; null for an empty or unplaceable one. */
export function domRangeOf(text: PageTextOnScreen, start: number, end: number): Range | null {
  if (end <= start) return null;
  const from = domPlace(text, start);
  const to = domPlace(text, end);
  if (!from || !to) return null;
  const range = document.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

/**
 * The item and the offset in it of a boundary of a DOM range. Inside an item's text, that place; elsewhere on
 * the layer (between items, on a line break, on the layer itself), the start of the next item for a start, the
 * end of the previous one for an end.
 */
function itemPlaceOf(text: PageTextOnScreen, node: Node, offset: number, edge: 'start' | 'end') {
  const owner = node.nodeType === Node.TEXT_NODE ? node.parentElement : null;
  const index = owner ? text.textDivs.indexOf(owner) : -1;
  if (index >= 0) return { item: index, offset };
  const boundary = document.createRange();
  boundary.setStart(node, offset);
  const after = (element: HTMLElement) => boundary.comparePoint(element, 0) > 0;
  if (edge === 'start') {
    const next = text.textDivs.findIndex(after);
    return next < 0 ? null : { item: next, offset: 0 };
  }
  const following = text.textDivs.findIndex(after);
  const previous = (following < 0 ? text.textDivs.length : following) - 1;
  return previous < 0 ? null : { item: previous, offset: lengthOfItem(text)(previous) };
}

/** The part of a DOM range (a selection's) that lies on the page's text, as a range of that text. */
export function pageRangeOf(text: PageTextOnScreen, page: number, range: Range): PageTextRange | null {
  if (range.collapsed || !range.intersectsNode(text.element)) return null;
  const layer = document.createRange();
  layer.selectNodeContents(text.element);
  // A selection reaching past the page (into the toolbar, the controls) counts from the page's edge.
  const startsBefore = range.compareBoundaryPoints(Range.START_TO_START, layer) < 0;
  const endsAfter = range.compareBoundaryPoints(Range.END_TO_END, layer) > 0;
  const start = startsBefore
    ? { item: 0, offset: 0 }
    : itemPlaceOf(text, range.startContainer, range.startOffset, 'start');
  const lastItem = text.textDivs.length - 1;
  const end = endsAfter
    ? { item: lastItem, offset: lengthOfItem(text)(lastItem) }
    : itemPlaceOf(text, range.endContainer, range.endOffset, 'end');
  if (!start || !end || lastItem < 0) return null;
  const from = pageOffsetOf(text.pageText, start);
  const to = pageOffsetOf(text.pageText, end);
  return to > from ? { page, start: from, end: to } : null;
}
