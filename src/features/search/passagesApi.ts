import { api } from '../../lib/api';
import { splitFetchedPage } from '../../lib/keysetPages';
import { supabase } from '../../lib/supabase';
import { fromSupabase, type QueryResult } from '../../lib/supabaseResult';
import type { ProductRow } from '../../types/database';
import { receiveProducts } from '../products/receiveProducts';
import {
  PASSAGE_QUERY_MAX_LENGTH,
  PASSAGES_PAGE_SIZE,
  passageCursorOf,
  passageOf,
  type Passage,
  type PassageCursor,
  type PassageRow,
} from './passages';

/**
 * One page of passages: the results in rank order, the books they are in (`ids`, whose products are in the
 * products slice, so a result shows the book as every card does), and where the next page starts.
 */
export interface PassagePage {
  passages: Passage[];
  ids: number[];
  hasMore: boolean;
  last: PassageCursor | null;
}

/** Which page: the first, or the one after a cursor. */
export type PassagePageParam = PassageCursor | null;

/** The books of a page's passages into the products slice (one read for the page). */
async function receiveBooks(
  dispatch: Parameters<typeof receiveProducts>[0],
  bookIds: number[],
): Promise<QueryResult<number[]>> {
  if (bookIds.length === 0) return { data: [] };
  return fromSupabase(
    () => supabase().from('MentoriaDatabase').select('*').in('ID', bookIds).retry(false),
    (rows: ProductRow[]) => receiveProducts(dispatch, rows),
  );
}

/**
 * Passages inside books, injected into the app's API with the search screen's code, as the title search's
 * reads are (searchApi.ts).
 */
export const passagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Pages of the books that contain the words of the text (search_passages,
     * supabase/migrations/20261129000300_book_pages.sql), the best match first, a page at a time by keyset.
     * What the answer holds depends on who asks (a premium book's passages only for its owners), so it
     * carries the orders' tag: a sign-in, a sign-out or a purchase asks again.
     */
    searchPassages: build.infiniteQuery<PassagePage, string, PassagePageParam>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore && lastPage.last ? lastPage.last : undefined),
      },
      queryFn: async ({ queryArg: text, pageParam }, { dispatch }) => {
        const search = text.trim().slice(0, PASSAGE_QUERY_MAX_LENGTH);
        if (search === '') return { data: { passages: [], ids: [], hasMore: false, last: null } };
        const fetched = await fromSupabase(() =>
          supabase()
            .rpc('search_passages', { search, max_results: PASSAGES_PAGE_SIZE + 1, ...pageParam }, { get: true })
            .retry(false),
        );
        if (fetched.error) return { error: fetched.error };
        const { rows, hasMore } = splitFetchedPage(fetched.data as PassageRow[], PASSAGES_PAGE_SIZE, {
          index: 0,
        });
        const books = await receiveBooks(dispatch, [...new Set(rows.map((row) => row.book_id))]);
        if (books.error) return { error: books.error };
        const last = rows.at(-1);
        return {
          data: {
            passages: rows.map(passageOf),
            ids: books.data,
            hasMore,
            last: last ? passageCursorOf(last) : null,
          },
        };
      },
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useSearchPassagesInfiniteQuery } = passagesApi;
