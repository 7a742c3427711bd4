import { api } from '../../lib/api';
import { sessionUserId } from '../../lib/sessionUserId';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { toLearnerSettings, type LearnerSettings } from './learnerSettings';
import { serverLearnerSettingsReceived } from './learnerSettingsSlice';

/** The signed-in learner's saved settings (null: none saved yet); a visitor has none and no call is made. */
export interface ServerLearnerSettings {
  userId: string | null;
  settings: LearnerSettings | null;
}

const LEARNER_SETTINGS_COLUMNS = 'playback_rate, captions_on, weekly_goal_minutes, reading_mode';

export const learnerSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The learner's own row (row-level security keeps it theirs), merged into the settings on the device. */
    getLearnerSettings: build.query<ServerLearnerSettings, void>({
      queryFn: async () => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, settings: null } };
        return fromSupabase(
          () =>
            supabase().from('learner_settings').select(LEARNER_SETTINGS_COLUMNS).eq('user_id', userId).maybeSingle(),
          (row) => ({ userId, settings: row ? toLearnerSettings(row) : null }),
        );
      },
      providesTags: [{ type: 'LearnerSettings', id: 'OWN' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.userId) dispatch(serverLearnerSettingsReceived({ userId: data.userId, settings: data.settings }));
        } catch {
          // Offline or refused: the settings on this device stand; the error is in the query's state.
        }
      },
    }),

    /** Saves the learner's settings whole (one row per learner: an upsert on the user's id). */
    saveLearnerSettings: build.mutation<LearnerSettings, { userId: string; settings: LearnerSettings }>({
      queryFn: ({ userId, settings }) =>
        fromSupabase(
          () =>
            supabase()
              .from('learner_settings')
              .upsert({
                user_id: userId,
                playback_rate: settings.playbackRate,
                captions_on: settings.captionsOn,
                weekly_goal_minutes: settings.weeklyGoalMinutes,
                reading_mode: settings.readingMode,
              })
              .select(LEARNER_SETTINGS_COLUMNS)
              .single(),
          toLearnerSettings,
        ),
    }),
  }),
});
