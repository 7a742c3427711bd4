import { median, percentile, ratioOf, type Figure } from './figures';
import { formatBenchTable, formatValue, goalSummary } from './report';

const lcp: Figure = {
  section: 'lighthouse',
  name: '/ebooks: LCP',
  value: 1800,
  unit: 'ms',
  reference: { label: 'reference page', value: 900 },
  goal: { text: '≤ 2500 ms', met: true },
};
const performance: Figure = {
  section: 'lighthouse',
  name: '/ebooks: performance',
  value: 91,
  unit: 'score',
  goal: { text: '≥ 95', met: false },
};
const bytes: Figure = {
  section: 'scale',
  name: '/search: API bytes',
  value: null,
  unit: 'bytes',
  reference: { label: 'default seed', value: 5120 },
  note: 'the search page did not load',
};

describe('the benchmark table', () => {
  it('prints each figure beside its reference and the ratio of the two', () => {
    const table = formatBenchTable([lcp]);
    expect(table).toMatch(/\/ebooks: LCP\s+1,800 ms\s+900 ms\s+reference page\s+2\.00×\s+met \(≤ 2500 ms\)/);
  });

  it('says plainly which goals are not met', () => {
    expect(formatBenchTable([performance])).toContain('NOT MET (≥ 95)');
    expect(goalSummary([lcp, performance, bytes])).toEqual({ withGoal: 2, missed: [performance] });
  });

  it('shows a missing measurement as a dash, with its reason as a numbered note, and no ratio', () => {
    const table = formatBenchTable([bytes]);
    expect(table).toMatch(/\/search: API bytes \[1\]\s+–\s+5,120 bytes\s+default seed\s*$/m);
    expect(table).toContain('[1] the search page did not load');
    expect(ratioOf(bytes)).toBeNull();
  });

  it('groups figures under their section’s title, in the order they were measured', () => {
    const table = formatBenchTable([bytes, lcp]);
    expect(table.indexOf('Scale')).toBeLessThan(table.indexOf('Lighthouse'));
  });

  it('prints the runs’ range beside a figure measured in several, the value’s then the reference’s', () => {
    const firstFrame: Figure = {
      section: 'video',
      name: 'first frame, loopback',
      value: 420,
      unit: 'ms',
      reference: { label: 'bare <video>', value: 180 },
      range: { value: [400, 1250], reference: [170, 260] },
    };
    const table = formatBenchTable([firstFrame, bytes]);
    expect(table).toContain('Video: the lesson player beside a bare <video>');
    expect(table).toMatch(
      /first frame, loopback\s+420 ms\s+180 ms\s+bare <video>\s+2\.33×\s+400–1,250 ms \/ 170–260 ms/,
    );
    expect(table).toContain('range (value / reference)');
    // A table with no figure measured in runs keeps its columns as they were.
    expect(formatBenchTable([lcp])).not.toContain('range');
  });

  it('rounds to what a reader can compare at a glance', () => {
    expect(formatValue(0.0123, '')).toBe('0.012');
    expect(formatValue(7.456, 'ms')).toBe('7.46 ms');
    expect(formatValue(1234.5, 'ms')).toBe('1,235 ms');
    expect(formatValue(198.74, 'KB')).toBe('198.7 KB');
    expect(formatValue(100, 'score')).toBe('100');
  });
});

describe('the statistics every section uses', () => {
  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('reads p95 of 200 samples as the 190th smallest: the ten slowest may be outliers', () => {
    const samples = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(samples, 95)).toBe(190);
    expect(percentile(samples, 50)).toBe(100);
    expect(percentile([], 95)).toBeNull();
  });
});
