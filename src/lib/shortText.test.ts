import { shortText } from './shortText';

test('a text within the limit is kept, on one line', () => {
  expect(shortText('  Deep\n  Work ', 20)).toBe('Deep Work');
});

test('a longer text is cut at a word, with an ellipsis', () => {
  expect(shortText('handbook '.repeat(10), 30)).toBe('handbook handbook handbook…');
});

test('one very long word is cut where the limit falls', () => {
  expect(shortText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
});
