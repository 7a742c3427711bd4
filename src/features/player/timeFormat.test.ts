import { spokenPosition, spokenTime } from './timeFormat';

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
