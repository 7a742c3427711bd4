import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import {
  HOME_ROW_SIZE,
  RELATED_PRODUCTS_LIMIT,
  SEARCH_RESULT_LIMIT,
  categoryFilter,
  groupIntoRows,
  productColumn,
  toProduct,
  type HomeRows,
  type Product,
  type ProductList,
  type ProductPage,
  type ProductQuery,
} from './products';

/** The catalogue's tags: the list tag for "some list of products", and one per product. */
const productTags = (result: { ids: number[] } | undefined) => [
  { type: 'Product' as const, id: 'LIST' as const },
  ...(result?.ids ?? []).map((id) => ({ type: 'Product' as const, id })),
];

const toList = (rows: Parameters<typeof toProduct>[0][]): ProductList => {
  const products = rows.map(toProduct);
  return { ids: products.map((product) => product.id), products };
};

/** Newest first, with the id breaking ties so paging is stable (matches the catalogue's indexes). */
const newestFirst = { ascending: false } as const;

/**
 * The catalogue's reads. Each asks only for what its screen shows (decision 6);
 * the products they return are also kept in the products slice, so a detail
 * screen opened from any card renders at once.
 */
/** One ebook by id, as the app's domain type (also used by endpoints that need a product's fields first). */
export function fetchProduct(id: number) {
  return fromSupabase(
    () => supabase().from('MentoriaDatabase').select('*').eq(productColumn.id, id).single(),
    toProduct,
  );
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the ebooks list, filtered on the server; fetches one extra row to know whether more follow. */
    getProducts: build.query<ProductPage, ProductQuery>({
      queryFn: ({ category, free, minPrice, maxPrice, page, pageSize }) => {
        let query = supabase().from('MentoriaDatabase').select('*');
        const categories = categoryFilter(category);
        if (categories) query = query.in(productColumn.category, categories);
        if (free) query = query.eq(productColumn.regularPrice, 0);
        if (minPrice != null) query = query.gte(productColumn.price, minPrice);
        if (maxPrice != null) query = query.lte(productColumn.price, maxPrice);
        const from = Math.max(0, page) * pageSize;
        return fromSupabase(
          () =>
            query
              .order(productColumn.createdAt, newestFirst)
              .order(productColumn.id, newestFirst)
              .range(from, from + pageSize),
          (rows) => ({ ...toList(rows.slice(0, pageSize)), hasMore: rows.length > pageSize }),
        );
      },
      providesTags: productTags,
    }),

    /** The newest ebooks, for "Recently Added Books" and the hero. */
    getRecentlyAdded: build.query<ProductList, number | void>({
      queryFn: (limit) =>
        fromSupabase(
          () =>
            supabase()
              .from('MentoriaDatabase')
              .select('*')
              .order(productColumn.createdAt, newestFirst)
              .order(productColumn.id, newestFirst)
              .limit(limit ?? HOME_ROW_SIZE),
          toList,
        ),
      providesTags: productTags,
    }),

    /** Every home carousel in one call: the newest `perCategory` ebooks of each category, in category order. */
    getHomeRows: build.query<HomeRows, { perCategory?: number } | void>({
      queryFn: (arg) =>
        fromSupabase(
          () => supabase().rpc('home_rows', { per_category: arg?.perCategory ?? HOME_ROW_SIZE }),
          (rows) => {
            const products = rows.map(toProduct);
            return { rows: groupIntoRows(products), products };
          },
        ),
      providesTags: (result) => productTags(result && { ids: result.products.map((product) => product.id) }),
    }),

    /** One ebook by id; an unknown id is an ApiError (PGRST116, 406). */
    getProduct: build.query<Product, number>({
      queryFn: fetchProduct,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),

    /**
     * Ebooks whose name contains the text, case-insensitively and literally
     * (decision 7). Blank text answers an empty list without asking the server.
     */
    searchProducts: build.query<ProductList, string>({
      queryFn: (text) => {
        const needle = text.trim();
        if (needle === '') return { data: { ids: [], products: [] } };
        // search_products escapes the user's %, _ and \ itself (decision 7) and
        // goes through the trigram index (see supabase/migrations/*_search.sql).
        return fromSupabase(
          () => supabase().rpc('search_products', { search: needle, max_results: SEARCH_RESULT_LIMIT }),
          toList,
        );
      },
      providesTags: productTags,
    }),

    /** Other ebooks of the same type and category, newest first. */
    getRelatedProducts: build.query<ProductList, Pick<Product, 'id' | 'type' | 'category'>>({
      queryFn: ({ id, type, category }) =>
        fromSupabase(
          () =>
            supabase()
              .from('MentoriaDatabase')
              .select('*')
              .eq(productColumn.type, type)
              .eq(productColumn.category, category)
              .neq(productColumn.id, id)
              .order(productColumn.createdAt, newestFirst)
              .order(productColumn.id, newestFirst)
              .limit(RELATED_PRODUCTS_LIMIT),
          toList,
        ),
      providesTags: productTags,
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetRecentlyAddedQuery,
  useGetHomeRowsQuery,
  useGetProductQuery,
  useSearchProductsQuery,
  useGetRelatedProductsQuery,
} = productsApi;
