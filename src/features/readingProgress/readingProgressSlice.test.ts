import type { ReadingPosition } from './readingProgress';
import {
  readingPageShown,
  readingPositionRefused,
  readingPositionSaved,
  readingProgressCleared,
  readingProgressSlice,
  serverPositionsReceived,
  type ReadingProgressState,
} from './readingProgressSlice';

const reducer = readingProgressSlice.reducer;
const empty = reducer(undefined, { type: 'start' });

const position = (page: number, turnedAt: string, productId = 7): ReadingPosition => ({
  productId,
  page,
  pageCount: 100,
  furthestPage: page,
  device: 'Chrome on Linux',
  turnedAt,
  book: { name: 'SEO Basics', image: null },
});

const shown = (state: ReadingProgressState, page: number, turnedAt: string, asNewTurn = false) =>
  reducer(state, readingPageShown({ userId: 'u1', position: position(page, turnedAt), asNewTurn }));

test('a page shown is stored at once (offline too) and queued for the server', () => {
  const state = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  expect(state.userId).toBe('u1');
  expect(state.positions['7']).toMatchObject({ page: 5, furthestPage: 5 });
  expect(state.unsent).toEqual([7]);
});

test('showing the page already stored again is not a new turn (reopening must not make it look new)', () => {
  const first = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const saved = reducer(
    first,
    readingPositionSaved({ userId: 'u1', sent: first.positions['7']!, stored: first.positions['7']! }),
  );
  const reopened = shown(saved, 5, '2026-11-22T11:00:00.000Z');
  expect(reopened.positions['7']?.turnedAt).toBe('2026-11-22T10:00:00.000Z');
  expect(reopened.unsent).toEqual([]);
});

test('choosing to stay on the stored page makes it a new turn', () => {
  const first = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const stayed = shown(first, 5, '2026-11-22T11:00:00.000Z', true);
  expect(stayed.positions['7']?.turnedAt).toBe('2026-11-22T11:00:00.000Z');
});

test('going back keeps the furthest page reached', () => {
  const state = shown(shown(empty, 40, '2026-11-22T10:00:00.000Z'), 12, '2026-11-22T10:05:00.000Z');
  expect(state.positions['7']).toMatchObject({ page: 12, furthestPage: 40 });
});

test('another user’s positions are dropped before this user’s first page is stored', () => {
  const someoneElse = reducer(
    empty,
    readingPageShown({ userId: 'u2', position: position(9, '2026-11-22T09:00:00.000Z', 3) }),
  );
  const state = shown(someoneElse, 5, '2026-11-22T10:00:00.000Z');
  expect(Object.keys(state.positions)).toEqual(['7']);
  expect(state.unsent).toEqual([7]);
});

test('the server’s newer position replaces an older queued one, which then has nothing left to send', () => {
  const local = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const state = reducer(
    local,
    serverPositionsReceived({ userId: 'u1', positions: [position(30, '2026-11-22T11:00:00.000Z')] }),
  );
  expect(state.positions['7']?.page).toBe(30);
  expect(state.unsent).toEqual([]);
});

test('an older server position does not replace a newer one made here, which stays queued', () => {
  const local = shown(empty, 5, '2026-11-22T12:00:00.000Z');
  const state = reducer(
    local,
    serverPositionsReceived({ userId: 'u1', positions: [position(30, '2026-11-22T11:00:00.000Z')] }),
  );
  expect(state.positions['7']).toMatchObject({ page: 5, furthestPage: 30 });
  expect(state.unsent).toEqual([7]);
});

test('a confirmed save takes the server’s row (its clamped time) and leaves the queue', () => {
  const local = shown(empty, 5, '2030-01-01T00:00:00.000Z');
  const stored = { ...local.positions['7']!, turnedAt: '2026-11-22T12:00:00.000Z' };
  const state = reducer(local, readingPositionSaved({ userId: 'u1', sent: local.positions['7']!, stored }));
  expect(state.positions['7']?.turnedAt).toBe('2026-11-22T12:00:00.000Z');
  expect(state.unsent).toEqual([]);
});

test('a page turned while a save was on its way stays queued', () => {
  const first = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const sent = first.positions['7']!;
  const turnedAgain = shown(first, 6, '2026-11-22T10:00:02.000Z');
  const state = reducer(turnedAgain, readingPositionSaved({ userId: 'u1', sent, stored: sent }));
  expect(state.positions['7']?.page).toBe(6);
  expect(state.unsent).toEqual([7]);
});

test('a save refused for good leaves the queue; clearing forgets everything', () => {
  const local = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  expect(reducer(local, readingPositionRefused({ userId: 'u1', productId: 7 })).unsent).toEqual([]);
  expect(reducer(local, readingProgressCleared())).toEqual(empty);
});

test('a book gone from the catalogue is forgotten with its refused position; another refusal keeps the page', () => {
  const local = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const gone = reducer(local, readingPositionRefused({ userId: 'u1', productId: 7, bookGone: true }));
  expect(gone.positions['7']).toBeUndefined();
  expect(gone.shownHere['7']).toBeUndefined();
  const refused = reducer(local, readingPositionRefused({ userId: 'u1', productId: 7 }));
  expect(refused.positions['7']?.page).toBe(5);
});

test('a newer position from another device changes the newest position but not the page shown here', () => {
  const local = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const state = reducer(
    local,
    serverPositionsReceived({ userId: 'u1', positions: [position(30, '2026-11-22T11:00:00.000Z')] }),
  );
  expect(state.positions['7']?.page).toBe(30);
  expect(state.shownHere['7']).toEqual({ page: 5, turnedAt: '2026-11-22T10:00:00.000Z' });
  // Going there makes it the page shown here too, without making it a new turn.
  const followed = shown(state, 30, '2026-11-22T12:00:00.000Z');
  expect(followed.shownHere['7']).toEqual({ page: 30, turnedAt: '2026-11-22T11:00:00.000Z' });
  expect(followed.unsent).toEqual([]);
});

test('showing again the page this device showed last is no new turn, even when another device is newer', () => {
  const local = shown(empty, 5, '2026-11-22T10:00:00.000Z');
  const merged = reducer(
    local,
    serverPositionsReceived({ userId: 'u1', positions: [position(30, '2026-11-22T11:00:00.000Z')] }),
  );
  const reopened = shown(merged, 5, '2026-11-22T12:00:00.000Z');
  expect(reopened.positions['7']).toMatchObject({ page: 30, turnedAt: '2026-11-22T11:00:00.000Z' });
  // Reading on from there is a turn, and the newest.
  expect(shown(reopened, 6, '2026-11-22T12:01:00.000Z').positions['7']?.page).toBe(6);
});
