import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, signedInAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fromSupabase } from '../../lib/supabaseResult';
import { WeeklyGoalField } from './WeeklyGoalField';
import { selectLearnerSettingsState } from '../learnerSettings/learnerSettingsSlice';

jest.mock('../../lib/sessionUserId', () => ({ sessionUserId: () => Promise.resolve('u1') }));
jest.mock('../../lib/supabaseResult', () => ({ fromSupabase: jest.fn() }));
const server = jest.mocked(fromSupabase);

/** The learner_settings row the server holds, answered to a read and to a save alike. */
let saved = { playback_rate: 1, captions_on: false, weekly_goal_minutes: 60 };
beforeEach(() => {
  saved = { playback_rate: 1, captions_on: false, weekly_goal_minutes: 60 };
  server.mockImplementation(
    (_call, map) => Promise.resolve({ data: (map as (row: unknown) => unknown)(saved) }) as never,
  );
});

const field = () => screen.getByRole('textbox', { name: 'Weekly goal' });

test('the goal is shown, changed and saved with the account', async () => {
  const { store } = renderWithProviders(<WeeklyGoalField />, { preloadedState: { auth: signedInAuth() } });
  expect(field()).toHaveValue('60');
  await userEvent.clear(field());
  await userEvent.type(field(), '150');
  saved = { ...saved, weekly_goal_minutes: 150 };
  await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
  await waitFor(() =>
    expect(store.getState().toasts.items).toEqual([expect.objectContaining({ message: 'Weekly goal saved.' })]),
  );
  expect(field()).toHaveValue('150');
  expect(store.getState().learnerSettings).toMatchObject({
    userId: demoReader.id,
    settings: { weeklyGoalMinutes: 150 },
    unsent: false,
  });
});

test.each([
  ['', 'Enter your weekly goal in minutes.'],
  ['an hour', 'Enter the goal as a whole number of minutes, such as 90.'],
  ['20000', 'A week has 10,080 minutes: enter a goal up to that.'],
])('%p is not saved, and the field says why', async (typed, message) => {
  const { store } = renderWithProviders(<WeeklyGoalField />, { preloadedState: { auth: signedInAuth() } });
  await userEvent.clear(field());
  if (typed) await userEvent.type(field(), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
  expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(selectLearnerSettingsState(store.getState()).unsent).toBe(false);
});
