import { createTestStore } from '../../testing/createTestStore';
import { ebook, onePage } from '../../testing/fixtures';
import { evictableProductIds, heldProductIds, PRODUCT_EVICTION_GRACE_MS, productIdsIn } from './heldProductIds';
import type { Product } from './products';
import { searchApi } from '../search/searchApi';
import { productsApi } from './productsApi';
import { selectProductsByIds, selectEffectivePrice } from './productsSelectors';
import { productsEvicted, productsReceived, selectAllProducts, selectProductById } from './productsSlice';

const product = (id: number, overrides: Partial<Product> = {}): Product => ebook(id, { image: null, ...overrides });

test('a product that arrived from any list is in the store by id, so its detail screen renders at once', () => {
  const store = createTestStore();
  store.dispatch(productsReceived([product(1), product(2)]));
  expect(selectProductById(store.getState(), 2)).toEqual(product(2));
  expect(selectProductById(store.getState(), 3)).toBeUndefined();
});

test('each product lives once: a later answer about it replaces what the store knew', () => {
  const store = createTestStore();
  store.dispatch(productsReceived([product(1, { rating: null })]));
  store.dispatch(productsReceived([product(1, { rating: 4.5 }), product(2)]));
  expect(selectAllProducts(store.getState()).map((item) => item.id)).toEqual([1, 2]);
  expect(selectProductById(store.getState(), 1)?.rating).toBe(4.5);
});

test('a list of ids selects its products in that order, skipping any not loaded', () => {
  const store = createTestStore();
  store.dispatch(productsReceived([product(1), product(2)]));
  expect(selectProductsByIds(store.getState(), [2, 9, 1]).map((item) => item.id)).toEqual([2, 1]);
});

test('the effective price of a product in the store, and none for one that is not', () => {
  const store = createTestStore();
  store.dispatch(productsReceived([product(8, { premium: true, regularPrice: 30, salePrice: 23, price: 23 })]));
  expect(selectEffectivePrice(store.getState(), 8)).toBe(23);
  expect(selectEffectivePrice(store.getState(), 9)).toBeNull();
});

test('evicted products are gone from the store', () => {
  const store = createTestStore();
  store.dispatch(productsReceived([product(1), product(2)]));
  store.dispatch(productsEvicted([1]));
  expect(selectAllProducts(store.getState()).map((item) => item.id)).toEqual([2]);
});

describe('which products cached results still hold', () => {
  test('lists, pages, home rows, favourites, orders and a bare id all count', () => {
    expect([...productIdsIn({ ids: [1, 2] })]).toEqual([1, 2]);
    expect([...productIdsIn({ pages: [{ ids: [3] }, { ids: [4] }] })]).toEqual([3, 4]);
    expect([...productIdsIn({ rows: [{ category: 'SEO', ids: [5] }] })]).toEqual([5]);
    expect([...productIdsIn({ userId: 'u', favourites: [{ id: 1, productId: 6 }] })]).toEqual([6]);
    expect([...productIdsIn({ userId: 'u', orders: [{ id: 1, productId: 7, amount: 0 }] })]).toEqual([7]);
    expect([...productIdsIn(8)]).toEqual([8]);
    expect([...productIdsIn(null)]).toEqual([]);
  });

  test('every cached query of the store is read', async () => {
    const store = createTestStore();
    await store.dispatch(searchApi.util.upsertQueryData('searchProducts', 'seo', onePage([1, 2])));
    await store.dispatch(productsApi.util.upsertQueryData('getProduct', 3, 3));
    expect(heldProductIds(store.getState().api.queries)).toEqual(new Set([1, 2, 3]));
  });

  test('only products no result holds, and that did not just arrive, may be let go', () => {
    const now = 1_000_000;
    const old = now - PRODUCT_EVICTION_GRACE_MS - 1;
    const receivedAt = { 1: old, 2: old, 3: now - 10 };
    expect(evictableProductIds([1, 2, 3], receivedAt, new Set([2]), now)).toEqual([1]);
  });
});

test('however far a list is scrolled, the store lets go of products no cached result holds', () => {
  jest.useFakeTimers();
  try {
    const store = createTestStore();
    const many = Array.from({ length: 700 }, (_, index) => product(index + 1));
    store.dispatch(productsReceived(many));
    // Just arrived: kept, since their queries may not have landed yet.
    expect(selectAllProducts(store.getState())).toHaveLength(700);
    jest.advanceTimersByTime(PRODUCT_EVICTION_GRACE_MS + 1);
    store.dispatch(productsReceived([product(701)]));
    expect(selectAllProducts(store.getState()).map((item) => item.id)).toEqual([701]);
  } finally {
    jest.useRealTimers();
  }
});
