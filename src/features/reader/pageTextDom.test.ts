import type { PageTextOnScreen } from './pageCanvases';
import { pageTextOf } from './pageText';
import { domRangeOf, pageRangeOf } from './pageTextDom';

/** A text layer as pdf.js lays it out: a span per item, a <br> after an item ending a line. */
function layerOf(items: { str: string; hasEOL?: boolean }[]): PageTextOnScreen {
  const element = document.createElement('div');
  element.className = 'textLayer';
  const textDivs = items.map((item) => {
    const span = document.createElement('span');
    span.textContent = item.str;
    element.append(span);
    if (item.hasEOL) element.append(document.createElement('br'));
    return span;
  });
  document.body.append(element);
  return { element, pageText: pageTextOf(items), textDivs };
}

const items = [{ str: 'Growth is', hasEOL: true }, { str: 'a habit,' }, { str: ' not luck.' }];

afterEach(() => document.body.replaceChildren());

test('a highlight of the page’s text marks exactly those words on the page', () => {
  const layer = layerOf(items);
  // "Growth is\na habit, not luck.": "habit, not" is 12–22.
  expect(layer.pageText.text.slice(12, 22)).toBe('habit, not');
  expect(domRangeOf(layer, 12, 22)!.toString()).toBe('habit, not');
  expect(domRangeOf(layer, 5, 5)).toBeNull();
});

test('words selected on the page are reported as that range of the page’s text', () => {
  const layer = layerOf(items);
  const range = document.createRange();
  range.setStart(layer.textDivs[0]!.firstChild!, 7);
  range.setEnd(layer.textDivs[2]!.firstChild!, 4);
  expect(pageRangeOf(layer, 3, range)).toEqual({ page: 3, start: 7, end: 22 });
});

test('a selection reaching past the page counts from its edges; one beside it is none', () => {
  const layer = layerOf(items);
  const before = document.createElement('p');
  before.textContent = 'toolbar';
  document.body.prepend(before);
  const range = document.createRange();
  range.setStart(before.firstChild!, 2);
  range.setEnd(layer.textDivs[1]!.firstChild!, 1);
  expect(pageRangeOf(layer, 1, range)).toEqual({ page: 1, start: 0, end: 11 });
  const beside = document.createRange();
  beside.selectNodeContents(before);
  expect(pageRangeOf(layer, 1, beside)).toBeNull();
});

test('a selection starting on a line break starts at the next item', () => {
  const layer = layerOf(items);
  const range = document.createRange();
  range.setStart(layer.element, 1); // the <br> after the first item
  range.setEnd(layer.textDivs[1]!.firstChild!, 8);
  expect(pageRangeOf(layer, 1, range)).toEqual({ page: 1, start: 10, end: 18 });
});
