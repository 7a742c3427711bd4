import { itemPositionOf, pageOffsetOf, pageTextOf } from './pageText';

const items = [
  { str: 'Pricing ', hasEOL: false },
  { str: 'is a promise', hasEOL: true },
  { type: 'beginMarkedContent' } as { str?: string },
  { str: 'kept', hasEOL: false },
];
const lengths = ['Pricing ', 'is a promise', 'kept'].map((s) => s.length);
const itemLength = (item: number) => lengths[item] ?? 0;

describe("a page's text", () => {
  test('joins its items in order, with a line break where a line ends, and skips markers', () => {
    const pageText = pageTextOf(items);
    expect(pageText.text).toBe('Pricing is a promise\nkept');
    expect(pageText.itemStarts).toEqual([0, 8, 21]);
  });

  test('a place in the text is found in its item, and back', () => {
    const pageText = pageTextOf(items);
    const promise = pageText.text.indexOf('promise');
    expect(itemPositionOf(pageText, promise, itemLength)).toEqual({ item: 1, offset: 5 });
    expect(pageOffsetOf(pageText, { item: 1, offset: 5 })).toBe(promise);
    expect(itemPositionOf(pageText, pageText.text.indexOf('kept'), itemLength)).toEqual({ item: 2, offset: 0 });
  });

  test("a line break belongs to the end of its line's item, and the end of the text to the last item", () => {
    const pageText = pageTextOf(items);
    expect(itemPositionOf(pageText, 20, itemLength)).toEqual({ item: 1, offset: 12 });
    expect(itemPositionOf(pageText, 999, itemLength)).toEqual({ item: 2, offset: 4 });
  });

  test('a page without text has no places in it', () => {
    expect(itemPositionOf(pageTextOf([]), 0, itemLength)).toBeNull();
  });
});
