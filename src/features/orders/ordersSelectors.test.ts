import { createTestStore } from '../../testing/createTestStore';
import { sessionChanged, type SignedInUser } from '../auth/authSlice';
import { ordersApi } from './ordersApi';
import { selectIsOwned, selectOrders, selectOwnership } from './ordersSelectors';

/** The app's real store (setupStore with memory persistence and every listener). */
const newStore = () => createTestStore();

const reader = (id: string): SignedInUser => ({
  id,
  email: `${id}@example.com`,
  firstName: '',
  lastName: '',
  fullName: id,
  avatarUrl: null,
});

const order = { id: 1, productId: 7, amount: 23, createdAt: '2026-01-01T00:00:00.000Z' };

async function storeWithOrdersOf(owner: string | null, signedIn: SignedInUser | null) {
  const store = newStore();
  store.dispatch(sessionChanged(signedIn));
  await store.dispatch(ordersApi.util.upsertQueryData('getOrders', undefined, { userId: owner, orders: [order] }));
  return store;
}

test('a product the signed-in reader ordered is owned; others are not', async () => {
  const store = await storeWithOrdersOf('user-1', reader('user-1'));
  expect(selectIsOwned(store.getState(), 7)).toBe(true);
  expect(selectIsOwned(store.getState(), 8)).toBe(false);
  expect(selectOrders(store.getState())).toEqual([order]);
});

test('a visitor owns nothing', async () => {
  const store = await storeWithOrdersOf('user-1', null);
  expect(selectIsOwned(store.getState(), 7)).toBe(false);
});

test('orders fetched for a previous user do not count for the next one', async () => {
  const store = await storeWithOrdersOf('user-1', reader('user-2'));
  expect(selectIsOwned(store.getState(), 7)).toBe(false);
  expect(selectOrders(store.getState())).toEqual([]);
});

test('nothing is owned before the orders have been fetched', () => {
  const store = newStore();
  store.dispatch(sessionChanged(reader('user-1')));
  expect(selectIsOwned(store.getState(), 7)).toBe(false);
});

describe('ownership, for a button that must not guess', () => {
  test('is unknown until the session is known', () => {
    expect(selectOwnership(newStore().getState(), 7)).toBe('unknown');
  });

  test('a visitor owns nothing', () => {
    const store = newStore();
    store.dispatch(sessionChanged(null));
    expect(selectOwnership(store.getState(), 7)).toBe('notOwned');
  });

  test('is unknown for a signed-in reader until their own orders have arrived', async () => {
    const stale = await storeWithOrdersOf('user-1', reader('user-2'));
    expect(selectOwnership(stale.getState(), 7)).toBe('unknown');
    const store = newStore();
    store.dispatch(sessionChanged(reader('user-1')));
    expect(selectOwnership(store.getState(), 7)).toBe('unknown');
  });

  test("then follows the reader's orders", async () => {
    const store = await storeWithOrdersOf('user-1', reader('user-1'));
    expect(selectOwnership(store.getState(), 7)).toBe('owned');
    expect(selectOwnership(store.getState(), 8)).toBe('notOwned');
  });
});
