import { createTestStore } from '../../testing/createTestStore';
import { sessionChanged, type SignedInUser } from '../auth/authSlice';
import { favouritesApi } from './favouritesApi';
import { selectFavouriteIds, selectIsFavourite } from './favouritesSelectors';
import { selectFavouritesCache } from './favouritesSlice';

type PreloadedState = Parameters<typeof createTestStore>[0];

/** The app's real store (setupStore with memory persistence and every listener). */
const newStore = (preloadedState?: PreloadedState) => createTestStore(preloadedState);

const reader: SignedInUser = {
  id: 'user-1',
  email: 'demo@mentoria.test',
  firstName: 'Demo',
  lastName: 'Reader',
  fullName: 'Demo Reader',
  avatarUrl: null,
};

function storeWith(
  cache: { userId: string | null; productIds: number[]; courseIds?: number[] },
  user: SignedInUser | null,
) {
  const store = newStore({ favourites: { courseIds: [], ...cache } });
  store.dispatch(sessionChanged(user));
  return store;
}

test('the heart is filled for a product the signed-in reader favourited', () => {
  const store = storeWith({ userId: 'user-1', productIds: [7, 3] }, reader);
  expect(selectIsFavourite(store.getState(), 'ebook', 7)).toBe(true);
  expect(selectIsFavourite(store.getState(), 'ebook', 8)).toBe(false);
  expect(selectFavouriteIds(store.getState(), 'ebook')).toEqual([7, 3]);
});

test('a visitor has no favourites, whatever the cache holds', () => {
  const store = storeWith({ userId: 'user-1', productIds: [7] }, null);
  expect(selectIsFavourite(store.getState(), 'ebook', 7)).toBe(false);
  expect(selectFavouriteIds(store.getState(), 'ebook')).toEqual([]);
});

test("another user's cached favourites are never shown", () => {
  const store = storeWith({ userId: 'someone-else', productIds: [7] }, reader);
  expect(selectIsFavourite(store.getState(), 'ebook', 7)).toBe(false);
});

test('a loaded favourites list becomes the persisted cache', async () => {
  const store = storeWith({ userId: 'user-1', productIds: [1] }, reader);
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', 'ebook', {
      userId: 'user-1',
      favourites: [
        { id: 2, itemId: 20, createdAt: '2026-01-02T00:00:00.000Z' },
        { id: 1, itemId: 10, createdAt: '2026-01-01T00:00:00.000Z' },
      ],
    }),
  );
  expect(selectFavouritesCache(store.getState())).toEqual({ userId: 'user-1', productIds: [20, 10], courseIds: [] });
  expect(selectIsFavourite(store.getState(), 'ebook', 20)).toBe(true);
  expect(selectIsFavourite(store.getState(), 'ebook', 1)).toBe(false);
});

test('an ebook and a course with the same id have hearts of their own', () => {
  const store = storeWith({ userId: 'user-1', productIds: [7], courseIds: [4] }, reader);
  expect(selectIsFavourite(store.getState(), 'course', 4)).toBe(true);
  expect(selectIsFavourite(store.getState(), 'ebook', 4)).toBe(false);
  expect(selectIsFavourite(store.getState(), 'course', 7)).toBe(false);
  expect(selectFavouriteIds(store.getState(), 'course')).toEqual([4]);
});

test('a loaded list of favourite courses leaves the favourite ebooks as they were', async () => {
  const store = storeWith({ userId: 'user-1', productIds: [1] }, reader);
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', 'course', {
      userId: 'user-1',
      favourites: [{ id: 3, itemId: 30, createdAt: '2026-01-02T00:00:00.000Z' }],
    }),
  );
  expect(selectFavouritesCache(store.getState())).toEqual({ userId: 'user-1', productIds: [1], courseIds: [30] });
});
