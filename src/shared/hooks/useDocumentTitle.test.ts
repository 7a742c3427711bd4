import { documentTitle } from './useDocumentTitle';

test('a screen is named before the product', () => {
  expect(documentTitle('Search: handbook')).toBe('Search: handbook – Mentoria');
});

test('without a name the title is the product alone', () => {
  expect(documentTitle(null)).toBe('Mentoria');
  expect(documentTitle('   ')).toBe('Mentoria');
});

test('a pasted search of hundreds of characters is cut at a word, with an ellipsis', () => {
  const title = documentTitle(`Search: ${'handbook '.repeat(70)}`);
  expect(title).toMatch(/^Search: (handbook )+handbook… – Mentoria$/);
  expect(title.length).toBeLessThanOrEqual(60 + '… – Mentoria'.length);
});

test('line breaks and runs of spaces read as one space', () => {
  expect(documentTitle('Deep\n  Work')).toBe('Deep Work – Mentoria');
});
