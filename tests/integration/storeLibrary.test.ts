/**
 * The signed-in reader's side of the data layer through the app's real store
 * against the real backend: favourites (optimistic, rolled back on refusal,
 * mirrored into the persisted cache), orders and ownership, reviews with tag
 * refetch, and signed ebook links under the storage policies.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppStore, RootState } from '../../src/app/store';
import { loginModalClosed, loginModalOpened } from '../../src/features/auth/authSlice';
import { favouritesApi } from '../../src/features/favourites/favouritesApi';
import { selectIsFavourite } from '../../src/features/favourites/favouritesSelectors';
import { selectFavouritesCache } from '../../src/features/favourites/favouritesSlice';
import { ordersApi } from '../../src/features/orders/ordersApi';
import { selectIsOwned } from '../../src/features/orders/ordersSelectors';
import { productsApi } from '../../src/features/products/productsApi';
import { selectProductById } from '../../src/features/products/productsSlice';
import { REVIEWS_PAGE_SIZE } from '../../src/features/reviews/reviews';
import { reviewsApi } from '../../src/features/reviews/reviewsApi';
import { selectReviewById } from '../../src/features/reviews/reviewsSlice';
import { storageApi } from '../../src/features/storage/storageApi';
import type { TestBackend } from '../support/backendHarness';
import { supabase } from '../../src/lib/supabase';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import { signIn, startDataBackend, startStore, until, type TestStore } from '../support/storeHarness';

/**
 * supabase-js keeps the fetch it finds when the app's client is made, so a test that
 * must order requests puts its gate in front of fetch before that happens.
 */
const realFetch = globalThis.fetch;
let networkGate: typeof fetch | null = null;
globalThis.fetch = (input, init) => (networkGate ?? realFetch)(input, init);

let t: TestBackend;
let service: SupabaseClient;
let session: TestStore;
let store: AppStore;
let demoId: string;

/** Facts about the seeded demo library, read from the backend rather than assumed. */
let seeded: { favourites: number[]; owned: number[]; premiumNotOwned: number[]; freeNotOwned: number[] };

const NO_SUCH_PRODUCT = 987_654;

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
  const { data: users } = await service.auth.admin.listUsers();
  demoId = users.users.find((user) => user.email === DEMO_ACCOUNT.email)!.id;
  const favourites = await service.from('Favorites').select('product_id').eq('user_id', demoId);
  const orders = await service.from('orders').select('product_id').eq('user_id', demoId);
  const owned = (orders.data ?? []).map((row: { product_id: number }) => row.product_id);
  const notOwned = (premium: boolean) =>
    service
      .from('MentoriaDatabase')
      .select('ID')
      .eq('Premium', premium)
      .not('ID', 'in', `(${owned.join(',')})`)
      .order('ID')
      .limit(5)
      .then(({ data }) => (data ?? []).map((row: { ID: number }) => row.ID));
  seeded = {
    favourites: (favourites.data ?? []).map((row: { product_id: number }) => row.product_id),
    owned,
    premiumNotOwned: await notOwned(true),
    freeNotOwned: await notOwned(false),
  };
});
afterAll(() => t.stop());

beforeEach(async () => {
  session = await startStore();
  store = session.store;
});
afterEach(async () => {
  await session.stop();
  await supabase().auth.signOut({ scope: 'local' });
});

