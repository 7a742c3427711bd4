import { parseGoDuration } from './goDuration';

describe('a ban duration written as Go writes durations', () => {
  it('reads hours, minutes and seconds, alone or combined', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('90s')).toBe(90_000);
    expect(parseGoDuration('1.5h')).toBe(5_400_000);
    expect(parseGoDuration('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['', '24', 'h', '1 day', '1d', '5x', '1h 30m']) expect(parseGoDuration(text)).toBeNull();
  });
});
