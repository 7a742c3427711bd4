import type { LessonPosition } from './lessonProgress';
import {
  lessonPositionRecorded,
  lessonPositionRefused,
  lessonPositionSaved,
  lessonProgressSlice,
  serverLessonPositionsReceived,
  type LessonProgressState,
} from './lessonProgressSlice';

const reduce = lessonProgressSlice.reducer;
const empty = reduce(undefined, { type: 'init' });

const position = (positionSeconds: number, watchedAt: string, over: Partial<LessonPosition> = {}): LessonPosition => ({
  lessonId: 11,
  courseId: null,
  positionSeconds,
  durationSeconds: 600,
  completed: false,
  device: 'Chrome on Linux',
  watchedAt,
  ...over,
});
const recorded = (state: LessonProgressState, p: LessonPosition, userId = 'u1') =>
  reduce(state, lessonPositionRecorded({ userId, position: p }));

test('a moment played is kept on the device and queued for the server', () => {
  const state = recorded(empty, position(42, '2026-11-22T10:00:00.000Z'));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 42, completed: false });
  expect(state.unsent).toEqual([11]);
});

test('watching to 90 % completes the lesson, and going back to an earlier part keeps it completed', () => {
  let state = recorded(empty, position(545, '2026-11-22T10:00:00.000Z'));
  expect(state.positions['11']?.completed).toBe(true);
  state = recorded(state, position(30, '2026-11-22T10:05:00.000Z'));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 30, completed: true });
});

test('another user’s positions are dropped when someone else records one', () => {
  const theirs = recorded(empty, position(42, '2026-11-22T10:00:00.000Z'), 'u2');
  const state = recorded(theirs, position(5, '2026-11-22T10:01:00.000Z', { lessonId: 12 }));
  expect(Object.keys(state.positions)).toEqual(['12']);
  expect(state.unsent).toEqual([12]);
});

test('a newer position from the server replaces an older queued one, which then has nothing to send', () => {
  const mine = recorded(empty, position(42, '2026-11-22T10:00:00.000Z'));
  const server = position(300, '2026-11-22T11:00:00.000Z', { courseId: 3, device: 'Safari on iPhone' });
  const state = reduce(mine, serverLessonPositionsReceived({ userId: 'u1', positions: [server] }));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 300, courseId: 3 });
  expect(state.unsent).toEqual([]);
});

test('an older position from the server does not overwrite the newer one queued here', () => {
  const mine = recorded(empty, position(42, '2026-11-22T12:00:00.000Z'));
  const server = position(300, '2026-11-22T11:00:00.000Z', { courseId: 3 });
  const state = reduce(mine, serverLessonPositionsReceived({ userId: 'u1', positions: [server] }));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 42, courseId: 3 });
  expect(state.unsent).toEqual([11]);
});

test('a completion made offline stays queued even when the server’s newer position wins', () => {
  const mine = recorded(empty, position(580, '2026-11-22T10:00:00.000Z'));
  const server = position(10, '2026-11-22T11:00:00.000Z', { courseId: 3 });
  const state = reduce(mine, serverLessonPositionsReceived({ userId: 'u1', positions: [server] }));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 10, completed: true });
  expect(state.unsent).toEqual([11]);
});

test('the server’s answer to a save is taken, and the lesson leaves the queue', () => {
  const sent = position(42, '2026-11-22T10:00:00.000Z');
  const mine = recorded(empty, sent);
  const stored = { ...sent, courseId: 3, watchedAt: '2026-11-22T09:59:00.000Z' };
  const state = reduce(mine, lessonPositionSaved({ userId: 'u1', sent, stored }));
  expect(state.positions['11']).toEqual(stored);
  expect(state.unsent).toEqual([]);
});

test('a moment played while a save was on its way stays queued', () => {
  const sent = position(42, '2026-11-22T10:00:00.000Z');
  const later = position(50, '2026-11-22T10:00:08.000Z');
  const mine = recorded(recorded(empty, sent), later);
  const state = reduce(mine, lessonPositionSaved({ userId: 'u1', sent, stored: { ...sent, courseId: 3 } }));
  expect(state.positions['11']).toMatchObject({ positionSeconds: 50, courseId: 3 });
  expect(state.unsent).toEqual([11]);
});

test('a refused position leaves the queue; a lesson gone loses its position', () => {
  const mine = recorded(empty, position(42, '2026-11-22T10:00:00.000Z'));
  const refused = reduce(mine, lessonPositionRefused({ userId: 'u1', lessonId: 11 }));
  expect(refused).toMatchObject({ unsent: [], positions: { '11': { positionSeconds: 42 } } });
  const gone = reduce(mine, lessonPositionRefused({ userId: 'u1', lessonId: 11, lessonGone: true }));
  expect(gone.positions).toEqual({});
});