const signInAsDemo = async () => {
  await signIn(store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
};

test('the seeded demo library is what these tests expect', () => {
  expect(seeded.favourites).toHaveLength(3);
  // Three from the first rows, plus the reader's two samples (the 600-page and the password-protected ebook).
  expect(seeded.owned).toHaveLength(5);
  expect(seeded.premiumNotOwned.length).toBeGreaterThanOrEqual(3);
  expect(seeded.freeNotOwned.length).toBeGreaterThanOrEqual(2);
});

describe('favourites', () => {
  test('a visitor gets an empty list', async () => {
    const result = await store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook')).unwrap();
    expect(result).toEqual({ userId: null, favourites: [] });
  });

  test("the reader's favourites arrive with their products, and fill the persisted cache", async () => {
    await signInAsDemo();
    const result = await store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook')).unwrap();
    expect(result.userId).toBe(demoId);
    expect(new Set(result.favourites.map((item) => item.itemId))).toEqual(new Set(seeded.favourites));
    for (const productId of seeded.favourites) {
      expect(selectProductById(store.getState(), productId)?.id).toBe(productId);
      expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(true);
    }
    expect(selectFavouritesCache(store.getState())).toEqual({
      userId: demoId,
      productIds: result.favourites.map((item) => item.itemId),
      courseIds: [],
    });
  });

  test('adding a favourite fills the heart at once, and the server keeps it', async () => {
    await signInAsDemo();
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    await list;
    const productId = seeded.freeNotOwned[0]!;

    const adding = store.dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: productId }));
    // Before the server has answered:
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(true);
    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites[0]?.itemId).toBe(
      productId,
    );

    const stored = await adding.unwrap();
    expect(stored).toEqual({ id: expect.any(Number), itemId: productId, createdAt: expect.any(String) });
    expect(stored.id).toBeGreaterThan(0);
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(true);
    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites[0]).toEqual(stored);

    const again = await store
      .dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook', { forceRefetch: true }))
      .unwrap();
    expect(again.favourites.map((item) => item.itemId)).toContain(productId);
    list.unsubscribe();
  });

  test('a favourite added while the list is still loading (just after sign-in) stays filled once the list arrives', async () => {
    await signInAsDemo();
    const productId = seeded.freeNotOwned[1]!;
    // The worst order, made certain: the list is read before the favourite is stored,
    // and its answer arrives only after the favourite's.
    let listRead!: () => void;
    const listWasRead = new Promise<void>((resolve) => (listRead = resolve));
    let addAnswered!: () => void;
    const addWasAnswered = new Promise<void>((resolve) => (addAnswered = resolve));
    let firstListRead = true;
    networkGate = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/rest/v1/Favorites')) return realFetch(input, init);
      if ((init?.method ?? 'GET') === 'GET' && firstListRead) {
        firstListRead = false;
        const answer = await realFetch(input, init);
        listRead();
        await addWasAnswered;
        return answer;
      }
      if (init?.method === 'POST') {
        await listWasRead;
        const answer = await realFetch(input, init);
        addAnswered();
        return answer;
      }
      return realFetch(input, init);
    };
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    const adding = store.dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: productId }));
    await adding.unwrap();
    await list;
    networkGate = null;
    // However the two requests interleave, the list ends up holding the favourite, and so does the heart.
    await until(store, (state) => {
      const loaded = favouritesApi.endpoints.getFavourites.select('ebook')(state);
      return loaded.status === 'fulfilled' && loaded.data.favourites.some((item) => item.itemId === productId);
    });
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(true);
    list.unsubscribe();
    await service.from('Favorites').delete().eq('user_id', demoId).eq('product_id', productId);
  });

  test('adding a favourite twice is harmless', async () => {
    await signInAsDemo();
    const productId = seeded.favourites[0]!;
    const result = await store.dispatch(
      favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: productId }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.itemId).toBe(productId);
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(true);
  });

  test('removing a favourite empties the heart at once, and the server forgets it', async () => {
    await signInAsDemo();
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    await list;
    const productId = seeded.favourites[1]!;

    const removing = store.dispatch(favouritesApi.endpoints.removeFavourite.initiate({ kind: 'ebook', id: productId }));
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(false);
    await removing.unwrap();
    expect(selectIsFavourite(store.getState(), 'ebook', productId)).toBe(false);

    const again = await store
      .dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook', { forceRefetch: true }))
      .unwrap();
    expect(again.favourites.map((item) => item.itemId)).not.toContain(productId);
    list.unsubscribe();
  });

  test('a favourite the database refuses (no such product) is shown, then taken back', async () => {
    await signInAsDemo();
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    const before = (await list.unwrap()).favourites;

    const adding = store.dispatch(
      favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: NO_SUCH_PRODUCT }),
    );
    expect(selectIsFavourite(store.getState(), 'ebook', NO_SUCH_PRODUCT)).toBe(true);
    const result = await adding;

    expect(result.error).toEqual({ status: 409, code: '23503', message: expect.any(String) });
    expect(selectIsFavourite(store.getState(), 'ebook', NO_SUCH_PRODUCT)).toBe(false);
    expect(selectFavouritesCache(store.getState()).productIds).not.toContain(NO_SUCH_PRODUCT);
    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites).toEqual(before);
    list.unsubscribe();
  });

  // Regression: undoing one refused toggle used to restore the whole
  // list as it was, dropping another favourite added meanwhile that the server kept.
  test('when one of two quick favourites is refused, only that one is taken back', async () => {
    await signInAsDemo();
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    await list.unwrap();
    const kept = seeded.freeNotOwned[0]!;

    const refused = store.dispatch(
      favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: NO_SUCH_PRODUCT }),
    );
    const accepted = store.dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: kept }));
    await Promise.all([refused, accepted]);

    expect(selectIsFavourite(store.getState(), 'ebook', NO_SUCH_PRODUCT)).toBe(false);
    expect(selectIsFavourite(store.getState(), 'ebook', kept)).toBe(true);
    const shown = favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites ?? [];
    expect(shown.map((item) => item.itemId)).toContain(kept);
    expect(selectFavouritesCache(store.getState()).productIds).toContain(kept);
    await store.dispatch(favouritesApi.endpoints.removeFavourite.initiate({ kind: 'ebook', id: kept }));
    list.unsubscribe();
  });

  test('a favourite a visitor sends is refused by row-level security and taken back', async () => {
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    await list;
    const productId = seeded.freeNotOwned[1]!;

    const adding = store.dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: productId }));
    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites).toHaveLength(1);
    const result = await adding;

    expect(result.error).toEqual({ status: 401, code: '42501', message: expect.any(String) });
    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites).toEqual([]);
    expect(selectFavouritesCache(store.getState()).productIds).toEqual([]);
  });

  test('after the session ended unseen, a toggle is shown, refused, and put back as it was', async () => {
    await signInAsDemo();
    const list = store.dispatch(favouritesApi.endpoints.getFavourites.initiate('ebook'));
    const before = (await list.unwrap()).favourites;
    // supabase-js loses the session (expired, or signed out in another tab) before the store hears of it.
    session.stopAuthSync();
    await supabase().auth.signOut({ scope: 'local' });
    expect(store.getState().auth.user?.id).toBe(demoId);

    const favourite = seeded.favourites[2]!;
    const removing = store.dispatch(favouritesApi.endpoints.removeFavourite.initiate({ kind: 'ebook', id: favourite }));
    expect(selectIsFavourite(store.getState(), 'ebook', favourite)).toBe(false);
    expect((await removing).error).toEqual({ status: 401, code: 'not_signed_in', message: expect.any(String) });
    expect(selectIsFavourite(store.getState(), 'ebook', favourite)).toBe(true);

    const other = seeded.freeNotOwned[1]!;
    const adding = store.dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: other }));
    expect(selectIsFavourite(store.getState(), 'ebook', other)).toBe(true);
    expect((await adding).error).toMatchObject({ status: 401, code: '42501' });
    expect(selectIsFavourite(store.getState(), 'ebook', other)).toBe(false);

    expect(favouritesApi.endpoints.getFavourites.select('ebook')(store.getState()).data?.favourites).toEqual(before);
    list.unsubscribe();
  });
});

