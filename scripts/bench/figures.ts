/**
 * What every section of `npm run bench` reports: figures, each printed beside
 * the reference it is compared with (measured in the same run wherever the
 * reference is a measurement, so a busy machine slows both alike), the ratio
 * of the two, and the goal the issue sets, if any, with whether it holds.
 */

export type BenchSection = 'bundle' | 'lighthouse' | 'visits' | 'scale' | 'load' | 'reader' | 'video';

export type FigureUnit = 'KB' | 'MB' | 'Mpx' | 'ms' | 'score' | 'bytes' | 'req/s' | 'count' | 'ratio' | '';

/** The lowest and the highest of several runs' values. */
export type Range = readonly [low: number, high: number];

export interface Figure {
  section: BenchSection;
  /** What was measured, in a user's words: `"/" initial JS + CSS, gzip`, `/ebooks: performance`, … */
  name: string;
  /** null when the measurement could not be taken (its note says why). */
  value: number | null;
  unit: FigureUnit;
  /** What the value is set beside; the table prints value ÷ reference as the ratio. */
  reference?: { label: string; value: number | null };
  /**
   * The lowest and highest of the runs the value and the reference are the medians of, for a figure measured
   * in several runs; null on a side with no run measured.
   */
  range?: { value: Range | null; reference?: Range | null };
  /** The goal for this figure, in words (`≥ 95`, `< 10 ms`), and whether this run meets it. */
  goal?: { text: string; met: boolean };
  /** One short remark printed under the table (why a value is missing, what the reference is). */
  note?: string;
}

export interface SectionResult {
  figures: Figure[];
  /** Anything else worth keeping in bench/results.json (per-run figures, request lists); not printed. */
  details?: unknown;
}

/** value ÷ reference, or null when either is missing or the reference is zero. */
export function ratioOf(figure: Figure): number | null {
  const reference = figure.reference?.value;
  if (figure.value === null || reference === null || reference === undefined || reference === 0) return null;
  return figure.value / reference;
}

/** The lowest and highest of a list of numbers; null for none. */
export function rangeOf(values: readonly number[]): Range | null {
  return values.length === 0 ? null : [Math.min(...values), Math.max(...values)];
}

/** The median of a list of numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The p-th percentile (0–100) by the nearest-rank method: the ceil(p/100 · n)-th
 * smallest value, so with 200 samples p95 is the 190th and the ten slowest are
 * allowed to be outliers. null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}
