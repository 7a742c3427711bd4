import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { Tables } from '../../types/database';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';
import { toAnnotation, type Annotation } from './annotations';
import { serverAnnotationsReceived } from './annotationsSlice';

/** What the server holds for the signed-in reader; a visitor has none and no call is made. */
export interface ServerAnnotations {
  userId: string | null;
  annotations: Annotation[];
}

/** Each answer is merged into the device's copy, where the newer change wins (annotationsSlice). */
async function mergeIntoTheDevice(
  dispatch: Dispatch<UnknownAction>,
  queryFulfilled: Promise<{ data: ServerAnnotations }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    if (data.userId) dispatch(serverAnnotationsReceived({ userId: data.userId, annotations: data.annotations }));
  } catch {
    // Offline or refused: the device's copy stands; the error is in the query's state.
  }
}

export const annotationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One book's highlights and bookmarks, deleted ones included, so a deletion made elsewhere reaches this device. */
    getBookAnnotations: build.query<ServerAnnotations, number>({
      queryFn: async (productId) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, annotations: [] } };
        return fromSupabase(
          () => supabase().from('book_annotations').select('*').eq('user_id', userId).eq('product_id', productId),
          (rows) => ({ userId, annotations: rows.map(toAnnotation) }),
        );
      },
      providesTags: (_result, _error, productId) => [{ type: 'Annotation', id: productId }],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => mergeIntoTheDevice(dispatch, queryFulfilled),
    }),

    /** Every book's, for an export from Settings; the books go to the products slice (their titles). */
    getAllAnnotations: build.query<ServerAnnotations, void>({
      queryFn: async (_arg, { dispatch }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, annotations: [] } };
        const rows = await fetchOwnRowsWithProducts('book_annotations', userId, dispatch);
        if (rows.error) return rows;
        return { data: { userId, annotations: rows.data.map(toAnnotation) } };
      },
      providesTags: [{ type: 'Annotation', id: 'LIST' }],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => mergeIntoTheDevice(dispatch, queryFulfilled),
    }),

    /**
     * Saves one change; the server keeps it only if it is newer than the copy it holds, and answers with the copy
     * it holds afterwards, taken by the caller (annotationsSync).
     */
    saveAnnotation: build.mutation<Annotation, Annotation>({
      queryFn: (annotation) =>
        fromSupabase(
          () =>
            supabase()
              .rpc('save_book_annotation', {
                id: annotation.id,
                product_id: annotation.productId,
                kind: annotation.kind,
                page: annotation.page,
                start_offset: annotation.kind === 'highlight' ? annotation.start : undefined,
                end_offset: annotation.kind === 'highlight' ? annotation.end : undefined,
                quoted_text: annotation.kind === 'highlight' ? annotation.text : '',
                note: annotation.note,
                colour: annotation.kind === 'highlight' ? annotation.colour : undefined,
                created_at: annotation.createdAt,
                updated_at: annotation.updatedAt,
                deleted_at: annotation.deletedAt ?? undefined,
              })
              .single(),
          (row: Tables<'book_annotations'>) => toAnnotation(row),
        ),
    }),
  }),
});
