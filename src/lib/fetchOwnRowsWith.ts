import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from './supabase';
import { fromSupabase, type QueryResult } from './supabaseResult';

/**
 * "The signed-in user's rows with what each points at", newest first: one request that embeds each row's
 * item (an ebook of "MentoriaDatabase", a course of "Videos"). The items are handed to `receive` (into their
 * slice); the rows come back without them. Row-level security already limits the rows to the user's own; the
 * user_id filter lets the index answer and keeps a service-role caller honest.
 */
export async function fetchOwnRowsWith<Row, Item>(
  table: string,
  itemTable: string,
  userId: string,
  receive: (items: Item[]) => void,
): Promise<QueryResult<Row[]>> {
  // supabase-js cannot type a query over a union of tables; the callers type the rows.
  const client = supabase() as unknown as SupabaseClient;
  return fromSupabase(
    () =>
      client
        .from(table)
        .select(`*, ${itemTable}(*)`)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
    (rows) => {
      const embedded = rows as unknown as Record<string, unknown>[];
      receive(embedded.flatMap((row) => (row[itemTable] ? [row[itemTable] as Item] : [])));
      return embedded.map(({ [itemTable]: _item, ...row }) => row as Row);
    },
  );
}
