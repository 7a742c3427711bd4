import { shelfFrom } from './libraryShelf';

const ids = (list: { ids: number[] }) => list.ids;

test("the signed-in reader's own list shows its books, in its order", () => {
  expect(shelfFrom({ data: { userId: 'u1', ids: [3, 1] }, isError: false }, 'u1', ids)).toEqual({
    status: 'ready',
    data: [3, 1],
  });
  expect(shelfFrom({ data: { userId: 'u1', ids: [] }, isError: false }, 'u1', ids)).toEqual({
    status: 'ready',
    data: [],
  });
});

test('before the list arrives it is loading, and a failed load is a failure, never an empty library', () => {
  expect(shelfFrom({ isError: false }, 'u1', ids)).toEqual({ status: 'loading' });
  expect(shelfFrom({ isError: true }, 'u1', ids)).toEqual({ status: 'failed' });
});

test("a list fetched for somebody else is never shown as this reader's", () => {
  expect(shelfFrom({ data: { userId: 'u0', ids: [7] }, isError: false }, 'u1', ids)).toEqual({ status: 'loading' });
  expect(shelfFrom({ data: { userId: 'u0', ids: [7] }, isError: true }, 'u1', ids)).toEqual({ status: 'failed' });
  expect(shelfFrom({ data: { userId: null, ids: [] }, isError: false }, 'u1', ids)).toEqual({ status: 'loading' });
});

test('books already shown stay shown when a later refresh fails', () => {
  expect(shelfFrom({ data: { userId: 'u1', ids: [4] }, isError: true }, 'u1', ids)).toEqual({
    status: 'ready',
    data: [4],
  });
});
