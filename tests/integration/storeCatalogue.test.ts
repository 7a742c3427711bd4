/**
 * The catalogue's endpoints through the app's real store against the real
 * backend: screen-sized lists filtered on the server, the entity store they
 * fill, literal search, and the one error shape.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppStore } from '../../src/app/store';
import { categoriesApi } from '../../src/features/categories/categoriesApi';
import { EBOOKS_MAX_PAGES } from '../../src/config/constants';
import { HOME_ROW_SIZE, SEARCH_PAGE_SIZE, type ProductQuery } from '../../src/features/products/products';
import { productsApi } from '../../src/features/products/productsApi';
import { searchApi } from '../../src/features/search/searchApi';
import { selectProductsByIds } from '../../src/features/products/productsSelectors';
import { selectProductById } from '../../src/features/products/productsSlice';
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

const ebooks = productsApi.endpoints.getProducts;
/** The ebooks list's first page for a query (an infinite query: the answer holds the pages cached). */
const firstPage = async (query: ProductQuery) => (await store.dispatch(ebooks.initiate(query)).unwrap()).pages[0]!;
/** The list after asking for one more page down (forward) or back up (backward): the pages and their params. */
const turn = (query: ProductQuery, direction: 'forward' | 'backward') =>
  store.dispatch(ebooks.initiate(query, { direction })).unwrap();

