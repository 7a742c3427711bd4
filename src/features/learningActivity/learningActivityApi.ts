import { api } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { LearningDay, LearningKind } from './learningActivity';

export const learningActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The learner's minutes per day of their own calendar (`timeZone`, the browser's), the last `days` days up
     * to today, every day listed. A visitor has none and no call is made.
     */
    getLearningSummary: build.query<LearningDay[], { timeZone: string; days: number }>({
      queryFn: async ({ timeZone, days }) => {
        if (!(await sessionUserId())) return { data: [] };
        return fromSupabase(
          () => supabase().rpc('learning_summary', { time_zone: timeZone, days }),
          (rows) =>
            rows.map((row) => ({
              day: row.day,
              readMinutes: row.read_minutes,
              watchMinutes: row.watch_minutes,
              totalMinutes: row.total_minutes,
            })),
        );
      },
      providesTags: [{ type: 'LearningActivity', id: 'SUMMARY' }],
    }),

    /** Records minutes of one kind; the server keeps each minute once, and answers how many were new. */
    recordLearningMinutes: build.mutation<number, { kind: LearningKind; minutes: string[] }>({
      queryFn: ({ kind, minutes }) =>
        fromSupabase(
          () => supabase().rpc('record_learning_minutes', { kind, minutes }),
          (recorded) => recorded ?? 0,
        ),
      invalidatesTags: (answer) => (answer === undefined ? [] : [{ type: 'LearningActivity', id: 'SUMMARY' }]),
    }),
  }),
});

export const { useGetLearningSummaryQuery } = learningActivityApi;
