import { screen, within } from '@testing-library/react';
import { signedInAuth, visitorAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fromSupabase } from '../../lib/supabaseResult';
import { localDay } from './learningActivity';
import { LearningStreakCard } from './LearningStreakCard';
import { browserTimeZone } from './useLearningSummary';

jest.mock('../../lib/sessionUserId', () => ({ sessionUserId: () => Promise.resolve('u1') }));
jest.mock('../../lib/supabaseResult', () => ({ fromSupabase: jest.fn() }));
const server = jest.mocked(fromSupabase);
beforeEach(() => server.mockReset());

const DAY_MS = 24 * 3600_000;
/**
 * What the server holds: the learner's weekly goal (learner_settings) and learning_summary's answer, whose
 * `minutes[0]` is that many days ago and the last one today. Both reads go through fromSupabase: the summary's
 * shape is a list, the settings' is not.
 */
function serverHolds(weeklyGoalMinutes: number, ...minutes: number[]) {
  const rows = minutes.map((total, i) => ({
    day: localDay(Date.now() - (minutes.length - 1 - i) * DAY_MS, browserTimeZone()),
    read_minutes: total,
    watch_minutes: 0,
    total_minutes: total,
  }));
  const settingsRow = { playback_rate: 1, captions_on: false, weekly_goal_minutes: weeklyGoalMinutes };
  server.mockImplementation((_call, map) => {
    const shape = map as (data: unknown) => unknown;
    const asSummary = shape(rows);
    return Promise.resolve({ data: Array.isArray(asSummary) ? asSummary : shape(settingsRow) }) as never;
  });
}

test('the card shows the streak in days, the week against the goal, and each day in words', async () => {
  serverHolds(90, 0, 0, 0, 0, 20, 0, 12, 5);
  renderWithProviders(<LearningStreakCard />, { preloadedState: { auth: signedInAuth() } });
  expect(await screen.findByText('2 days')).toBeInTheDocument();
  expect(screen.getByText('37 of 90 minutes this week')).toBeInTheDocument();
  const week = screen.getByRole('list', { name: 'Minutes per day, the last 7 days' });
  const days = within(week).getAllByRole('listitem');
  expect(days).toHaveLength(7);
  expect(days[6]).toHaveTextContent(/: 5 minutes$/);
  expect(days[5]).toHaveTextContent(/: 12 minutes$/);
});

test('no minute yesterday nor today: no streak, and how to start one', async () => {
  serverHolds(60, 30, 0, 0, 0, 0, 0, 0, 0);
  renderWithProviders(<LearningStreakCard />, { preloadedState: { auth: signedInAuth() } });
  expect(await screen.findByText('0 days')).toBeInTheDocument();
  expect(screen.getByText(/Read or watch today to start one/)).toBeInTheDocument();
  expect(screen.getByText('0 of 60 minutes this week')).toBeInTheDocument();
});

test('the goal met says so', async () => {
  serverHolds(60, 0, 0, 0, 0, 0, 40, 30);
  renderWithProviders(<LearningStreakCard />, {
    preloadedState: { auth: signedInAuth() },
  });
  expect(await screen.findByText('70 of 60 minutes this week: goal reached')).toBeInTheDocument();
});

test('a summary that cannot be loaded says so, with Retry', async () => {
  server.mockResolvedValue({ error: { status: 0, code: 'network', message: 'Failed to fetch' } } as never);
  renderWithProviders(<LearningStreakCard />, { preloadedState: { auth: signedInAuth() } });
  expect(await screen.findByText('Your learning time could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a visitor has no card', () => {
  renderWithProviders(<LearningStreakCard />, { preloadedState: { auth: visitorAuth } });
  expect(screen.queryByRole('heading', { name: 'Learning streak' })).not.toBeInTheDocument();
  expect(server).not.toHaveBeenCalled();
});
