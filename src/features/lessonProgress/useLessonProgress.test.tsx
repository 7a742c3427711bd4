import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, signedInAuth, visitorAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fromSupabase } from '../../lib/supabaseResult';
import { clockTime } from '../../lib/clockTime';
import { useLessonProgress } from './useLessonProgress';
import { selectLessonProgress } from './lessonProgressSlice';

// The server, as the hook's look-ups reach it: each test says what it holds of lesson 11.
jest.mock('../../lib/sessionUserId', () => ({ sessionUserId: () => Promise.resolve(demoReader.id) }));
jest.mock('../../lib/supabaseResult', () => ({ fromSupabase: jest.fn() }));
const server = jest.mocked(fromSupabase);

function serverHolds(seconds: number | null, watchedAt = '2026-11-22T12:00:00.000Z') {
  server.mockImplementation((_call, map) => {
    const rows =
      seconds === null
        ? []
        : [
            {
              lesson_id: 11,
              course_id: 3,
              position_seconds: seconds,
              duration_seconds: 600,
              completed: false,
              device: 'Safari on iPhone',
              watched_at: watchedAt,
            },
          ];
    return Promise.resolve({ data: (map as (rows: unknown) => unknown)(rows) }) as ReturnType<typeof fromSupabase>;
  });
}

/** The watch screen's use of the hook, reduced to what these tests look at. */
function TinyPlayer() {
  const { startAt, record, offer, accept, decline } = useLessonProgress(11, 600);
  return (
    <>
      <p>{startAt === undefined ? 'Looking up the moment…' : `Starts at ${clockTime(startAt)}`}</p>
      {offer && <p>{`Continue from ${clockTime(offer.positionSeconds)} on ${offer.device}?`}</p>}
      {offer && <button onClick={() => record(accept())}>Continue there</button>}
      {offer && <button onClick={decline}>Stay here</button>}
      <button onClick={() => record(95)}>Play to 1:35</button>
    </>
  );
}

const storedAt = (seconds: number, watchedAt = '2026-11-22T10:00:00.000Z') => ({
  userId: demoReader.id,
  positions: {
    '11': {
      lessonId: 11,
      courseId: 3,
      positionSeconds: seconds,
      durationSeconds: 600,
      completed: false,
      device: 'Chrome on Linux',
      watchedAt,
    },
  },
  unsent: [],
});

test('online, a lesson starts at the newest moment known: the server’s, watched later on another device', async () => {
  serverHolds(272);
  renderWithProviders(<TinyPlayer />, { preloadedState: { auth: signedInAuth(), lessonProgress: storedAt(60) } });
  expect(screen.getByText('Looking up the moment…')).toBeInTheDocument();
  expect(await screen.findByText('Starts at 4:32')).toBeInTheDocument();
  expect(screen.queryByText(/^Continue from/)).not.toBeInTheDocument();
});

test('online, this device’s moment wins when it was reached later than the server’s', async () => {
  serverHolds(272, '2026-11-22T09:00:00.000Z');
  renderWithProviders(<TinyPlayer />, { preloadedState: { auth: signedInAuth(), lessonProgress: storedAt(60) } });
  expect(await screen.findByText('Starts at 1:00')).toBeInTheDocument();
});

test('a moment played is kept on the device at once', async () => {
  serverHolds(null);
  const { store } = renderWithProviders(<TinyPlayer />, { preloadedState: { auth: signedInAuth() } });
  await screen.findByText('Starts at 0:00');
  await userEvent.click(screen.getByRole('button', { name: 'Play to 1:35' }));
  expect(selectLessonProgress(store.getState()).positions['11']).toMatchObject({
    positionSeconds: 95,
    durationSeconds: 600,
  });
  expect(selectLessonProgress(store.getState()).unsent).toEqual([11]);
});

test('coming back to the tab, another device further on is offered, and the learner can go there', async () => {
  serverHolds(null);
  renderWithProviders(<TinyPlayer />, { preloadedState: { auth: signedInAuth(), lessonProgress: storedAt(60) } });
  await screen.findByText('Starts at 1:00');
  await userEvent.click(screen.getByRole('button', { name: 'Play to 1:35' }));
  serverHolds(272, new Date(Date.now() + 1000).toISOString());
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByText('Continue from 4:32 on Safari on iPhone?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue there' }));
  expect(screen.queryByText(/^Continue from/)).not.toBeInTheDocument();
});

test('a visitor starts at the beginning, and nothing is kept', async () => {
  const { store } = renderWithProviders(<TinyPlayer />, { preloadedState: { auth: visitorAuth } });
  expect(screen.getByText('Starts at 0:00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Play to 1:35' }));
  expect(selectLessonProgress(store.getState()).positions).toEqual({});
});
