import {
  learnerSettingsChanged,
  learnerSettingsSaved,
  learnerSettingsSlice,
  serverLearnerSettingsReceived,
} from './learnerSettingsSlice';

const reduce = learnerSettingsSlice.reducer;
const empty = reduce(undefined, { type: 'init' });
const settings = (weeklyGoalMinutes: number) => ({
  playbackRate: 1,
  captionsOn: false,
  weeklyGoalMinutes,
  readingMode: 'light' as const,
});

test('a change applies on the device at once and waits to be sent', () => {
  expect(reduce(empty, learnerSettingsChanged({ userId: 'u1', settings: settings(90) }))).toEqual({
    userId: 'u1',
    settings: settings(90),
    unsent: true,
  });
});

test('a change not sent yet stands against the server’s older answer', () => {
  const changed = reduce(empty, learnerSettingsChanged({ userId: 'u1', settings: settings(90) }));
  const state = reduce(changed, serverLearnerSettingsReceived({ userId: 'u1', settings: settings(60) }));
  expect(state.settings).toEqual(settings(90));
});

test('once sent, a change made on another device shows here on the next read', () => {
  const changed = reduce(empty, learnerSettingsChanged({ userId: 'u1', settings: settings(90) }));
  const sent = reduce(changed, learnerSettingsSaved({ userId: 'u1', sent: settings(90) }));
  expect(sent.unsent).toBe(false);
  const state = reduce(sent, serverLearnerSettingsReceived({ userId: 'u1', settings: settings(200) }));
  expect(state.settings).toEqual(settings(200));
});

test('a save answered after another change does not mark the newer change sent', () => {
  const first = reduce(empty, learnerSettingsChanged({ userId: 'u1', settings: settings(90) }));
  const second = reduce(first, learnerSettingsChanged({ userId: 'u1', settings: settings(120) }));
  expect(reduce(second, learnerSettingsSaved({ userId: 'u1', sent: settings(90) })).unsent).toBe(true);
});

test('another user’s settings on the device give way to the server’s answer for who is signed in', () => {
  const theirs = reduce(empty, learnerSettingsChanged({ userId: 'u2', settings: settings(500) }));
  const state = reduce(theirs, serverLearnerSettingsReceived({ userId: 'u1', settings: null }));
  expect(state).toEqual({ userId: 'u1', settings: null, unsent: false });
});
