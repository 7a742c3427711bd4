import { createTestStore } from '../../testing/createTestStore';
import { sessionChanged, type SignedInUser } from '../auth/authSlice';
import { favouritesApi } from './favouritesApi';
import { selectFavouriteProductIds, selectIsFavourite } from './favouritesSelectors';
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

function storeWith(cache: { userId: string | null; productIds: number[] }, user: SignedInUser | null) {
  const store = newStore({ favourites: cache });
  store.dispatch(sessionChanged(user));
  return store;
}

test('the heart is filled for a product the signed-in reader favourited', () => {
  const store = storeWith({ userId: 'user-1', productIds: [7, 3] }, reader);
  expect(selectIsFavourite(store.getState(), 7)).toBe(true);
  expect(selectIsFavourite(store.getState(), 8)).toBe(false);
  expect(selectFavouriteProductIds(store.getState())).toEqual([7, 3]);
});

test('a visitor has no favourites, whatever the cache holds', () => {
  const store = storeWith({ userId: 'user-1', productIds: [7] }, null);
  expect(selectIsFavourite(store.getState(), 7)).toBe(false);
  expect(selectFavouriteProductIds(store.getState())).toEqual([]);
});

test("another user's cached favourites are never shown", () => {
  const store = storeWith({ userId: 'someone-else', productIds: [7] }, reader);
  expect(selectIsFavourite(store.getState(), 7)).toBe(false);
});

test('a loaded favourites list becomes the persisted cache', async () => {
  const store = storeWith({ userId: 'user-1', productIds: [1] }, reader);
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', undefined, {
      userId: 'user-1',
      favourites: [
        { id: 2, productId: 20, createdAt: '2026-01-02T00:00:00.000Z' },
        { id: 1, productId: 10, createdAt: '2026-01-01T00:00:00.000Z' },
      ],
    }),
  );
  expect(selectFavouritesCache(store.getState())).toEqual({ userId: 'user-1', productIds: [20, 10] });
  expect(selectIsFavourite(store.getState(), 20)).toBe(true);
  expect(selectIsFavourite(store.getState(), 1)).toBe(false);
});
