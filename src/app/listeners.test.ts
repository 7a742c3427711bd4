import { keepAfterSignInForTrip, takeAfterSignInFromTrip } from '../features/auth/afterSignInTrip';
import { SESSION_ENDED_ELSEWHERE, sessionChanged, signOutStarted } from '../features/auth/authSlice';
import { categoriesApi } from '../features/categories/categoriesApi';
import { favouritesApi } from '../features/favourites/favouritesApi';
import { ordersApi } from '../features/orders/ordersApi';
import { storageApi } from '../features/storage/storageApi';
import { createTestStore } from '../testing/createTestStore';
import { demoReader } from '../testing/fixtures';

const otherReader = { ...demoReader, id: 'u2', email: 'other@mentoria.test', fullName: 'Other Reader' };

/** A store whose cache holds the catalogue's categories and, for whoever asked, orders and a refused link. */
async function storeWithAnswers(signedInAs: typeof demoReader | null) {
  const store = createTestStore();
  store.dispatch(sessionChanged(signedInAs));
  await store.dispatch(categoriesApi.util.upsertQueryData('getCategories', undefined, []));
  await store.dispatch(
    ordersApi.util.upsertQueryData('getOrders', undefined, { userId: signedInAs?.id ?? null, orders: [] }),
  );
  await store.dispatch(
    storageApi.util.upsertQueryData('getSignedEbookUrl', 7, {
      productId: 7,
      url: 'https://files.test/7.pdf',
      expiresAt: '2026-11-24T16:00:00Z',
    }),
  );
  return store;
}

const cached = (store: ReturnType<typeof createTestStore>) => ({
  categories: categoriesApi.endpoints.getCategories.select()(store.getState()).data !== undefined,
  orders: ordersApi.endpoints.getOrders.select()(store.getState()).data !== undefined,
  link: storageApi.endpoints.getSignedEbookUrl.select(7)(store.getState()).data !== undefined,
});

test('a visitor signing in keeps the catalogue fetched so far and drops what depended on who asked', async () => {
  const store = await storeWithAnswers(null);
  store.dispatch(sessionChanged(demoReader));
  expect(cached(store)).toEqual({ categories: true, orders: false, link: false });
});

test('another account signing in, or signing out, drops everything the previous one was given', async () => {
  const switched = await storeWithAnswers(demoReader);
  switched.dispatch(sessionChanged(otherReader));
  expect(cached(switched)).toEqual({ categories: false, orders: false, link: false });

  const signedOut = await storeWithAnswers(demoReader);
  signedOut.dispatch(sessionChanged(null));
  expect(cached(signedOut)).toEqual({ categories: false, orders: false, link: false });
});

test('the same reader again (a refreshed token) keeps everything', async () => {
  const store = await storeWithAnswers(demoReader);
  store.dispatch(sessionChanged({ ...demoReader, fullName: 'Demo R.' }));
  expect(cached(store)).toEqual({ categories: true, orders: true, link: true });
});

describe("back from Google's sign-in", () => {
  beforeEach(() => sessionStorage.clear());

  test('what the visitor asked for before leaving is theirs again once the app learns they are signed in', () => {
    keepAfterSignInForTrip({ type: 'checkout', productId: 9 });
    const store = createTestStore();
    store.dispatch(sessionChanged(demoReader));
    expect(store.getState().auth.afterSignIn).toEqual({ type: 'checkout', productId: 9 });
  });

  test('coming back still a visitor drops it', () => {
    keepAfterSignInForTrip({ type: 'checkout', productId: 9 });
    const store = createTestStore();
    store.dispatch(sessionChanged(null));
    store.dispatch(sessionChanged(demoReader));
    expect(store.getState().auth.afterSignIn).toBeNull();
  });

  test('a trip abandoned for a password sign-in in the same page drops it', () => {
    const store = createTestStore();
    store.dispatch(sessionChanged(null));
    keepAfterSignInForTrip({ type: 'checkout', productId: 9 });
    store.dispatch(sessionChanged(demoReader));
    expect(takeAfterSignInFromTrip()).toBeNull();
  });
});

describe('a session ended elsewhere', () => {
  test('says so the moment this device finds out, and the login asks to sign in again', () => {
    const store = createTestStore();
    store.dispatch(sessionChanged(demoReader));
    store.dispatch(sessionChanged(null));
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ kind: 'danger', message: SESSION_ENDED_ELSEWHERE }),
    ]);
    expect(store.getState().auth.endedElsewhere).toBe(true);
  });

  test("this device's own Logout says nothing of the kind", () => {
    const store = createTestStore();
    store.dispatch(sessionChanged(demoReader));
    store.dispatch(signOutStarted());
    store.dispatch(sessionChanged(null));
    expect(store.getState().toasts.items).toEqual([]);
    expect(store.getState().auth.endedElsewhere).toBe(false);
  });

  test('a visitor arriving is no ended session, and signing in again clears the notice', () => {
    const store = createTestStore();
    store.dispatch(sessionChanged(null));
    expect(store.getState().auth.endedElsewhere).toBe(false);
    store.dispatch(sessionChanged(demoReader));
    store.dispatch(sessionChanged(null));
    store.dispatch(sessionChanged(demoReader));
    expect(store.getState().auth.endedElsewhere).toBe(false);
  });
});

test.each(['ebook', 'course'] as const)(
  'a %s favourite the server refuses is told as a danger alert naming it, whatever pressed it',
  async (kind) => {
    const store = createTestStore();
    // Without a session the removal is refused before any request.
    await store.dispatch(favouritesApi.endpoints.removeFavourite.initiate({ kind, id: 7 }));
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({
        kind: 'danger',
        message: `Could not remove this ${kind} from your favourites. Please try again.`,
      }),
    ]);
  },
);
