import { clockTime } from './clockTime';

describe('times and lengths as the player and the lesson list show them', () => {
  test.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [125.4, '2:05'],
    [272, '4:32'],
    [754, '12:34'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%p seconds read %p', (seconds, shown) => {
    expect(clockTime(seconds)).toBe(shown);
  });
});
