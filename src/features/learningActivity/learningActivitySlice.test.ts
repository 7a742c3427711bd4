import { batchesOf, MINUTES_PER_CALL } from './learningActivitySync';
import { learningActive, learningActivitySlice, learningMinutesSent } from './learningActivitySlice';

const reduce = learningActivitySlice.reducer;
const empty = reduce(undefined, { type: 'init' });
const T = Date.parse('2026-11-22T10:00:00.000Z');
const minute = (m: number) => new Date(T + m * 60_000).toISOString();
const active = (kind: 'read' | 'watch', seconds: number, userId = 'u1') =>
  learningActive({ userId, kind, at: T + seconds * 1000 });

test('minutes read are kept on the device, each once, until sent', () => {
  const state = [active('read', 5), active('read', 40), active('read', 70)].reduce(reduce, empty);
  expect(state.unsent.read).toEqual([minute(0), minute(1)]);
  expect(state.unsent.watch).toEqual([]);
});

test('reading and watching are queued apart (the server counts a minute of both once in the day’s total)', () => {
  const state = [active('read', 5), active('watch', 10)].reduce(reduce, empty);
  expect(state.unsent).toEqual({ read: [minute(0)], watch: [minute(0)] });
});

test('minutes the server has leave the queue; those recorded meanwhile stay', () => {
  const queued = [active('watch', 5), active('watch', 65)].reduce(reduce, empty);
  const state = reduce(queued, learningMinutesSent({ userId: 'u1', kind: 'watch', minutes: [minute(0)] }));
  expect(state.unsent.watch).toEqual([minute(1)]);
});

test('another user’s queued minutes are dropped, never sent as someone else’s', () => {
  const theirs = reduce(empty, active('read', 5, 'u2'));
  const state = reduce(theirs, active('watch', 10));
  expect(state).toMatchObject({ userId: 'u1', unsent: { read: [], watch: [minute(0)] } });
});

test('a long offline queue is sent in calls the server takes (a day of minutes each)', () => {
  const minutes = Array.from({ length: MINUTES_PER_CALL + 3 }, (_, m) => minute(m));
  expect(batchesOf(minutes).map((batch) => batch.length)).toEqual([MINUTES_PER_CALL, 3]);
  expect(batchesOf([])).toEqual([]);
});
