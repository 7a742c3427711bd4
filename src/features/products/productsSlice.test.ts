import { createTestStore } from '../../testing/createTestStore';
import { favouritesApi } from '../favourites/favouritesApi';
import { ordersApi } from '../orders/ordersApi';
import type { Product } from './products';
import { productsApi } from './productsApi';
import { selectEffectivePrice, selectProductsByIds } from './productsSelectors';
import { selectAllProducts, selectProductById } from './productsSlice';

/** The app's real store (setupStore with memory persistence and every listener). */
const newStore = () => createTestStore();

const product = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  name: `Book ${id}`,
  category: 'SEO',
  type: 'Ebook',
  premium: false,
  regularPrice: 0,
  salePrice: null,
  price: 0,
  image: null,
  shortDescription: null,
  descriptionHtml: null,
  contentPath: `${id}.pdf`,
  pageCount: 10,
  rating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const list = (...products: Product[]) => ({ ids: products.map((item) => item.id), products });

// Each answer below is put in the cache with upsertQueryData: the same
// fulfilled action a real fetch dispatches, without a network.

test('a product from a list is in the store by id, so its detail screen renders at once', async () => {
  const store = newStore();
  await store.dispatch(
    productsApi.util.upsertQueryData(
      'getProducts',
      { page: 0, pageSize: 2 },
      { ...list(product(1), product(2)), hasMore: true },
    ),
  );
  expect(selectProductById(store.getState(), 2)).toEqual(product(2));
  expect(selectProductById(store.getState(), 3)).toBeUndefined();
});

test('products from every kind of answer land in the same store, once each', async () => {
  const store = newStore();
  await store.dispatch(productsApi.util.upsertQueryData('getRecentlyAdded', 5, list(product(1))));
  await store.dispatch(
    productsApi.util.upsertQueryData(
      'getHomeRows',
      { perCategory: 3 },
      {
        rows: [{ category: 'SEO', ids: [1, 2] }],
        products: [product(1), product(2)],
      },
    ),
  );
  await store.dispatch(productsApi.util.upsertQueryData('searchProducts', 'book', list(product(3))));
  await store.dispatch(
    productsApi.util.upsertQueryData('getRelatedProducts', { id: 1, type: 'Ebook', category: 'SEO' }, list(product(4))),
  );
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', undefined, {
      userId: null,
      favourites: [],
      products: [product(5)],
    }),
  );
  await store.dispatch(
    ordersApi.util.upsertQueryData('getOrders', undefined, { userId: null, orders: [], products: [product(6)] }),
  );
  await store.dispatch(productsApi.util.upsertQueryData('getProduct', 7, product(7)));
  expect(selectAllProducts(store.getState()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('a later answer about a product replaces what the store knew', async () => {
  const store = newStore();
  await store.dispatch(productsApi.util.upsertQueryData('searchProducts', 'seo', list(product(1, { rating: null }))));
  await store.dispatch(productsApi.util.upsertQueryData('getProduct', 1, product(1, { rating: 4.5 })));
  expect(selectProductById(store.getState(), 1)?.rating).toBe(4.5);
});

test('a list of ids selects its products in that order, skipping any not loaded', async () => {
  const store = newStore();
  await store.dispatch(productsApi.util.upsertQueryData('searchProducts', 'x', list(product(1), product(2))));
  expect(selectProductsByIds(store.getState(), [2, 9, 1]).map((item) => item.id)).toEqual([2, 1]);
});

test('the effective price of a product in the store, and none for one that is not', async () => {
  const store = newStore();
  await store.dispatch(
    productsApi.util.upsertQueryData(
      'getProduct',
      8,
      product(8, { premium: true, regularPrice: 30, salePrice: 23, price: 23 }),
    ),
  );
  expect(selectEffectivePrice(store.getState(), 8)).toBe(23);
  expect(selectEffectivePrice(store.getState(), 9)).toBeNull();
});
