import { clampPage, hasNextPage, hasPreviousPage, turnedPage, typedPage } from './pageBounds';

describe('the page the reader is on', () => {
  test('stays between the first and the last page', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-4, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(600, 10)).toBe(10);
    expect(clampPage(7, 10)).toBe(7);
  });

  test('a fraction or a value that is not a number lands on a real page', () => {
    expect(clampPage(2.6, 10)).toBe(3);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });

  test('a book with no pages (not yet known) keeps the reader on page 1', () => {
    expect(clampPage(5, 0)).toBe(1);
  });

  test('Previous is unavailable on the first page and Next on the last', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
    expect(hasNextPage(10, 10)).toBe(false);
    expect(hasNextPage(9, 10)).toBe(true);
    expect(hasNextPage(1, 1)).toBe(false);
  });

  test('turning past either end stays on that end', () => {
    expect(turnedPage(1, 10, 'previous')).toBe(1);
    expect(turnedPage(10, 10, 'next')).toBe(10);
    expect(turnedPage(4, 10, 'next')).toBe(5);
    expect(turnedPage(4, 10, 'previous')).toBe(3);
  });

  test('Home and End go to the first and the last page', () => {
    expect(turnedPage(250, 600, 'first')).toBe(1);
    expect(turnedPage(250, 600, 'last')).toBe(600);
  });
});

describe('a page typed in "Go to page"', () => {
  test('is a whole number within the book', () => {
    expect(typedPage('500', 600)).toBe(500);
    expect(typedPage(' 7 ', 600)).toBe(7);
    expect(typedPage('1', 1)).toBe(1);
  });

  test.each(['', '0', '601', '-3', '2.5', 'abc', '1e2', '٥'])('%p is not a page of a 600-page book', (typed) => {
    expect(typedPage(typed, 600)).toBeNull();
  });
});
