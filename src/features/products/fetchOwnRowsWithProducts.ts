import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '../../lib/supabase';
import { fromSupabase, type QueryResult } from '../../lib/supabaseResult';
import type { ProductRow, Tables } from '../../types/database';
import { receiveProducts } from './receiveProducts';

/** The user-owned tables whose rows each point at a product. */
export type OwnProductTable = 'Favorites' | 'orders' | 'reading_progress';

type WithProduct<Row> = Row & { MentoriaDatabase: ProductRow | null };

/**
 * "The signed-in user's rows with their product", newest first: one request
 * that embeds each row's product. The products go to the products slice
 * (receiveProducts); the rows come back without them. Row-level security
 * already limits the rows to the user's own; the user_id filter lets the
 * index answer and keeps a service-role caller honest.
 */
export async function fetchOwnRowsWithProducts<Table extends OwnProductTable>(
  table: Table,
  userId: string,
  dispatch: Dispatch<UnknownAction>,
): Promise<QueryResult<Tables<Table>[]>> {
  // supabase-js cannot type a query over a union of tables; the rows are typed again below.
  const client = supabase() as unknown as SupabaseClient;
  return fromSupabase(
    () =>
      client
        .from(table)
        .select('*, MentoriaDatabase(*)')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
    (rows) => {
      const embedded = rows as unknown as WithProduct<Tables<Table>>[];
      receiveProducts(
        dispatch,
        embedded.flatMap((row) => (row.MentoriaDatabase ? [row.MentoriaDatabase] : [])),
      );
      return embedded.map(({ MentoriaDatabase: _product, ...row }) => row as unknown as Tables<Table>);
    },
  );
}
