/**
 * From runs to figures: per page, the median over its runs of each score and
 * metric, set beside the same median for the reference page, with the goals
 * (accessibility and best practices 100, CLS under 0.02; the performance
 * score is reported, not a goal; README.md#performance).
 */
import { median, type Figure, type FigureUnit } from '../figures';
import type { CategoryId, RunSummary } from './runSummary';

/** The runs of one page (a run that failed has no summary, only its error). */
export interface PageRuns {
  label: string;
  summaries: RunSummary[];
  errors: string[];
}

interface Measure {
  name: string;
  unit: FigureUnit;
  of(summary: RunSummary): number | null;
  goal?: { text: string; holds(value: number): boolean };
}

const score = (category: CategoryId) => (summary: RunSummary) => summary.scores[category];

export const MEASURES: readonly Measure[] = [
  // Reported, not a goal: a score from simulated throttling; the visits section measures what a person waits for.
  { name: 'performance (simulated)', unit: 'score', of: score('performance') },
  {
    name: 'accessibility',
    unit: 'score',
    of: score('accessibility'),
    goal: { text: '100', holds: (value) => value === 100 },
  },
  {
    name: 'best practices',
    unit: 'score',
    of: score('best-practices'),
    goal: { text: '100', holds: (value) => value === 100 },
  },
  { name: 'SEO', unit: 'score', of: score('seo') },
  { name: 'LCP', unit: 'ms', of: (summary) => summary.lcpMs },
  { name: 'TBT', unit: 'ms', of: (summary) => summary.tbtMs },
  { name: 'CLS', unit: '', of: (summary) => summary.cls, goal: { text: '< 0.02', holds: (value) => value < 0.02 } },
];

export const REFERENCE_LABEL = 'static page';

/** The median of a measure over the runs that produced it, or null when none did. */
function medianOf(runs: PageRuns, measure: Measure): number | null {
  return median(runs.summaries.map(measure.of).filter((value): value is number => value !== null));
}

/** Why a page's figures rest on fewer runs than asked for, or are missing. */
function shortfall(runs: PageRuns, expected: number): string | undefined {
  if (runs.errors.length === 0) return undefined;
  const done = expected - runs.errors.length;
  return `${runs.label}: ${runs.errors.length} of ${expected} Lighthouse runs failed${done > 0 ? ` (median of ${done})` : ''}: ${runs.errors[0]}`;
}

export function lighthouseFigures(pages: readonly PageRuns[], reference: PageRuns, expectedRuns: number): Figure[] {
  const figures: Figure[] = [];
  const about = `median of ${expectedRuns} Lighthouse runs, mobile preset (simulated throttling); reference: a static page (text and one image) served from this machine`;
  const referenceNote = [about, shortfall(reference, expectedRuns)].filter(Boolean).join('; ');
  for (const page of pages) {
    const pageNote = shortfall(page, expectedRuns);
    MEASURES.forEach((measure, index) => {
      const value = medianOf(page, measure);
      const figure: Figure = {
        section: 'lighthouse',
        name: `${page.label}: ${measure.name}`,
        value,
        unit: measure.unit,
        reference: { label: REFERENCE_LABEL, value: medianOf(reference, measure) },
      };
      if (measure.goal) figure.goal = { text: measure.goal.text, met: value !== null && measure.goal.holds(value) };
      // One note per page at most, on its first figure; the reference's own, once, on the very first.
      const notes = index === 0 ? [figures.length === 0 ? referenceNote : undefined, pageNote] : [];
      const note = notes.filter(Boolean).join('; ');
      if (note) figure.note = note;
      figures.push(figure);
    });
  }
  return figures;
}
