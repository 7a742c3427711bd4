import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { ALL_CATEGORIES } from '../products/products';
import { VIDEO_PAGE_SIZE, toVideo, videoColumn, type VideoList, type VideoQuery } from './videos';

export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of videos, newest first, of one category or all; one extra row tells whether more follow. */
    getVideos: build.query<VideoList, VideoQuery | void>({
      queryFn: (arg) => {
        const { category, page = 0, pageSize = VIDEO_PAGE_SIZE } = arg ?? {};
        const from = Math.max(0, page) * pageSize;
        return fromSupabase(
          // Built inside the call, so anything that throws while building becomes an ApiError too.
          () => {
            let query = supabase().from('Videos').select('*');
            if (category && category !== ALL_CATEGORIES) query = query.eq(videoColumn.category, category);
            return query
              .order(videoColumn.createdAt, { ascending: false })
              .order(videoColumn.id, { ascending: false })
              .range(from, from + pageSize);
          },
          (rows) => {
            const videos = rows.slice(0, pageSize).map(toVideo);
            return { ids: videos.map((video) => video.id), videos, hasMore: rows.length > pageSize };
          },
        );
      },
      providesTags: (result) => [
        { type: 'Video', id: 'LIST' },
        ...(result?.ids ?? []).map((id) => ({ type: 'Video' as const, id })),
      ],
    }),
  }),
});

export const { useGetVideosQuery } = videosApi;
