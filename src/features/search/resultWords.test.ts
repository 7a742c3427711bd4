import { countLine, matchCount, QUERY_ECHO_MAX_CHARS, quoted } from './resultWords';

test('a query is quoted with curly quotes in messages', () => {
  expect(quoted('seo')).toBe('“seo”');
});

test('a long query is quoted cut short at a word, never longer than a line of a heading', () => {
  const echoed = quoted('a paragraph pasted into the box by mistake, far longer than any title');
  expect(echoed).toBe('“a paragraph pasted into the box…”');
  expect(echoed.length).toBeLessThanOrEqual(QUERY_ECHO_MAX_CHARS + 3);
});

describe('how many ebooks a search matches', () => {
  test('the server’s count, once it is in', () => {
    expect(matchCount(37, 20, true)).toBe('37');
    expect(matchCount(3, 3, false)).toBe('3');
  });

  test('past the bound the server counts to, "1,000+"', () => {
    expect(matchCount(1000, 20, true)).toBe('1,000+');
  });

  test('until the count is in, or if it failed, the ebooks shown, with a "+" while more follow', () => {
    expect(matchCount(undefined, 20, true)).toBe('20+');
    expect(matchCount(undefined, 40, true)).toBe('40+');
    expect(matchCount(undefined, 7, false)).toBe('7');
  });

  test('a count the pages have overtaken (the catalogue changed) gives way to them', () => {
    expect(matchCount(20, 40, true)).toBe('40+');
    expect(matchCount(20, 23, false)).toBe('23');
  });

  test('the count line names ebooks, one or many, and asks for a narrower search past the bound', () => {
    expect(countLine('1')).toBe('1 ebook');
    expect(countLine('37')).toBe('37 ebooks');
    expect(countLine('20+')).toBe('20+ ebooks');
    expect(countLine('1,000+')).toBe('1,000+ ebooks. Add a word to narrow the search.');
  });
});
