import { pendingFavourite, withFavourite, withoutFavourite } from './favourites';

const stored = [
  { id: 5, itemId: 50, createdAt: '2026-01-02T00:00:00.000Z' },
  { id: 4, itemId: 40, createdAt: '2026-01-01T00:00:00.000Z' },
];

test('a favourite waiting for the server has an id no stored row can have', () => {
  expect(pendingFavourite(12, new Date('2026-05-01T00:00:00.000Z'))).toEqual({
    id: -12,
    itemId: 12,
    createdAt: '2026-05-01T00:00:00.000Z',
  });
});

test('adding a favourite puts it first, once', () => {
  const added = withFavourite(stored, pendingFavourite(40));
  expect(added.map((item) => item.itemId)).toEqual([40, 50]);
});

test('removing a favourite takes out that item only', () => {
  expect(withoutFavourite(stored, 50)).toEqual([stored[1]]);
  expect(withoutFavourite(stored, 99)).toEqual(stored);
});
