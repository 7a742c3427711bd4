import { joinedShelves, shelfFrom } from './libraryShelf';

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

describe('two lists on one shelf (owned courses, then favourite ones)', () => {
  const ready = (data: number[]) => ({ status: 'ready' as const, data });

  test('shows the first list, then what the second adds, each item once', () => {
    expect(joinedShelves(ready([9, 8]), ready([7, 9]))).toEqual(ready([9, 8, 7]));
    expect(joinedShelves(ready([]), ready([7]))).toEqual(ready([7]));
  });

  test('waits for both, and a failure of either is a failure, never half a shelf', () => {
    expect(joinedShelves(ready([9]), { status: 'loading' })).toEqual({ status: 'loading' });
    expect(joinedShelves({ status: 'loading' }, ready([9]))).toEqual({ status: 'loading' });
    expect(joinedShelves(ready([9]), { status: 'failed' })).toEqual({ status: 'failed' });
    expect(joinedShelves({ status: 'failed' }, { status: 'loading' })).toEqual({ status: 'failed' });
  });
});
