import { formatClock, spokenPosition, spokenTime } from './timeFormat';

describe('times as the player shows them', () => {
  test.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [754, '12:34'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%p seconds read %p', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('times as a screen reader says them', () => {
  test.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [125, '2 minutes 5 seconds'],
    [3601, '1 hour 1 second'],
  ])('%p seconds are said %p', (seconds, said) => {
    expect(spokenTime(seconds)).toBe(said);
  });

  test('the seek slider says where the lesson is of how long it lasts', () => {
    expect(spokenPosition(14, 46.7)).toBe('14 seconds of 46 seconds');
  });
});
