/**
 * The catalogue's endpoints through the app's real store against the real
 * backend: screen-sized lists filtered on the server, the entity store they
 * fill, literal search, and the one error shape.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppStore } from '../../src/app/store';
import { categoriesApi } from '../../src/features/categories/categoriesApi';
import { productsApi } from '../../src/features/products/productsApi';
import { selectProductsByIds } from '../../src/features/products/productsSelectors';
import { selectAllProducts, selectProductById } from '../../src/features/products/productsSlice';
import { videosApi } from '../../src/features/videos/videosApi';
import { selectVideoById } from '../../src/features/videos/videosSlice';
import type { TestBackend } from '../support/backendHarness';
import { startDataBackend, startStore, type TestStore } from '../support/storeHarness';

let t: TestBackend;
let service: SupabaseClient;
let session: TestStore;
let store: AppStore;

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
});
afterAll(() => t.stop());

beforeEach(async () => {
  session = await startStore();
  store = session.store;
});
afterEach(() => session.stop());

const everyId = (ids: number[]) => ids.map((id) => selectProductById(store.getState(), id)!);

describe('the ebooks list', () => {
  test('asks for one page, says more follow, and keeps the products by id', async () => {
    const page = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 0, pageSize: 12 })).unwrap();
    expect(page.ids).toHaveLength(12);
    expect(page.hasMore).toBe(true);
    const products = everyId(page.ids);
    expect(products.every(Boolean)).toBe(true);
    const times = products.map((product) => product.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('the next page follows on without repeating, and the last page says nothing follows', async () => {
    const first = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 0, pageSize: 50 })).unwrap();
    const second = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 1, pageSize: 50 })).unwrap();
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    const all = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 0, pageSize: 1000 })).unwrap();
    expect(all.hasMore).toBe(false);
    expect(all.ids.length).toBeGreaterThanOrEqual(160);
    expect(selectAllProducts(store.getState()).length).toBe(all.ids.length);
  });

  test('filters on the server: category, several categories, free, price range', async () => {
    const list = (query: Parameters<typeof productsApi.endpoints.getProducts.initiate>[0]) =>
      store.dispatch(productsApi.endpoints.getProducts.initiate(query)).unwrap();
    const seo = await list({ category: 'SEO', page: 0, pageSize: 100 });
    expect(seo.ids.length).toBeGreaterThan(0);
    expect(new Set(everyId(seo.ids).map((product) => product.category))).toEqual(new Set(['SEO']));

    const two = await list({ category: ['SEO', 'Mindset'], page: 0, pageSize: 200 });
    expect(new Set(everyId(two.ids).map((product) => product.category))).toEqual(new Set(['SEO', 'Mindset']));

    const all = await list({ category: 'All', page: 0, pageSize: 5 });
    expect(all.ids).toHaveLength(5);

    const free = await list({ free: true, page: 0, pageSize: 200 });
    expect(free.ids.length).toBeGreaterThan(0);
    expect(everyId(free.ids).every((product) => product.regularPrice === 0)).toBe(true);

    const priced = await list({ minPrice: 1, maxPrice: 30, page: 0, pageSize: 200 });
    expect(priced.ids.length).toBeGreaterThan(0);
    expect(everyId(priced.ids).every((product) => product.price >= 1 && product.price <= 30)).toBe(true);
    expect(priced.ids.length + free.ids.length).toBe(160);
  });
});

test('the home rows come in one call, a few newest ebooks per category, in category order', async () => {
  const categories = await store.dispatch(categoriesApi.endpoints.getCategories.initiate()).unwrap();
  const home = await store.dispatch(productsApi.endpoints.getHomeRows.initiate({ perCategory: 2 })).unwrap();
  expect(home.rows.length).toBeGreaterThan(3);
  const order = categories.map((category) => category.name);
  const rowOrder = home.rows.map((row) => order.indexOf(row.category));
  expect([...rowOrder].sort((a, b) => a - b)).toEqual(rowOrder);
  for (const row of home.rows) {
    expect(row.ids.length).toBeGreaterThan(0);
    expect(row.ids.length).toBeLessThanOrEqual(2);
    expect(everyId(row.ids).every((product) => product.category === row.category)).toBe(true);
  }
});

test('recently added are the newest ebooks', async () => {
  const recent = await store.dispatch(productsApi.endpoints.getRecentlyAdded.initiate(5)).unwrap();
  const page = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 0, pageSize: 5 })).unwrap();
  expect(recent.ids).toEqual(page.ids);
  expect(selectProductsByIds(store.getState(), recent.ids)).toHaveLength(5);
});

describe('one ebook', () => {
  test('a card from a list is already in the store when its detail is asked for, and matches it', async () => {
    const page = await store.dispatch(productsApi.endpoints.getProducts.initiate({ page: 0, pageSize: 3 })).unwrap();
    const id = page.ids[2]!;
    const fromList = selectProductById(store.getState(), id);
    expect(fromList).toBeDefined();
    const detailId = await store.dispatch(productsApi.endpoints.getProduct.initiate(id)).unwrap();
    expect(detailId).toBe(id);
    const detail = selectProductById(store.getState(), id)!;
    expect(detail).toEqual(fromList);
    expect(detail.image).toMatch(new RegExp(`^${t.url}/storage/v1/object/public/covers/`));
  });

  test('a product that does not exist is an ApiError', async () => {
    const result = await store.dispatch(productsApi.endpoints.getProduct.initiate(987_654));
    expect(result.error).toEqual({ status: 406, code: 'PGRST116', message: expect.any(String) });
  });

  test('related ebooks share type and category and leave the ebook itself out', async () => {
    const page = await store
      .dispatch(productsApi.endpoints.getProducts.initiate({ category: 'SEO', page: 0, pageSize: 1 }))
      .unwrap();
    const product = selectProductById(store.getState(), page.ids[0]!)!;
    const related = await store.dispatch(productsApi.endpoints.getRelatedProducts.initiate(product)).unwrap();
    expect(related.ids.length).toBeGreaterThan(0);
    expect(related.ids).not.toContain(product.id);
    expect(everyId(related.ids).every((item) => item.category === product.category && item.type === product.type)).toBe(
      true,
    );
  });
});

describe('search (decision 7)', () => {
  beforeAll(async () => {
    const { error } = await service.from('MentoriaDatabase').insert([
      { Name: 'Zephyr 50% Faster Funnels', Categories: 'SEO' },
      { Name: 'Zephyr 500 Headlines', Categories: 'SEO' },
      { Name: 'Zephyr a_b Testing', Categories: 'SEO' },
      { Name: 'Zephyr axb Testing', Categories: 'SEO' },
      { Name: 'Zephyr C:\\Drive Guide', Categories: 'SEO' },
      { Name: 'Zephyr C:Drive Guide', Categories: 'SEO' },
    ]);
    if (error) throw new Error(error.message);
  });

  const search = async (text: string) => {
    const found = await store.dispatch(productsApi.endpoints.searchProducts.initiate(text)).unwrap();
    return everyId(found.ids).map((product) => product.name);
  };

  test('finds names containing the text, whatever its case', async () => {
    expect(await search('zEpHyR 500')).toEqual(['Zephyr 500 Headlines']);
  });

  test('a % typed by the user matches only a %', async () => {
    expect(await search('50%')).toEqual(['Zephyr 50% Faster Funnels']);
  });

  test('an _ typed by the user matches only an _', async () => {
    expect(await search('a_b')).toEqual(['Zephyr a_b Testing']);
  });

  test('a \\ typed by the user matches only a \\', async () => {
    expect(await search('C:\\D')).toEqual(['Zephyr C:\\Drive Guide']);
  });

  test('blank text finds nothing', async () => {
    expect(await search('   ')).toEqual([]);
  });
});

test('categories come in chip order, All first, each with an icon', async () => {
  const categories = await store.dispatch(categoriesApi.endpoints.getCategories.initiate()).unwrap();
  expect(categories.length).toBe(66);
  expect(categories[0]).toEqual({ name: 'All', icon: 'layout-grid', position: 0 });
  expect(categories.at(-1)?.name).toBe('Health');
});

describe('videos', () => {
  test('all videos, newest first, kept by id', async () => {
    const videos = await store.dispatch(videosApi.endpoints.getVideos.initiate()).unwrap();
    expect(videos.ids.length).toBe(60);
    expect(videos.hasMore).toBe(true);
    const video = selectVideoById(store.getState(), videos.ids[0]!);
    expect(video?.image).toMatch(/\/covers\/videos\//);
  });

  test('a category keeps exactly its videos', async () => {
    const all = await store.dispatch(videosApi.endpoints.getVideos.initiate({ pageSize: 200 })).unwrap();
    const category = selectVideoById(store.getState(), all.ids[0]!)!.category;
    const some = await store.dispatch(videosApi.endpoints.getVideos.initiate({ category })).unwrap();
    expect(some.ids.length).toBeGreaterThan(0);
    expect(some.ids.every((id) => selectVideoById(store.getState(), id)?.category === category)).toBe(true);
    expect(all.ids.filter((id) => selectVideoById(store.getState(), id)?.category === category)).toEqual(some.ids);
  });
});