describe('orders', () => {
  test('a visitor owns nothing, without asking the server', async () => {
    const result = await store.dispatch(ordersApi.endpoints.getOrders.initiate()).unwrap();
    expect(result).toEqual({ userId: null, orders: [] });
    expect(selectIsOwned(store.getState(), seeded.owned[0]!)).toBe(false);
  });

  test("the reader's orders arrive with their products, and those are owned", async () => {
    await signInAsDemo();
    const result = await store.dispatch(ordersApi.endpoints.getOrders.initiate()).unwrap();
    expect(new Set(result.orders.map((order) => order.productId))).toEqual(new Set(seeded.owned));
    for (const productId of seeded.owned) {
      expect(selectIsOwned(store.getState(), productId)).toBe(true);
      expect(selectProductById(store.getState(), productId)).toBeDefined();
    }
    expect(selectIsOwned(store.getState(), seeded.premiumNotOwned[0]!)).toBe(false);
  });

  test('checking out a premium ebook records its price, and it is owned at once and after the refetch', async () => {
    await signInAsDemo();
    const orders = store.dispatch(ordersApi.endpoints.getOrders.initiate());
    await orders;
    const productId = seeded.premiumNotOwned[0]!;
    await store.dispatch(productsApi.endpoints.getProduct.initiate(productId)).unwrap();
    const product = selectProductById(store.getState(), productId)!;
    expect(selectIsOwned(store.getState(), productId)).toBe(false);

    const order = await store.dispatch(ordersApi.endpoints.checkout.initiate(productId)).unwrap();
    expect(order).toEqual({ id: expect.any(Number), productId, amount: product.price, createdAt: expect.any(String) });
    expect(product.price).toBeGreaterThan(0);
    expect(selectIsOwned(store.getState(), productId)).toBe(true);

    // The Order list tag was invalidated: the subscribed list refetches and still says so.
    const fulfilledBefore = ordersApi.endpoints.getOrders.select()(store.getState()).fulfilledTimeStamp;
    await until(
      store,
      (state) => (ordersApi.endpoints.getOrders.select()(state).fulfilledTimeStamp ?? 0) > (fulfilledBefore ?? 0),
    );
    expect(selectIsOwned(store.getState(), productId)).toBe(true);
    orders.unsubscribe();
  });

  test('checking out as a visitor is refused: only signed-in readers may run checkout', async () => {
    const result = await store.dispatch(ordersApi.endpoints.checkout.initiate(seeded.premiumNotOwned[0]!));
    expect(result.error).toEqual({ status: 401, code: '42501', message: expect.any(String) });
  });

  test('getting a premium ebook for free is refused, and it stays not owned', async () => {
    await signInAsDemo();
    const orders = store.dispatch(ordersApi.endpoints.getOrders.initiate());
    await orders;
    const productId = seeded.premiumNotOwned[1]!;
    const result = await store.dispatch(ordersApi.endpoints.claimFreeEbook.initiate(productId));
    expect(result.error).toEqual({ status: 403, code: '42501', message: expect.any(String) });
    expect(selectIsOwned(store.getState(), productId)).toBe(false);
    orders.unsubscribe();
  });

  test('getting a free ebook makes it owned', async () => {
    await signInAsDemo();
    const orders = store.dispatch(ordersApi.endpoints.getOrders.initiate());
    await orders;
    const productId = seeded.freeNotOwned[0]!;
    const order = await store.dispatch(ordersApi.endpoints.claimFreeEbook.initiate(productId)).unwrap();
    expect(order).toMatchObject({ productId, amount: 0 });
    expect(selectIsOwned(store.getState(), productId)).toBe(true);
    orders.unsubscribe();
  });
});

