import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { toCategory, type Category } from './categories';

/** The fixed category list, "All" first, in the order the chips and home rows use. */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      queryFn: () =>
        fromSupabase(
          () => supabase().from('categories').select('*').order('position'),
          (rows) => rows.map(toCategory),
        ),
      providesTags: [{ type: 'Category', id: 'LIST' }],
      // The list changes only when an administrator edits it; keep it for the session.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
