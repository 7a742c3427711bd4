import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { EBOOKS_MAX_PAGES } from '../../config/constants';
import { keysetPaging, pageOf, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import { productPageFrom } from './productPages';
import { productsReceived } from './productsSlice';
import { receiveProducts } from './receiveProducts';
import {
  HOME_ROW_SIZE,
  RELATED_PRODUCTS_LIMIT,
  categoryFilter,
  productColumn,
  toProduct,
  type Product,
  type ProductList,
  type ProductQuery,
} from './products';

/** The catalogue's tags: the list tag for "some list of products", and one per product. */
export const productTags = (result: { ids: number[] } | undefined) => [
  { type: 'Product' as const, id: 'LIST' as const },
  ...(result?.ids ?? []).map((id) => ({ type: 'Product' as const, id })),
];

/** Newest first, with the id breaking ties so paging is stable (matches the catalogue's indexes). */
const newestFirst = { ascending: false } as const;

const catalogue = () => supabase().from('MentoriaDatabase').select('*');
type CatalogueQuery = ReturnType<typeof catalogue>;

/** A row of cards: the ebooks `narrow` keeps, newest first, at most `limit` of them. */
function newestEbooks(limit: number, narrow: (query: CatalogueQuery) => CatalogueQuery = (query) => query) {
  return narrow(catalogue())
    .order(productColumn.createdAt, newestFirst)
    .order(productColumn.id, newestFirst)
    .limit(limit);
}

/**
 * The catalogue's reads. Each asks only for what its screen shows (docs/product.md#load-what-the-screen-shows);
 * the products they return are also kept in the products slice, so a detail
 * screen opened from any card renders at once.
 */
/** One ebook by id, as the app's domain type (also used by endpoints that need a product's fields first). */
export function fetchProduct(id: number) {
  return fromSupabase(() => catalogue().eq(productColumn.id, id).single(), toProduct);
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The ebooks list, filtered on the server (docs/product.md#load-what-the-screen-shows), a page at a time as
     * the user scrolls: an infinite query keyed by the filters. Pages follow by
     * keyset (lib/keysetPages.ts); at most EBOOKS_MAX_PAGES stay in the cache,
     * the farthest let go as more arrive and asked for again on the way back,
     * so however far the list is scrolled its memory stays bounded.
     */
    getProducts: build.infiniteQuery<KeysetPage, ProductQuery, KeysetPageParam>({
      infiniteQueryOptions: { ...keysetPaging, maxPages: EBOOKS_MAX_PAGES },
      queryFn: ({ queryArg: { category, free, minPrice, maxPrice, pageSize }, pageParam }, { dispatch }) => {
        // Built inside fromSupabase's call, so anything that throws while building becomes an ApiError too.
        const request = () => {
          let query = catalogue();
          const categories = categoryFilter(category);
          if (categories) query = query.in(productColumn.category, categories);
          if (free) query = query.eq(productColumn.regularPrice, 0);
          if (minPrice != null) query = query.gte(productColumn.price, minPrice);
          if (maxPrice != null) query = query.lte(productColumn.price, maxPrice);
          return pageOf(query, productColumn, pageParam, pageSize);
        };
        return fromSupabase(request, (fetched) => productPageFrom(dispatch, fetched, pageSize, pageParam));
      },
      providesTags: (result) => productTags(result && { ids: result.pages.flatMap((page) => page.ids) }),
    }),

    /** The newest ebooks, for "Recently Added Books" and the hero. */
    getRecentlyAdded: build.query<ProductList, number | void>({
      queryFn: (limit, { dispatch }) =>
        fromSupabase(
          () => newestEbooks(limit ?? HOME_ROW_SIZE),
          (rows) => ({ ids: receiveProducts(dispatch, rows) }),
        ),
      providesTags: productTags,
    }),

    /**
     * The categories that have ebooks, in category order: Home's row headings, all
     * there from the start (none appears, then vanishes). A GET, so the service
     * worker keeps the answer for offline use and the server can answer 304.
     */
    getHomeCategories: build.query<string[], void>({
      queryFn: () =>
        fromSupabase(
          () => supabase().rpc('home_categories', undefined, { get: true }),
          (names) => names,
        ),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),

    /**
     * One home category row: the category's newest HOME_ROW_SIZE ebooks, asked
     * for only when the row nears the screen (docs/product.md#load-what-the-screen-shows), so a catalogue of
     * any size costs Home only the rows the visitor scrolls to.
     */
    getCategoryRow: build.query<ProductList, string>({
      queryFn: (category, { dispatch }) =>
        fromSupabase(
          () => newestEbooks(HOME_ROW_SIZE, (query) => query.eq(productColumn.category, category)),
          (rows) => ({ ids: receiveProducts(dispatch, rows) }),
        ),
      providesTags: productTags,
    }),

    /**
     * One ebook by id, into the products slice; the result is its id (screens
     * select the product itself). An unknown id is an ApiError (PGRST116, 406).
     */
    getProduct: build.query<number, number>({
      queryFn: async (id, { dispatch }) => {
        const fetched = await fetchProduct(id);
        if (fetched.error) return fetched;
        dispatch(productsReceived([fetched.data]));
        return { data: fetched.data.id };
      },
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),

    /** Other ebooks of the same type and category, newest first. */
    getRelatedProducts: build.query<ProductList, Pick<Product, 'id' | 'type' | 'category'>>({
      queryFn: ({ id, type, category }, { dispatch }) =>
        fromSupabase(
          () =>
            newestEbooks(RELATED_PRODUCTS_LIMIT, (query) =>
              query.eq(productColumn.type, type).eq(productColumn.category, category).neq(productColumn.id, id),
            ),
          (rows) => ({ ids: receiveProducts(dispatch, rows) }),
        ),
      providesTags: productTags,
    }),
  }),
});

export const {
  useGetProductsInfiniteQuery,
  useGetRecentlyAddedQuery,
  useGetHomeCategoriesQuery,
  useGetCategoryRowQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
} = productsApi;
