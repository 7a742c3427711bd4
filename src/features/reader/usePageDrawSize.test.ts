import { pageWidthFor } from './usePageDrawSize';

const PAGE = 2 / 3;

test('with room in width and height, a page is 600 pixels wide', () => {
  expect(pageWidthFor(1000, 1200, PAGE)).toBe(600);
});

test('a narrow frame narrows the page', () => {
  expect(pageWidthFor(343, 2000, PAGE)).toBe(343);
});

test('a short window narrows the page so it and its controls fit', () => {
  // 660 px of height left for the page: 440 px wide at 2:3.
  expect(pageWidthFor(1000, 660, PAGE)).toBe(440);
});

test('a very short window keeps a readable page, and scrolls', () => {
  expect(pageWidthFor(1000, 100, PAGE)).toBe(Math.floor(320 * PAGE));
});
