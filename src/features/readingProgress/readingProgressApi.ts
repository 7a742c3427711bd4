import { api } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { ReadingProgressRow } from '../../types/database';
import type { Product } from '../products/products';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';
import { selectProductById } from '../products/productsSlice';
import { toReadingPosition, type BookSnapshot, type ReadingPosition } from './readingProgress';
import { serverPositionsReceived } from './readingProgressSlice';

/** What the server holds for the signed-in reader; a visitor has no positions and no call is made. */
export interface ServerPositions {
  userId: string | null;
  positions: ReadingPosition[];
}

export const bookSnapshotOf = (product: Pick<Product, 'name' | 'image'> | undefined): BookSnapshot | null =>
  product ? { name: product.name, image: product.image } : null;

type ProductsState = Parameters<typeof selectProductById>[0];

export const readingProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The reader's positions with their books (the books go to the products
     * slice; each position keeps a small snapshot of its book for offline
     * cards). Every answer is merged into the persisted positions, where the
     * newer turn wins.
     */
    getReadingProgress: build.query<ServerPositions, void>({
      queryFn: async (_arg, { dispatch, getState }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, positions: [] } };
        const rows = await fetchOwnRowsWithProducts('reading_progress', userId, dispatch);
        if (rows.error) return rows;
        const state = getState() as ProductsState;
        const positions = rows.data.map((row) =>
          toReadingPosition(row, bookSnapshotOf(selectProductById(state, Number(row.product_id)))),
        );
        return { data: { userId, positions } };
      },
      providesTags: [{ type: 'ReadingProgress', id: 'LIST' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.userId) dispatch(serverPositionsReceived({ userId: data.userId, positions: data.positions }));
        } catch {
          // Offline or refused: the positions on this device stand; the error is in the query's state.
        }
      },
    }),

    /**
     * Saves a position; the server keeps it only if it is newer than the one
     * it holds, and answers with the position it holds afterwards. Nothing is
     * invalidated: the answer itself is merged by the caller (readingProgressSync).
     */
    saveReadingPosition: build.mutation<ReadingPosition, ReadingPosition>({
      queryFn: (position) =>
        fromSupabase(
          () =>
            supabase()
              .rpc('save_reading_position', {
                product_id: position.productId,
                page: position.page,
                page_count: position.pageCount,
                turned_at: position.turnedAt,
                device: position.device,
              })
              .single(),
          (row: ReadingProgressRow) => toReadingPosition(row, position.book),
        ),
    }),
  }),
});

export const { useGetReadingProgressQuery } = readingProgressApi;
