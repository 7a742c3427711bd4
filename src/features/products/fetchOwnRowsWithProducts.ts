import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchOwnRowsWith } from '../../lib/fetchOwnRowsWith';
import type { QueryResult } from '../../lib/supabaseResult';
import type { ProductRow, Tables } from '../../types/database';
import { receiveProducts } from './receiveProducts';

/** The user-owned tables whose rows each point at a product. */
export type OwnProductTable = 'Favorites' | 'orders' | 'reading_progress' | 'book_annotations';

/**
 * "The signed-in user's rows with their product", newest first, in one request (lib/fetchOwnRowsWith.ts).
 * The products go to the products slice (receiveProducts); the rows come back without them.
 */
export function fetchOwnRowsWithProducts<Table extends OwnProductTable>(
  table: Table,
  userId: string,
  dispatch: Dispatch<UnknownAction>,
): Promise<QueryResult<Tables<Table>[]>> {
  return fetchOwnRowsWith<Tables<Table>, ProductRow>(table, 'MentoriaDatabase', userId, (products) =>
    receiveProducts(dispatch, products),
  );
}
