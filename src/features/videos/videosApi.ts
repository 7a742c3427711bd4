import { api } from '../../lib/api';
import { keysetPageFrom, keysetPaging, pageOf, type KeysetPage, type KeysetPageParam } from '../../lib/keysetPages';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { ALL_CATEGORIES } from '../products/products';
import { receiveVideos } from './receiveVideos';
import { VIDEO_PAGE_SIZE, videoColumn, type VideoQuery } from './videos';

export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The videos of one category or all, newest first, a page at a time: an
     * infinite query keyed by the category, paged by the app's one keyset
     * paging (lib/keysetPages.ts), so a page deep in 25,000 videos costs what
     * the first does. The pages hold the videos' ids; the videos go into the
     * videos slice. Every page loaded stays, as the grid shows them all.
     */
    getVideos: build.infiniteQuery<KeysetPage, VideoQuery | void, KeysetPageParam>({
      infiniteQueryOptions: keysetPaging,
      queryFn: ({ queryArg, pageParam }, { dispatch }) => {
        const { category, pageSize = VIDEO_PAGE_SIZE } = queryArg ?? {};
        return fromSupabase(
          // Built inside the call, so anything that throws while building becomes an ApiError too.
          () => {
            let query = supabase().from('Videos').select('*');
            if (category && category !== ALL_CATEGORIES) query = query.eq(videoColumn.category, category);
            return pageOf(query, videoColumn, pageParam, pageSize);
          },
          (fetched) =>
            keysetPageFrom(fetched, pageSize, pageParam, videoColumn, (rows) => receiveVideos(dispatch, rows)),
        );
      },
      providesTags: (result) => [
        { type: 'Video', id: 'LIST' },
        ...(result?.pages ?? []).flatMap((page) => page.ids).map((id) => ({ type: 'Video' as const, id })),
      ],
    }),
  }),
});

export const { useGetVideosInfiniteQuery } = videosApi;
