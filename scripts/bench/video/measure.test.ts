import { soakSchedule, soakSeekFraction } from './measure';

describe('the video bench’s soak', () => {
  it('seeks 20 times spread evenly across 10 minutes, and reads the heap at each minute, in time order', () => {
    const steps = soakSchedule(10, 20);
    const seeks = steps.filter((step) => step.kind === 'seek');
    const heaps = steps.filter((step) => step.kind === 'heap');
    expect(seeks.map((step) => step.atMs)).toEqual(Array.from({ length: 20 }, (_, i) => ((i + 1) * 600_000) / 21));
    expect(heaps.map((step) => step.atMs)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 60_000));
    expect(steps.map((step) => step.atMs)).toEqual([...steps.map((step) => step.atMs)].sort((a, b) => a - b));
    expect(steps.at(-1)).toEqual({ atMs: 600_000, kind: 'heap' });
  });

  it('sends every seek somewhere else in the clip, between 10 % and 90 %', () => {
    const fractions = Array.from({ length: 20 }, (_, i) => soakSeekFraction(i + 1));
    expect(new Set(fractions.map((fraction) => fraction.toFixed(3))).size).toBe(20);
    for (const fraction of fractions) {
      expect(fraction).toBeGreaterThanOrEqual(0.1);
      expect(fraction).toBeLessThan(0.9);
    }
  });
});
