/**
 * Find's figures in `npm run bench -- --only reader` (findBench.ts), ours beside pdf.js's viewer with its find
 * controller, and the goal: find no slower than the viewer. Pure functions, tested on their own.
 */
import type { Figure } from '../figures';
import type { QueryFigures } from './findBench';
import { median, type Goal, type Row } from './report';

/** One run's find figures: each side's queries, in the same order. */
export interface FindRun {
  ours: QueryFigures[];
  viewer: QueryFigures[];
}

/** Per query: the first result, all results and the matches found, each the median over the runs. */
export function findRows(runs: readonly FindRun[]): Row[] {
  const queries = runs[0]?.ours.map((figures) => figures.query) ?? [];
  return queries.flatMap((query, index) => {
    const across = (side: 'ours' | 'viewer', figure: (figures: QueryFigures) => number | null) =>
      median(runs.map((run) => run[side][index]).map((figures) => (figures ? (figure(figures) ?? NaN) : NaN)));
    const row = (name: string, unit: Row['unit'], figure: (figures: QueryFigures) => number | null): Row => ({
      figure: name,
      unit,
      ours: across('ours', figure),
      viewer: across('viewer', figure),
    });
    const label = index === 0 ? `find "${query}"` : `find "${query}", texts kept`;
    return [
      row(`${label}: first result`, 'ms', (f) => f.firstResultMs),
      row(`${label}: all results`, 'ms', (f) => f.allResultsMs),
      row(`${label}: matches`, 'count', (f) => f.results),
    ];
  });
}

/** The goal: find no slower than the viewer, to its first result and to all its results, for every query. */
export function findGoals(runs: readonly FindRun[]): Goal[] {
  const timed = findRows(runs).filter((row) => row.unit === 'ms');
  return [
    {
      goal: "find no slower than the viewer: each query's first result and all results, ours ≤ viewer's",
      met: timed.length > 0 && timed.every((row) => row.ours <= row.viewer),
    },
  ];
}

/** The rows as figures of the bench's table, the goal on the timed ones. */
export function findFigures(runs: readonly FindRun[]): Figure[] {
  return findRows(runs).map((row) => ({
    section: 'reader',
    name: row.figure,
    value: Number.isNaN(row.ours) ? null : row.ours,
    unit: row.unit,
    reference: { label: 'pdf.js viewer', value: Number.isNaN(row.viewer) ? null : row.viewer },
    ...(row.unit === 'ms' ? { goal: { text: 'find no slower than the viewer', met: row.ours <= row.viewer } } : {}),
  }));
}