describe('reviews', () => {
  const reviewedProduct = () => seeded.owned[0]!;
  /** The ids of every review page loaded so far, in order. */
  const loadedReviewIds = (productId: number) =>
    reviewsApi.endpoints.getReviews
      .select({ kind: 'ebook', id: productId })(store.getState())
      .data?.pages.flatMap((page) => page.ids);
  /** The reviews the list shows: those of every page loaded, in order. */
  const listedReviews = (productId: number) =>
    (loadedReviewIds(productId) ?? []).map((id) => selectReviewById(store.getState(), id)!);

  test('anyone reads a product’s reviews, newest first, with their authors', async () => {
    const { data: rows } = await service.from('Reviews').select('product_id').limit(1);
    const productId = (rows as { product_id: number }[])[0]!.product_id;
    const result = await store
      .dispatch(reviewsApi.endpoints.getReviews.initiate({ kind: 'ebook', id: productId }))
      .unwrap();
    const ids = result.pages.flatMap((page) => page.ids);
    expect(ids.length).toBeGreaterThan(0);
    const reviews = listedReviews(productId);
    expect(reviews.map((review) => review.id)).toEqual(ids);
    expect(reviews.every((review) => review.author.name !== '')).toBe(true);
    const times = reviews.map((review) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('a product with many reviews pages them, newest first, none repeated and none skipped', async () => {
    const productId = seeded.freeNotOwned[1]!;
    // 23 more reviews, one per reader, several written at the same instant (the id then decides the order).
    const readers = await Promise.all(Array.from({ length: REVIEWS_PAGE_SIZE * 2 + 3 }, () => t.userWithToken()));
    const rows = readers.map(({ id }, i) => ({
      product_id: productId,
      user_id: id,
      content: `Paged review ${i}`,
      created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString(),
    }));
    const inserted = await service.from('Reviews').insert(rows);
    expect(inserted.error).toBeNull();
    const { data: all } = await service
      .from('Reviews')
      .select('id')
      .eq('product_id', productId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    const expected = (all as { id: number }[]).map((row) => row.id);

    const reviews = store.dispatch(reviewsApi.endpoints.getReviews.initiate({ kind: 'ebook', id: productId }));
    const first = await reviews.unwrap();
    expect(first.pages).toHaveLength(1);
    expect(first.pages[0]!.ids).toEqual(expected.slice(0, REVIEWS_PAGE_SIZE));

    let result = first;
    while (result.pages.at(-1)!.hasMore) {
      result = await store
        .dispatch(reviewsApi.endpoints.getReviews.initiate({ kind: 'ebook', id: productId }, { direction: 'forward' }))
        .unwrap();
    }
    expect(result.pages.map((page) => page.ids.length)).toEqual(
      Array.from({ length: Math.ceil(expected.length / REVIEWS_PAGE_SIZE) }, (_, i) =>
        Math.min(REVIEWS_PAGE_SIZE, expected.length - i * REVIEWS_PAGE_SIZE),
      ),
    );
    expect(loadedReviewIds(productId)).toEqual(expected);
    expect(listedReviews(productId).map((review) => review.id)).toEqual(expected);
    reviews.unsubscribe();
  });

  test('a posted review comes back in the refetched reviews, under the reader’s name', async () => {
    await signInAsDemo();
    const productId = reviewedProduct();
    const reviews = store.dispatch(reviewsApi.endpoints.getReviews.initiate({ kind: 'ebook', id: productId }));
    const before = (await reviews.unwrap()).pages.flatMap((page) => page.ids);

    const postedId = await store
      .dispatch(
        reviewsApi.endpoints.addReview.initiate({
          subject: { kind: 'ebook', id: productId },
          userId: demoId,
          content: '  Read it twice.  ',
        }),
      )
      .unwrap();
    const posted = selectReviewById(store.getState(), postedId);
    expect(posted).toMatchObject({
      subject: { kind: 'ebook', id: productId },
      content: 'Read it twice.',
      userId: demoId,
    });
    expect(posted?.author.name).toBe('Demo Reader');

    await until(store, () => loadedReviewIds(productId)?.[0] === postedId);
    expect(loadedReviewIds(productId)).toEqual([postedId, ...before]);
    expect(listedReviews(productId)[0]).toEqual(posted);
    reviews.unsubscribe();
  });

  test('a blank review is never sent', async () => {
    await signInAsDemo();
    const result = await store.dispatch(
      reviewsApi.endpoints.addReview.initiate({
        subject: { kind: 'ebook', id: reviewedProduct() },
        userId: demoId,
        content: ' \n ',
      }),
    );
    expect(result.error).toEqual({ status: 400, code: 'blank_review', message: expect.any(String) });
  });

  test('a visitor cannot post a review, even in a reader’s name', async () => {
    const result = await store.dispatch(
      reviewsApi.endpoints.addReview.initiate({
        subject: { kind: 'ebook', id: reviewedProduct() },
        userId: demoId,
        content: 'Sneaky',
      }),
    );
    expect(result.error).toMatchObject({ status: 401, code: '42501' });
  });
});

describe('signed ebook links', () => {
  const fetchPdf = async (url: string) => {
    const response = await fetch(url);
    return {
      status: response.status,
      start: Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    };
  };

  test('an owned premium ebook opens through its signed link', async () => {
    await signInAsDemo();
    const premiumOwned = [];
    for (const id of seeded.owned) {
      await store.dispatch(productsApi.endpoints.getProduct.initiate(id)).unwrap();
      if (selectProductById(store.getState(), id)?.premium) premiumOwned.push(id);
    }
    expect(premiumOwned).toHaveLength(1);
    const link = await store.dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(premiumOwned[0]!)).unwrap();
    expect(link.productId).toBe(premiumOwned[0]);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3500 * 1000);
    expect(await fetchPdf(link.url)).toEqual({ status: 200, start: '%PDF-' });
  });

  test('a premium ebook not bought gives an ApiError, and opens once it is bought', async () => {
    await signInAsDemo();
    const productId = seeded.premiumNotOwned[2]!;
    const link = store.dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(productId));
    const refused = await link;
    // Storage answers as if the file were not there: it signs only what the policies let the caller read.
    expect(refused.error).toEqual({ status: 400, code: '404', message: expect.any(String) });

    // Buying it invalidates the product's link: the reader's subscribed query asks again and succeeds.
    await store.dispatch(ordersApi.endpoints.checkout.initiate(productId)).unwrap();
    await until(store, (state) => !!storageApi.endpoints.getSignedEbookUrl.select(productId)(state).data);
    const url = storageApi.endpoints.getSignedEbookUrl.select(productId)(store.getState()).data!.url;
    expect(await fetchPdf(url)).toEqual({ status: 200, start: '%PDF-' });
    link.unsubscribe();
  });

  test('a free ebook opens for a signed-in reader, not for a visitor', async () => {
    const productId = seeded.freeNotOwned[0]!;
    const visitor = await store.dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(productId));
    expect(visitor.error).toEqual({ status: 400, code: '404', message: expect.any(String) });

    await signInAsDemo();
    const link = await store.dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(productId)).unwrap();
    expect(await fetchPdf(link.url)).toEqual({ status: 200, start: '%PDF-' });
  });

  test('a product that does not exist gives an ApiError', async () => {
    await signInAsDemo();
    const result = await store.dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(NO_SUCH_PRODUCT));
    expect(result.error).toEqual({ status: 406, code: 'PGRST116', message: expect.any(String) });
  });
});

