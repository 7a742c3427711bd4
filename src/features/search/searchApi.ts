import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { Database } from '../../types/database';
import { keysetPaging, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import { productPageFrom } from '../products/productPages';
import { SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE } from '../products/products';
import { productTags } from '../products/productsApi';

/**
 * A read of one of the search functions. A GET (they are stable): for a
 * visitor it needs no CORS preflight (src/lib/visitorReads.ts), and the
 * browser and the service worker can keep its answer like any other read's.
 * Not retried by postgrest-js (it retries a failed GET three times, over 7 s):
 * a search that fails says so at once, with Retry.
 */
function searchRead<Name extends 'search_products' | 'search_products_count'>(
  name: Name,
  args: Database['public']['Functions'][Name]['Args'],
) {
  return supabase().rpc(name, args, { get: true }).retry(false);
}

/** The page after the cursor, as search_products takes it; nothing for the first page. */
const after = ({ after: cursor }: KeysetPageParam) =>
  cursor ? { after_created_at: cursor.createdAt, after_id: cursor.id } : {};

/**
 * The search's reads, injected into the app's API with the search screen's
 * code (and by the first screen's preload when the app opens on a search),
 * not with the shell every first visit loads.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Ebooks whose name contains the text, case-insensitively and literally,
     * a page at a time in the ebooks list's order and by its keyset (an
     * infinite query keyed by the text). Every page stays: search_products
     * pages forward only, so none can be let go and asked for again. Blank
     * text answers an empty page without asking the server.
     */
    searchProducts: build.infiniteQuery<KeysetPage, string, KeysetPageParam>({
      infiniteQueryOptions: keysetPaging,
      queryFn: ({ queryArg: text, pageParam }, { dispatch }) => {
        const needle = text.trim();
        if (needle === '') return { data: productPageFrom(dispatch, [], SEARCH_PAGE_SIZE, pageParam) };
        // search_products escapes the user's %, _ and \ itself and picks the fastest way to the
        // page (see supabase/migrations/*_search_pages.sql).
        return fromSupabase(
          () =>
            searchRead('search_products', { search: needle, max_results: SEARCH_PAGE_SIZE + 1, ...after(pageParam) }),
          (fetched) => productPageFrom(dispatch, fetched, SEARCH_PAGE_SIZE, pageParam),
        );
      },
      providesTags: (result) => productTags(result && { ids: result.pages.flatMap((page) => page.ids) }),
    }),

    /** How many ebooks a search matches, counted up to SEARCH_COUNT_LIMIT. Blank text matches none. */
    countSearchMatches: build.query<number, string>({
      queryFn: (text) => {
        const needle = text.trim();
        if (needle === '') return { data: 0 };
        return fromSupabase(
          () => searchRead('search_products_count', { search: needle, up_to: SEARCH_COUNT_LIMIT }),
          (count) => Number(count ?? 0),
        );
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useSearchProductsInfiniteQuery, useCountSearchMatchesQuery } = searchApi;
