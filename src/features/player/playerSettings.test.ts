import { clampedTime, clampedVolume, rateLabel, steppedRate } from './playerSettings';

describe('the speed keys step through the player’s speeds', () => {
  test.each<[string, number, -1 | 1, number]>([
    ['normal speed goes up to 1.25×', 1, 1, 1.25],
    ['normal speed goes down to 0.75×', 1, -1, 0.75],
    ['the fastest stays the fastest', 2, 1, 2],
    ['the slowest stays the slowest', 0.5, -1, 0.5],
    ['a speed between two steps up to the next', 1.1, 1, 1.25],
    ['a speed between two steps down to the previous', 1.1, -1, 1],
  ])('%s', (_words, rate, step, next) => {
    expect(steppedRate(rate, step)).toBe(next);
  });

  test('a speed is named with ×', () => expect(rateLabel(1.25)).toBe('1.25×'));
});

describe('volume and seeking stay within their bounds', () => {
  test.each([
    [1.1, 1],
    [-0.1, 0],
    [0.30000000000000004, 0.3],
  ])('a volume of %p becomes %p', (volume, kept) => expect(clampedVolume(volume)).toBe(kept));

  test.each([
    ['before the start lands at the start', -4, 46, 0],
    ['past the end lands at the end', 50, 46, 46],
    ['within the lesson lands where asked', 12, 46, 12],
    ['while the length is unknown lands at the start', 12, Number.NaN, 0],
  ])('a seek %s', (_words, seconds, duration, landing) => expect(clampedTime(seconds, duration)).toBe(landing));
});
