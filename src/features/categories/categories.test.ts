import { CATEGORY_NAME_MAX_LENGTH, categoryNameFromAddress } from './categories';

test('a category name from an address is trimmed', () => {
  expect(categoryNameFromAddress(' Business & Entrepreneurship ')).toBe('Business & Entrepreneurship');
});

test.each([
  ['nothing', null],
  ['blank', '   '],
  ['a NUL character, which the database refuses', 'SEO\u0000'],
  ['a line break', 'SEO\nAI'],
  ['a double quote, which the list filter cannot carry', 'a"b,c'],
  ['a name longer than any category', 'x'.repeat(CATEGORY_NAME_MAX_LENGTH + 1)],
])('%s names no category', (_case, raw) => {
  expect(categoryNameFromAddress(raw)).toBeNull();
});
