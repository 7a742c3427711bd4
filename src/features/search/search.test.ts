import { paths } from '../../config/paths';
import { moveFromRow, NO_DESCRIPTION, QUERY_MAX_LENGTH, queryFromParams, resultDescription } from './search';

const paramsOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('the query an address holds', () => {
  test('is the q parameter, as the search links write it', () => {
    expect(queryFromParams(paramsOf(paths.search.href('marketing plan')))).toBe('marketing plan');
  });

  test('keeps wildcards and other symbols exactly as typed (docs/product.md#search-takes-text-literally)', () => {
    for (const text of ['50%', 'snake_case', 'back\\slash', 'a&b=c', 'C++ #1']) {
      expect(queryFromParams(paramsOf(paths.search.href(text)))).toBe(text);
    }
  });

  test('is cut to the longest name an ebook can have, so a huge link never reaches the server whole', () => {
    expect(queryFromParams(new URLSearchParams({ q: 'a'.repeat(QUERY_MAX_LENGTH + 50) }))).toHaveLength(
      QUERY_MAX_LENGTH,
    );
  });

  test('ignores outer spaces, and is empty without q or with a blank one', () => {
    expect(queryFromParams(new URLSearchParams('q=%20%20seo%20'))).toBe('seo');
    expect(queryFromParams(new URLSearchParams(''))).toBe('');
    expect(queryFromParams(new URLSearchParams('q=%20%20'))).toBe('');
  });
});

describe("a result's description", () => {
  test('is its short description', () => {
    expect(resultDescription({ shortDescription: 'A short guide to SEO.' })).toBe('A short guide to SEO.');
  });

  test('says "No description provided." when there is none, or only spaces', () => {
    expect(resultDescription({ shortDescription: null })).toBe(NO_DESCRIPTION);
    expect(resultDescription({ shortDescription: '   ' })).toBe(NO_DESCRIPTION);
    expect(NO_DESCRIPTION).toBe('No description provided.');
  });
});

describe('the arrow keys on the results', () => {
  const rows = 3;

  test('Down moves to the next row and stays on the last', () => {
    expect(moveFromRow(0, 'ArrowDown', rows)).toBe(1);
    expect(moveFromRow(2, 'ArrowDown', rows)).toBe(2);
  });

  test('Up moves to the previous row, and from the first row back to the search box', () => {
    expect(moveFromRow(2, 'ArrowUp', rows)).toBe(1);
    expect(moveFromRow(0, 'ArrowUp', rows)).toBe('box');
  });

  test('Home and End jump to the first and last row; Escape goes back to the box', () => {
    expect(moveFromRow(1, 'Home', rows)).toBe(0);
    expect(moveFromRow(0, 'End', rows)).toBe(2);
    expect(moveFromRow(1, 'Escape', rows)).toBe('box');
  });

  test('other keys are left to the browser (Enter opens the focused link, Tab leaves the list)', () => {
    for (const key of ['Enter', 'Tab', ' ', 'a']) expect(moveFromRow(1, key, rows)).toBeNull();
  });

  test('a row index beyond a list that shrank never points past its end', () => {
    expect(moveFromRow(5, 'ArrowUp', rows)).toBe(2);
    expect(moveFromRow(5, 'ArrowDown', rows)).toBe(2);
  });
});
