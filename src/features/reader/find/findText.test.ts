import { findInText, foldForFind, foldQuery, snippetOf } from './findText';

/** The text of each match of `query` in `text`, as found. */
const matchesOf = (text: string, query: string) =>
  findInText(foldForFind(text), foldQuery(query)).map(({ start, end }) => text.slice(start, end));

describe('find in a page', () => {
  test('finds every occurrence whatever its case, in order', () => {
    expect(matchesOf('Pricing is a promise. PRICING matters; pricing.', 'pricing')).toEqual([
      'Pricing',
      'PRICING',
      'pricing',
    ]);
  });

  test('finds words whatever their accents, and marks them as they are written on the page', () => {
    expect(matchesOf('Le café et la Crème brûlée', 'cafe')).toEqual(['café']);
    expect(matchesOf('Le cafe et la creme brulee', 'Crème Brûlée')).toEqual(['creme brulee']);
    // A decomposed accent (e + combining acute) is part of the match.
    expect(matchesOf('un cafe\u0301 noir', 'café')).toEqual(['cafe\u0301']);
  });

  test('a space in the query matches a line break or a run of spaces on the page', () => {
    expect(matchesOf('a price is a\npromise kept, a price  is   a promise', 'price is a promise')).toEqual([
      'price is a\npromise',
      'price  is   a promise',
    ]);
  });

  test('the query is taken literally, not as a pattern', () => {
    expect(matchesOf('costs (a) lot, costs a lot', '(a)')).toEqual(['(a)']);
    expect(matchesOf('1.5x or 105x', '1.5x')).toEqual(['1.5x']);
  });

  test('an empty or blank query finds nothing, and white space around a query is ignored', () => {
    expect(matchesOf('anything', '')).toEqual([]);
    expect(matchesOf('anything', '   ')).toEqual([]);
    expect(matchesOf('any thing', ' thing ')).toEqual(['thing']);
  });

  test('matches do not overlap', () => {
    expect(matchesOf('aaaa', 'aa')).toEqual(['aa', 'aa']);
  });

  test('ranges are offsets in the page text, past characters that fold to more or fewer', () => {
    const text = 'İstanbul\u0301 and  ÉCOLE';
    const [range] = findInText(foldForFind(text), foldQuery('ecole'));
    expect(range).toEqual({ start: text.indexOf('ÉCOLE'), end: text.length });
  });

  test('characters outside the basic plane (an emoji, a maths letter) are found, and found past', () => {
    expect(matchesOf('Goals 🎯 first, 𝐛old plans, then we win', 'win')).toEqual(['win']);
    expect(matchesOf('Goals 🎯 first', '🎯 first')).toEqual(['🎯 first']);
    expect(matchesOf('ǄǄ and ǅ', 'ǆ')).toEqual(['Ǆ', 'Ǆ', 'ǅ']);
  });
});

describe("a match's snippet", () => {
  const text =
    'The first chapter explains why a price is a promise to the buyer,\nand why keeping that promise matters more than the number itself.';

  test('shows the match as written, with whole words of context either side, cut with an ellipsis', () => {
    const start = text.indexOf('promise');
    const snippet = snippetOf(text, { start, end: start + 'promise'.length });
    expect(snippet.match).toBe('promise');
    expect(snippet.before).toBe('…chapter explains why a price is a ');
    expect(snippet.after).toBe(' to the buyer, and why keeping that…');
  });

  test('has no ellipsis where the page text begins or ends', () => {
    const snippet = snippetOf('A short page', { start: 2, end: 7 });
    expect(snippet).toEqual({ before: 'A ', match: 'short', after: ' page' });
  });

  test('a match over a line break reads as one line', () => {
    const start = text.indexOf('buyer');
    expect(snippetOf(text, { start, end: text.indexOf('and why') + 3 }).match).toBe('buyer,\nand'.replace('\n', ' '));
  });
});
