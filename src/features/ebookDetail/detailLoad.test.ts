import { cannotShowEbook } from './detailLoad';

const offline = { status: 0, code: 'network', message: 'Failed to fetch' };
const unknownId = { status: 406, code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' };

test('a loaded ebook, or one still loading, is shown', () => {
  expect(cannotShowEbook(undefined, true)).toBe(false);
  expect(cannotShowEbook(undefined, false)).toBe(false);
});

test('a failed load with nothing in the store cannot be shown', () => {
  expect(cannotShowEbook(offline, false)).toBe(true);
  expect(cannotShowEbook(unknownId, false)).toBe(true);
});

test('a failed refresh keeps an ebook already on screen', () => {
  expect(cannotShowEbook(offline, true)).toBe(false);
});

test('an ebook the server says does not exist is not shown, even from the store', () => {
  expect(cannotShowEbook(unknownId, true)).toBe(true);
});