describe('what a visitor asked for before signing in', () => {
  /** The status of the endpoint's latest mutation in the store, or undefined when none was started. */
  const mutationsOf = (state: RootState, endpointName: string) =>
    Object.values(state.api.mutations)
      .filter((mutation) => mutation?.endpointName === endpointName)
      .at(-1)?.status;

  test('the heart a visitor pressed becomes a favourite once they sign in', async () => {
    const productId = seeded.freeNotOwned[3]!;
    store.dispatch(loginModalOpened({ type: 'favourite', productId }));
    await signInAsDemo();
    // The heart fills at once (optimistic); the server's answer comes after.
    await until(
      store,
      (state) => selectIsFavourite(state, 'ebook', productId) && mutationsOf(state, 'addFavourite') === 'fulfilled',
    );
    const stored = await service.from('Favorites').select('id').eq('user_id', demoId).eq('product_id', productId);
    expect(stored.data).toHaveLength(1);
    expect(store.getState().auth.afterSignIn).toBeNull();
  });

  test('the free ebook a visitor asked for is theirs once they sign in', async () => {
    const productId = seeded.freeNotOwned[4]!;
    store.dispatch(loginModalOpened({ type: 'getEbook', productId }));
    await signInAsDemo();
    const orders = store.dispatch(ordersApi.endpoints.getOrders.initiate());
    await until(store, (state) => selectIsOwned(state, productId));
    orders.unsubscribe();
  });

  test('closing the login modal without signing in drops what was asked for', async () => {
    const productId = seeded.freeNotOwned[2]!;
    store.dispatch(loginModalOpened({ type: 'favourite', productId }));
    store.dispatch(loginModalClosed());
    await signInAsDemo();
    expect(mutationsOf(store.getState(), 'addFavourite')).toBeUndefined();
    const stored = await service.from('Favorites').select('id').eq('user_id', demoId).eq('product_id', productId);
    expect(stored.data).toHaveLength(0);
  });
});
