import {
  CLOCK_ALLOWANCE_MS,
  comparableTime,
  judgeRemote,
  newerOf,
  supersedesIn,
  type PositionOrder,
} from './syncedPositions';

/** A place in a lesson, as the rule sees any position: when it was reached and how far on it is. */
interface Place {
  seconds: number;
  at: string;
}
const ORDER: PositionOrder<Place> = { reachedAt: (place) => place.at, progress: (place) => place.seconds };

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const place = (seconds: number, at: string): Place => ({ seconds, at });

describe('the newer event wins, whatever its place', () => {
  test('watched later, even at an earlier moment of the lesson: it wins', () => {
    expect(supersedesIn(ORDER, place(30, minutesAgo(1)), place(400, minutesAgo(10)), NOW)).toBe(true);
  });

  test('an older (offline) position never replaces a newer one', () => {
    expect(newerOf(ORDER, place(30, minutesAgo(1)), place(400, minutesAgo(10)), NOW)).toEqual(place(30, minutesAgo(1)));
  });

  test('reached at the same moment: the one further on wins', () => {
    const time = minutesAgo(5);
    expect(newerOf(ORDER, place(10, time), place(11, time), NOW)?.seconds).toBe(11);
    expect(newerOf(ORDER, place(11, time), place(10, time), NOW)?.seconds).toBe(11);
  });

  test('nothing on one side: the other is taken', () => {
    expect(newerOf(ORDER, undefined, place(3, minutesAgo(1)), NOW)?.seconds).toBe(3);
    expect(newerOf(ORDER, place(3, minutesAgo(1)), undefined, NOW)?.seconds).toBe(3);
  });

  test('a clock a year ahead counts as now, so an honest later event still wins', () => {
    const fromAFastClock = new Date(NOW + 365 * 24 * 3600_000).toISOString();
    expect(comparableTime(fromAFastClock, NOW)).toBe(NOW);
    const honest = new Date(NOW + 1000).toISOString();
    expect(supersedesIn(ORDER, place(5, honest), place(90, fromAFastClock), NOW)).toBe(true);
  });

  test('a small skew within the allowance is believed', () => {
    const slightlyAhead = new Date(NOW + CLOCK_ALLOWANCE_MS / 2).toISOString();
    expect(comparableTime(slightlyAhead, NOW)).toBe(Date.parse(slightlyAhead));
  });

  test('an unreadable time loses to any readable one', () => {
    expect(supersedesIn(ORDER, place(50, 'yesterday-ish'), place(5, minutesAgo(60)), NOW)).toBe(false);
  });
});

describe('when another device is further on, the person is asked', () => {
  test.each([
    [
      'newer and further on than the place on screen: asked',
      place(5, minutesAgo(10)),
      place(200, minutesAgo(1)),
      5,
      0,
      'ask',
    ],
    [
      'newer but behind the place on screen: stored, nobody moved back',
      place(50, minutesAgo(10)),
      place(20, minutesAgo(1)),
      50,
      0,
      'store',
    ],
    [
      'older than what this device knows: kept as it was',
      place(5, minutesAgo(1)),
      place(90, minutesAgo(10)),
      5,
      0,
      'keep',
    ],
    ['nothing on screen yet: stored without a question', undefined, place(30, minutesAgo(1)), null, 0, 'store'],
    [
      'further on, but by less than the margin: stored',
      place(5, minutesAgo(10)),
      place(12, minutesAgo(1)),
      5,
      10,
      'store',
    ],
    ['further on by more than the margin: asked', place(5, minutesAgo(10)), place(16, minutesAgo(1)), 5, 10, 'ask'],
  ] as const)('%s', (_words, known, remote, onScreen, margin, verdict) => {
    expect(judgeRemote(ORDER, known, remote, onScreen, NOW, margin)).toBe(verdict);
  });
});
