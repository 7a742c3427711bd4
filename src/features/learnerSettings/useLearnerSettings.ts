import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { browserIsOnline } from '../../lib/online';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import {
  defaultLearnerSettings,
  playbackRateWithinRange,
  type LearnerSettings,
  type ReadingMode,
} from './learnerSettings';
import { learnerSettingsApi } from './learnerSettingsApi';
import { learnerSettingsChanged, learnerSettingsSaved, selectLearnerSettingsState } from './learnerSettingsSlice';

export interface LearnerSettingsControls extends LearnerSettings {
  /** Each applies at once on this device and is saved with the account; resolves whether the server has it. */
  setPlaybackRate: (rate: number) => Promise<boolean>;
  setCaptionsOn: (on: boolean) => Promise<boolean>;
  setWeeklyGoalMinutes: (minutes: number) => Promise<boolean>;
  setReadingMode: (mode: ReadingMode) => Promise<boolean>;
}

/**
 * The settings the person using the app sees: their own, or the defaults (a visitor, another user's on the
 * device). They are read from the account while shown (again on focus and reconnect), so a change made on
 * another device shows here on its next read.
 */
export function useOwnLearnerSettings(): LearnerSettings {
  const { userId, settings } = useAppSelector(selectLearnerSettingsState);
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  learnerSettingsApi.useGetLearnerSettingsQuery(undefined, {
    skip: authStatus !== 'signedIn',
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const own = userId !== null && (authStatus === 'unknown' || user?.id === userId);
  // Settings kept on the device by an older release lack what came later (the reading mode): the defaults fill in.
  return useMemo(
    () => (own && settings ? { ...defaultLearnerSettings, ...settings } : defaultLearnerSettings),
    [own, settings],
  );
}

/**
 * The learner's playback speed, captions, weekly goal and reading mode (docs/product.md#the-player-remembers-the-learners-choices):
 * read from the account (useOwnLearnerSettings), kept on the device so the player starts with them offline. A
 * change made offline stays on the device and is sent when the connection is back. A visitor gets the defaults,
 * and nothing is written.
 */
export function useLearnerSettings(): LearnerSettingsControls {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn' && user !== null;
  const { unsent } = useAppSelector(selectLearnerSettingsState);
  const settings = useOwnLearnerSettings();
  const [save] = learnerSettingsApi.useSaveLearnerSettingsMutation();

  const send = useCallback(
    async (userId: string, next: LearnerSettings) => {
      if (!browserIsOnline()) return false;
      const answer = await save({ userId, settings: next });
      if (answer.error) return false;
      dispatch(learnerSettingsSaved({ userId, sent: next }));
      return true;
    },
    [dispatch, save],
  );

  const change = useCallback(
    (patch: Partial<LearnerSettings>) => {
      if (!signedIn) return Promise.resolve(false);
      const next = { ...settings, ...patch };
      dispatch(learnerSettingsChanged({ userId: user.id, settings: next }));
      return send(user.id, next);
    },
    [dispatch, send, settings, signedIn, user],
  );

  // A change made offline goes when the connection is back (or the app starts online with one waiting).
  useEffect(() => {
    if (!signedIn || !unsent) return;
    const sendWaiting = () => void send(user.id, settings);
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [send, settings, signedIn, unsent, user]);

  return {
    ...settings,
    setPlaybackRate: useCallback((rate) => change({ playbackRate: playbackRateWithinRange(rate) }), [change]),
    setCaptionsOn: useCallback((on) => change({ captionsOn: on }), [change]),
    setWeeklyGoalMinutes: useCallback((minutes) => change({ weeklyGoalMinutes: minutes }), [change]),
    setReadingMode: useCallback((mode) => change({ readingMode: mode }), [change]),
  };
}
