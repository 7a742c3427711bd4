import { sessionChanged } from '../features/auth/authSlice';
import { learnerSettingsChanged, selectLearnerSettingsState } from '../features/learnerSettings/learnerSettingsSlice';
import { lessonPositionRecorded, selectLessonProgress } from '../features/lessonProgress/lessonProgressSlice';
import { memoryStorage } from '../lib/safeStorage';
import { demoReader } from '../testing/fixtures';
import { selectLearnerStateRestored } from './hooks';
import { learnerStateWanted, whenLearnerStateRestored } from './learner';
import { PERSIST_KEY } from './persist';
import { setupStore } from './store';

const lessonPosition = {
  lessonId: 11,
  courseId: 3,
  positionSeconds: 272.5,
  durationSeconds: 600,
  completed: false,
  device: 'Chrome on Linux',
  watchedAt: '2026-11-22T10:00:00.000Z',
};
const storedLessons = { userId: demoReader.id, positions: { '11': lessonPosition }, unsent: [11] };

/** A slice as redux-persist stores it under its own key: each of its fields as JSON, in a JSON object. */
const encode = (slice: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries({ ...slice, _persist: { version: 1, rehydrated: true } }).map(([key, value]) => [
        key,
        JSON.stringify(value),
      ]),
    ),
  );
const lessonsKey = `persist:${PERSIST_KEY}.lessonProgress`;

test("a visitor's store has no learner state, and its selectors answer with the empty one", () => {
  const { store } = setupStore({ storage: memoryStorage({ [lessonsKey]: encode(storedLessons) }) });
  expect(store.getState().lessonProgress).toBeUndefined();
  expect(selectLearnerStateRestored(store.getState())).toBe(false);
  expect(selectLessonProgress(store.getState())).toEqual({ userId: null, positions: {}, unsent: [] });
  expect(selectLearnerSettingsState(store.getState()).settings).toBeNull();
});

test('once someone signs in, the lesson positions kept on the device come back', async () => {
  const { store } = setupStore({ storage: memoryStorage({ [lessonsKey]: encode(storedLessons) }) });
  store.dispatch(sessionChanged(demoReader));
  await whenLearnerStateRestored(store);
  expect(selectLessonProgress(store.getState())).toMatchObject({ positions: { '11': lessonPosition }, unsent: [11] });
});

test('a lesson position recorded is kept on the device for the next start', async () => {
  const storage = memoryStorage();
  const { store, persistor } = setupStore({ storage });
  await store.dispatch(learnerStateWanted());
  store.dispatch(lessonPositionRecorded({ userId: demoReader.id, position: lessonPosition }));
  await persistor.flush();

  const next = setupStore({ storage }).store;
  await next.dispatch(learnerStateWanted());
  expect(selectLessonProgress(next.getState()).positions['11']).toMatchObject({ positionSeconds: 272.5 });
});

test('a stored slice that is not the shape its reducer expects is dropped, and the app still starts', async () => {
  const broken = { ...storedLessons, positions: { '11': { ...lessonPosition, positionSeconds: -4 } } };
  const { store } = setupStore({
    storage: memoryStorage({ [lessonsKey]: encode(broken), [`persist:${PERSIST_KEY}.learnerSettings`]: 'not json' }),
  });
  await store.dispatch(learnerStateWanted());
  expect(selectLessonProgress(store.getState()).positions).toEqual({});
  expect(selectLearnerSettingsState(store.getState()).settings).toBeNull();
});

test("another account's stored positions are dropped when someone else signs in", async () => {
  const someoneElse = { ...storedLessons, userId: 'someone-else' };
  const { store } = setupStore({ storage: memoryStorage({ [lessonsKey]: encode(someoneElse) }) });
  store.dispatch(sessionChanged(demoReader));
  await whenLearnerStateRestored(store);
  expect(selectLessonProgress(store.getState()).positions).toEqual({});
});

test("signing out drops the learner's positions and settings", async () => {
  const { store } = setupStore({ storage: memoryStorage({ [lessonsKey]: encode(storedLessons) }) });
  store.dispatch(sessionChanged(demoReader));
  await whenLearnerStateRestored(store);
  const settings = { playbackRate: 1.5, captionsOn: true, weeklyGoalMinutes: 60, readingMode: 'dark' as const };
  store.dispatch(learnerSettingsChanged({ userId: demoReader.id, settings }));
  store.dispatch(sessionChanged(null));
  expect(selectLessonProgress(store.getState()).positions).toEqual({});
  expect(selectLearnerSettingsState(store.getState()).settings).toBeNull();
});