describe('the ebooks list', () => {
  test('asks for one page, says more follow, and keeps the products by id', async () => {
    const page = await firstPage({ pageSize: 12 });
    expect(page.ids).toHaveLength(12);
    expect(page.hasMore).toBe(true);
    expect(page.hasEarlier).toBe(false);
    const products = everyId(page.ids);
    expect(products.every(Boolean)).toBe(true);
    const times = products.map((product) => product.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('the next page follows on without repeating, and the last page says nothing follows', async () => {
    const query = { pageSize: 50 };
    const first = await firstPage(query);
    const { pages, pageParams } = await turn(query, 'forward');
    expect(pageParams.map((param) => param.index)).toEqual([0, 1]);
    const second = pages[1]!;
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    const all = await firstPage({ pageSize: 1000 });
    expect(all.hasMore).toBe(false);
    expect(all.ids.length).toBeGreaterThanOrEqual(160);
    expect(all.ids.slice(0, 100)).toEqual([...first.ids, ...second.ids]);
  });

  test('page by page, the whole list comes once each, in order, while the cache keeps a bounded number of pages', async () => {
    const everything = (await firstPage({ pageSize: 1000 })).ids;
    const query = { pageSize: 7 };
    let data = await store.dispatch(ebooks.initiate(query)).unwrap();
    const walked = [...data.pages[0]!.ids];
    while (data.pages.at(-1)!.hasMore) {
      data = await turn(query, 'forward');
      walked.push(...data.pages.at(-1)!.ids);
      expect(data.pages.length).toBeLessThanOrEqual(EBOOKS_MAX_PAGES);
    }
    expect(walked).toEqual(everything);
    // The first pages were let go; going back up brings them again, the same ebooks in the same order.
    expect(data.pageParams[0]!.index).toBeGreaterThan(0);
    const firstHeld = data.pageParams[0]!.index;
    data = await turn(query, 'backward');
    expect(data.pageParams[0]!.index).toBe(firstHeld - 1);
    expect(data.pages[0]!.ids).toEqual(everything.slice((firstHeld - 1) * 7, firstHeld * 7));
    expect(data.pages.length).toBeLessThanOrEqual(EBOOKS_MAX_PAGES);
  });

  test('filters on the server: category, several categories, free, price range', async () => {
    const seo = await firstPage({ category: 'SEO', pageSize: 100 });
    expect(seo.ids.length).toBeGreaterThan(0);
    expect(new Set(everyId(seo.ids).map((product) => product.category))).toEqual(new Set(['SEO']));

    const two = await firstPage({ category: ['SEO', 'Mindset'], pageSize: 200 });
    expect(new Set(everyId(two.ids).map((product) => product.category))).toEqual(new Set(['SEO', 'Mindset']));

    const all = await firstPage({ category: 'All', pageSize: 5 });
    expect(all.ids).toHaveLength(5);

    const free = await firstPage({ free: true, pageSize: 200 });
    expect(free.ids.length).toBeGreaterThan(0);
    expect(everyId(free.ids).every((product) => product.regularPrice === 0)).toBe(true);

    const priced = await firstPage({ minPrice: 1, maxPrice: 30, pageSize: 200 });
    expect(priced.ids.length).toBeGreaterThan(0);
    expect(everyId(priced.ids).every((product) => product.price >= 1 && product.price <= 30)).toBe(true);
    expect(priced.ids.length + free.ids.length).toBe(160);

    // The range compares the effective price: an ebook on sale at 15 or 19 is in 15–20, at 23 it is not.
    const onSale = await firstPage({ minPrice: 15, maxPrice: 20, pageSize: 200 });
    expect(onSale.ids.length).toBeGreaterThan(0);
    expect(everyId(onSale.ids).every((product) => product.salePrice != null && product.regularPrice === 23)).toBe(true);

    const none = await firstPage({ minPrice: 1000, pageSize: 24 });
    expect(none).toEqual({ ids: [], hasMore: false, hasEarlier: false, first: null, last: null });
  });

  test('one page of a filtered list follows on from the last, filters kept', async () => {
    const query = { free: true, pageSize: 4 };
    await firstPage(query);
    const { pages } = await turn(query, 'forward');
    expect(pages[1]!.ids).toHaveLength(4);
    expect(everyId(pages[1]!.ids).every((product) => product.price === 0)).toBe(true);
  });
});

test('Home’s row headings are the categories that have ebooks, in category order', async () => {
  const categories = await store.dispatch(categoriesApi.endpoints.getCategories.initiate()).unwrap();
  const names = await store.dispatch(productsApi.endpoints.getHomeCategories.initiate()).unwrap();
  const { data, error } = await service.from('MentoriaDatabase').select('Categories');
  if (error) throw new Error(error.message);
  const withEbooks = new Set(data.map((row) => row.Categories));
  expect(names).toEqual(categories.map((category) => category.name).filter((name) => withEbooks.has(name)));
  expect(names.length).toBeGreaterThan(3);
  expect(names.length).toBeLessThan(categories.length);
});

test('a category row is that category’s newest ebooks, a row’s worth, in the store', async () => {
  const row = await store.dispatch(productsApi.endpoints.getCategoryRow.initiate('SEO')).unwrap();
  const page = await firstPage({ category: 'SEO', pageSize: HOME_ROW_SIZE });
  expect(row.ids.length).toBeGreaterThan(0);
  expect(row.ids.length).toBeLessThanOrEqual(HOME_ROW_SIZE);
  expect(row.ids).toEqual(page.ids);
  expect(everyId(row.ids).every((product) => product.category === 'SEO')).toBe(true);
});

test('recently added are the newest ebooks', async () => {
  const recent = await store.dispatch(productsApi.endpoints.getRecentlyAdded.initiate(5)).unwrap();
  const page = await firstPage({ pageSize: 5 });
  expect(recent.ids).toEqual(page.ids);
  expect(selectProductsByIds(store.getState(), recent.ids)).toHaveLength(5);
});

describe('one ebook', () => {
  test('a card from a list is already in the store when its detail is asked for, and matches it', async () => {
    const page = await firstPage({ pageSize: 3 });
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
    const page = await firstPage({ category: 'SEO', pageSize: 1 });
    const product = selectProductById(store.getState(), page.ids[0]!)!;
    const related = await store.dispatch(productsApi.endpoints.getRelatedProducts.initiate(product)).unwrap();
    expect(related.ids.length).toBeGreaterThan(0);
    expect(related.ids).not.toContain(product.id);
    expect(everyId(related.ids).every((item) => item.category === product.category && item.type === product.type)).toBe(
      true,
    );
  });
});

describe('search (docs/product.md#search-takes-text-literally)', () => {
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
    const found = await store.dispatch(searchApi.endpoints.searchProducts.initiate(text)).unwrap();
    return everyId(found.pages.flatMap((page) => page.ids)).map((product) => product.name);
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

  test('results come a page at a time, each next page after the last, until every match is shown, as many as counted', async () => {
    // "Guide" is in more seeded names than a page holds.
    const results = searchApi.endpoints.searchProducts;
    let answer = await store.dispatch(results.initiate('guide')).unwrap();
    expect(answer.pages[0]!.ids).toHaveLength(SEARCH_PAGE_SIZE);
    while (answer.pages.at(-1)!.hasMore) {
      answer = await store.dispatch(results.initiate('guide', { direction: 'forward' })).unwrap();
    }
    expect(answer.pages.length).toBeGreaterThan(1);
    const shown = answer.pages.flatMap((page) => page.ids);
    expect(new Set(shown).size).toBe(shown.length);
    const times = everyId(shown).map((product) => product.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(everyId(shown).every((product) => /guide/i.test(product.name))).toBe(true);

    const counted = await store.dispatch(searchApi.endpoints.countSearchMatches.initiate('guide')).unwrap();
    expect(counted).toBe(shown.length);
  });
});

test('categories come in chip order, All first, each with an icon', async () => {
  const categories = await store.dispatch(categoriesApi.endpoints.getCategories.initiate()).unwrap();
  expect(categories.length).toBe(66);
  expect(categories[0]).toEqual({ name: 'All', icon: 'layout-grid', position: 0 });
  expect(categories.at(-1)?.name).toBe('Health');
});

describe('videos', () => {
  const videos = videosApi.endpoints.getVideos;
  /** Every video of a query, in one page (the seed has far fewer than 2,000). */
  const allVideos = async (category?: string) => {
    const { pages } = await store.dispatch(videos.initiate({ category, pageSize: 2000 })).unwrap();
    expect(pages[0]!.hasMore).toBe(false);
    return pages[0]!.ids;
  };

  test('all videos, newest first, a page at a time, kept by id', async () => {
    const { pages } = await store.dispatch(videos.initiate()).unwrap();
    expect(pages[0]!.ids.length).toBe(60);
    expect(pages[0]!.hasMore).toBe(true);
    const shown = pages[0]!.ids.map((id) => selectVideoById(store.getState(), id)!);
    expect(shown[0]?.image).toMatch(/\/covers\/videos\//);
    const times = shown.map((video) => video.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('page by page (keyset), every video comes once, in order', async () => {
    const everything = await allVideos();
    const query = { pageSize: 25 };
    let data = await store.dispatch(videos.initiate(query)).unwrap();
    while (data.pages.at(-1)!.hasMore) {
      data = await store.dispatch(videos.initiate(query, { direction: 'forward' })).unwrap();
    }
    expect(data.pageParams.slice(1).every((param) => param.after !== undefined)).toBe(true);
    expect(data.pages.flatMap((page) => page.ids)).toEqual(everything);
  });

  test('a category keeps exactly its videos', async () => {
    const all = await allVideos();
    const category = selectVideoById(store.getState(), all[0]!)!.category;
    const some = await allVideos(category);
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((id) => selectVideoById(store.getState(), id)?.category === category)).toBe(true);
    expect(all.filter((id) => selectVideoById(store.getState(), id)?.category === category)).toEqual(some);
  });
});

describe('ebooks added at the same moment', () => {
  // A real category (they are a foreign key); the new ebooks join the few it has.
  const category = 'Health';
  beforeAll(async () => {
    const createdAt = '2026-06-15T12:00:00.123456+00:00';
    const rows = Array.from({ length: 5 }, (_, i) => ({
      Name: `Tie ${i}`,
      Categories: category,
      created_at: createdAt,
    }));
    const { error } = await service.from('MentoriaDatabase').insert(rows);
    if (error) throw new Error(error.message);
  });

  test('page one after another by their ids, none twice and none missed, both ways', async () => {
    const everything = (await firstPage({ category, pageSize: 100 })).ids;
    const ties = everyId(everything).filter((product) => product.name.startsWith('Tie '));
    expect(ties).toHaveLength(5);
    expect(ties.map((product) => product.id)).toEqual(ties.map((product) => product.id).sort((a, b) => b - a));

    const query = { category, pageSize: 1 };
    let data = await store.dispatch(ebooks.initiate(query)).unwrap();
    const walked = [...data.pages[0]!.ids];
    while (data.pages.at(-1)!.hasMore) {
      data = await turn(query, 'forward');
      walked.push(...data.pages.at(-1)!.ids);
    }
    expect(walked).toEqual(everything);

    // Back up to the top, one page at a time, through the ones that were let go.
    const back = [...data.pages[0]!.ids];
    while (data.pages[0]!.hasEarlier) {
      data = await turn(query, 'backward');
      back.unshift(...data.pages[0]!.ids);
    }
    expect(data.pageParams[0]!.index).toBe(0);
    expect(back).toEqual(everything.slice(0, back.length));
    expect(back.length).toBe(everything.length - (EBOOKS_MAX_PAGES - 1));
  });
});
