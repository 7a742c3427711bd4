import { isSignedInOnly, pageFromAddress, paths, productIdFromAddress, routeNames } from './paths';

test('?id= with a positive whole number names a product', () => {
  expect(productIdFromAddress('1')).toBe(1);
  expect(productIdFromAddress('160')).toBe(160);
});

test.each([
  ['no id at all', null],
  ['an empty id', ''],
  ['zero', '0'],
  ['a negative number', '-3'],
  ['a fraction', '2.5'],
  ['a number with spaces', ' 7 '],
  ['a padded number', '007'],
  ['an exponent', '1e3'],
  ['a word', 'seven'],
  ['markup', '<script>alert(1)</script>'],
  ['a number past what JavaScript counts exactly', '9007199254740993'],
])('%s names no product', (_case, raw) => {
  expect(productIdFromAddress(raw)).toBeNull();
});

test('the library, the reader, settings, profile, language and help need an account', () => {
  for (const path of [
    '/mylibrary',
    '/ebookcontent',
    '/settings',
    '/settings/',
    '/settings/profile',
    '/settings/language',
    '/settings/help',
  ])
    expect(isSignedInOnly(path)).toBe(true);
});

test("the legal pages, the catalogue and the checkout's summary are anyone's to read", () => {
  for (const path of [
    paths.privacy.path,
    paths.terms.path,
    paths.refund.path,
    '/',
    '/ebooks',
    '/videos',
    '/video',
    '/checkout',
  ])
    expect(isSignedInOnly(path)).toBe(false);
});

test('the routes are split by their flag, each once', () => {
  expect(routeNames(true)).toEqual(['reader', 'watch', 'library', 'settings', 'profile', 'language', 'help']);
  expect([...routeNames(true), ...routeNames(false)].sort()).toEqual(Object.keys(paths).sort());
});

test("a course's page and its checkout name it in the address", () => {
  expect(paths.course.href(7)).toBe('/video?id=7');
  expect(paths.checkout.href(7, 'course')).toBe('/checkout?course=7');
  expect(paths.checkout.href(7)).toBe('/checkout?id=7');
});

test("the reader's address opens a book, at a page and with Find on a query when asked, and reads back", () => {
  expect(paths.reader.href(48)).toBe('/ebookcontent?id=48');
  const href = paths.reader.href(48, { page: 120, find: 'price & promise' });
  expect(href).toBe('/ebookcontent?id=48&page=120&find=price+%26+promise');
  const params = new URL(href, 'https://mentoria.test').searchParams;
  expect(pageFromAddress(params.get('page'))).toBe(120);
  expect(params.get('find')).toBe('price & promise');
  expect(pageFromAddress('0')).toBeNull();
  expect(pageFromAddress('two')).toBeNull();
});
