import { useEffect } from 'react';
import { LEARNING_SUMMARY_DAYS } from '../../config/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadableFrom, type Loadable } from '../../lib/loadable';
import { selectAuthStatus } from '../auth/authSlice';
import { useOwnLearnerSettings } from '../learnerSettings/useLearnerSettings';
import { summaryOf, type LearningSummary } from './learningActivity';
import { useGetLearningSummaryQuery } from './learningActivityApi';
import { learningMinutesFlushRequested } from './learningActivitySlice';

/** The browser's time zone, so days are the learner's own (docs/product.md#learning-minutes-are-counted-once). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The signed-in learner's streak and week against their goal, from the server's summary; null for a visitor.
 * What waits on the device is sent first, so minutes just read count at once.
 */
export function useLearningSummary(): { summary: Loadable<LearningSummary> | null; retry: () => void } {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { weeklyGoalMinutes } = useOwnLearnerSettings();
  const timeZone = browserTimeZone();
  const result = useGetLearningSummaryQuery(
    { timeZone, days: LEARNING_SUMMARY_DAYS },
    { skip: !signedIn, refetchOnFocus: true, refetchOnReconnect: true },
  );
  useEffect(() => {
    if (signedIn) dispatch(learningMinutesFlushRequested());
  }, [dispatch, signedIn]);
  if (!signedIn) return { summary: null, retry: () => undefined };
  const summary = loadableFrom(result, (days) => summaryOf(days, weeklyGoalMinutes));
  return { summary, retry: () => void result.refetch() };
}
