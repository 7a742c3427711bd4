import { api } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { Tables } from '../../types/database';
import { toLessonPosition, type LessonPosition } from './lessonProgress';
import { serverLessonPositionsReceived } from './lessonProgressSlice';

/** What the server holds for the signed-in learner; a visitor has no positions and no call is made. */
export interface ServerLessonPositions {
  userId: string | null;
  positions: LessonPosition[];
}

const POSITION_COLUMNS = 'lesson_id, course_id, position_seconds, duration_seconds, completed, device, watched_at';

export const lessonProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The learner's own positions in lessons (row-level security keeps them to their own), latest first. Every
     * answer is merged into the persisted positions, where the newer wins.
     */
    getLessonProgress: build.query<ServerLessonPositions, void>({
      queryFn: async () => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, positions: [] } };
        return fromSupabase(
          () =>
            supabase()
              .from('lesson_progress')
              .select(POSITION_COLUMNS)
              .eq('user_id', userId)
              .order('watched_at', { ascending: false }),
          (rows) => ({ userId, positions: rows.map(toLessonPosition) }),
        );
      },
      providesTags: [{ type: 'LessonProgress', id: 'LIST' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.userId) dispatch(serverLessonPositionsReceived({ userId: data.userId, positions: data.positions }));
        } catch {
          // Offline or refused: the positions on this device stand; the error is in the query's state.
        }
      },
    }),

    /**
     * Saves a position; the server keeps it only if it is newer than the one it holds (completion is kept
     * whichever wins), and answers with the position it holds afterwards, merged by the caller (lessonProgressSync).
     */
    saveLessonPosition: build.mutation<LessonPosition, LessonPosition>({
      queryFn: (position) =>
        fromSupabase(
          () =>
            supabase()
              .rpc('save_lesson_position', {
                lesson_id: position.lessonId,
                position_seconds: position.positionSeconds,
                duration_seconds: position.durationSeconds,
                watched_at: position.watchedAt,
                device: position.device,
              })
              .single(),
          (row: Tables<'lesson_progress'>) => toLessonPosition(row),
        ),
    }),
  }),
});

export const { useGetLessonProgressQuery } = lessonProgressApi;
