/**
 * The figures of `npm run bench:reader`, side by side (ours, pdf.js's viewer,
 * and the ratio), and whether the reader's goals are met. Pure functions, so the
 * rules (what "p95" and "flat" mean here) are tested on their own.
 */
import { median as medianOf, percentile as nearestRank, type Figure, type FigureUnit } from '../figures';
import { heapStaysFlat } from '../heap';

/** One side's figures from one run. */
export interface SideFigures {
  firstPageLoopbackMs: number;
  firstPageThrottledMs: number;
  /** When the first request for the PDF started (what came before it is the app's and pdf.js's own start-up). */
  pdfRequestedLoopbackMs: number | null;
  pdfRequestedThrottledMs: number | null;
  /** Key press to the frame after the new page shows, one per turn. */
  turnMs: number[];
  /** After forced garbage collection, at page 10 and after 50 turns. */
  memoryAtPage10: MemoryFigures;
  memoryAfterTurns: MemoryFigures;
  /** The first page's canvas in device pixels (both sides should draw the same). */
  firstCanvas: { width: number; height: number } | null;
}

export interface MemoryFigures {
  jsHeapBytes: number;
  liveCanvases: number;
  liveCanvasPixels: number;
  documentCanvasPixels: number;
  offscreenCanvasPixels: number;
  bitmapPixels: number;
}

export interface RunFigures {
  ours: SideFigures;
  viewer: SideFigures;
}

/**
 * The value below which a share `q` (0–1) of the samples fall, by nearest rank
 * (scripts/bench/figures.ts): with 50 turns, p95 is the 48th smallest, so the
 * two slowest turns are allowed to be outliers. NaN for no samples, so a
 * missing figure prints as "–" and fails every comparison.
 */
export function percentile(samples: readonly number[], q: number): number {
  return nearestRank(samples, q * 100) ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return medianOf(samples) ?? Number.NaN;
}

/** A row of the table: the figure, its unit, and each side's value (the median over runs). */
export interface Row {
  figure: string;
  unit: 'ms' | 'MB' | 'Mpx' | 'count';
  ours: number;
  viewer: number;
}

const MB = 1024 * 1024;

/** Each figure as the median of its per-run values, so one disturbed run does not decide it. */
export function summarise(runs: readonly RunFigures[]): Row[] {
  const across = (side: 'ours' | 'viewer', figure: (figures: SideFigures) => number) =>
    median(runs.map((run) => figure(run[side])));
  const row = (name: string, unit: Row['unit'], figure: (figures: SideFigures) => number): Row => ({
    figure: name,
    unit,
    ours: across('ours', figure),
    viewer: across('viewer', figure),
  });
  return [
    row('first page painted, loopback', 'ms', (f) => f.firstPageLoopbackMs),
    row('first page painted, 1.6 Mbps / 150 ms', 'ms', (f) => f.firstPageThrottledMs),
    row('  PDF first requested, loopback', 'ms', (f) => f.pdfRequestedLoopbackMs ?? Number.NaN),
    row('  PDF first requested, 1.6 Mbps / 150 ms', 'ms', (f) => f.pdfRequestedThrottledMs ?? Number.NaN),
    row('page turn, median', 'ms', (f) => median(f.turnMs)),
    row('page turn, p95', 'ms', (f) => percentile(f.turnMs, 0.95)),
    row('JS heap at page 10', 'MB', (f) => f.memoryAtPage10.jsHeapBytes / MB),
    row('JS heap after 50 turns', 'MB', (f) => f.memoryAfterTurns.jsHeapBytes / MB),
    row('live canvas pixels at page 10', 'Mpx', (f) => f.memoryAtPage10.liveCanvasPixels / 1e6),
    row('live canvas pixels after 50 turns', 'Mpx', (f) => f.memoryAfterTurns.liveCanvasPixels / 1e6),
    row('  of which in the document', 'Mpx', (f) => f.memoryAfterTurns.documentCanvasPixels / 1e6),
    row('live canvases after 50 turns', 'count', (f) => f.memoryAfterTurns.liveCanvases),
    row('image bitmaps after 50 turns', 'Mpx', (f) => f.memoryAfterTurns.bitmapPixels / 1e6),
  ];
}

/** One frame at 60 Hz: a turn slower than this shows a blank or stale frame. */
export const FRAME_MS = 1000 / 60;
/** Goal: our first page in at most 0.8 × the viewer's time. */
export const FIRST_PAGE_SHARE = 0.8;
/**
 * "Flat" memory from page 10 to page 50: no more canvas pixels, and a heap
 * flat as heap.ts says (at most 10 % or 1 MB larger), while a leak of one
 * 1200 × 1553 canvas per page would add 40 × 7 MB.
 */
export function staysFlat(atPage10: MemoryFigures, afterTurns: MemoryFigures): boolean {
  return (
    afterTurns.liveCanvasPixels <= atPage10.liveCanvasPixels &&
    heapStaysFlat(atPage10.jsHeapBytes, afterTurns.jsHeapBytes)
  );
}

export interface Goal {
  goal: string;
  met: boolean;
}

export function goals(runs: readonly RunFigures[]): Goal[] {
  const rows = summarise(runs);
  const value = (figure: string) => rows.find((row) => row.figure === figure)!;
  // Loopback is reported, not judged: it measures the app's own start against a viewer that is handed a link.
  const throttled = value('first page painted, 1.6 Mbps / 150 ms');
  const p95 = value('page turn, p95');
  return [
    {
      goal: `first page, 1.6 Mbps / 150 ms: ours ≤ ${FIRST_PAGE_SHARE} × viewer's`,
      met: throttled.ours <= FIRST_PAGE_SHARE * throttled.viewer,
    },
    { goal: "page turn p95: ours ≤ viewer's", met: p95.ours <= p95.viewer },
    { goal: `page turn p95: ours < one frame (${FRAME_MS.toFixed(1)} ms)`, met: p95.ours < FRAME_MS },
    {
      goal: 'memory flat from page 10 to page 50 (ours, every run)',
      met: runs.every((run) => staysFlat(run.ours.memoryAtPage10, run.ours.memoryAfterTurns)),
    },
  ];
}

/**
 * Which of summarise()'s rows carry which of goals()'s verdicts (by the goal's position): the throttled first
 * page, the p95 turn (beside the viewer's, and within a frame) and the heap; the loopback first page is reported,
 * not judged.
 */
const GOAL_ROWS: Record<string, number[]> = {
  'first page painted, 1.6 Mbps / 150 ms': [0],
  'page turn, p95': [1, 2],
  'JS heap after 50 turns': [3],
};

/** The reader's figures, each beside the viewer's, with the goals of report.ts on the rows they judge. */
export function readerFigures(runs: readonly RunFigures[]): Figure[] {
  const verdicts = goals(runs);
  return summarise(runs).map((row) => {
    const judged = (GOAL_ROWS[row.figure] ?? []).map((index) => verdicts[index]!);
    const figure: Figure = {
      section: 'reader',
      name: row.figure.trim(),
      value: Number.isNaN(row.ours) ? null : row.ours,
      unit: row.unit as FigureUnit,
      reference: { label: 'pdf.js viewer', value: Number.isNaN(row.viewer) ? null : row.viewer },
    };
    if (judged.length > 0) {
      figure.goal = {
        text: judged.map((verdict) => verdict.goal.replace(/^[^:]*: /, '')).join('; '),
        met: judged.every((verdict) => verdict.met),
      };
    }
    return figure;
  });
}

const formatValue = (value: number, unit: Row['unit']): string =>
  Number.isNaN(value) ? '–' : unit === 'count' ? String(Math.round(value)) : value.toFixed(unit === 'ms' ? 1 : 2);

/** The printed table: figure | ours | pdf.js viewer | ratio (ours ÷ viewer), then the goals. */
export function formatTable(runs: readonly RunFigures[]): string {
  return formatRows(summarise(runs), goals(runs));
}

/** Rows as formatTable prints them, then their goals. */
export function formatRows(rows: readonly Row[], rowGoals: readonly Goal[]): string {
  const header = `${'figure'.padEnd(48)} ${'ours'.padStart(10)} ${'pdf.js viewer'.padStart(14)} ${'ratio'.padStart(7)}`;
  const lines = rows.map((row) => {
    const ratio = row.viewer > 0 ? (row.ours / row.viewer).toFixed(2) : '–';
    const figure = `${row.figure} (${row.unit})`;
    return `${figure.padEnd(48)} ${formatValue(row.ours, row.unit).padStart(10)} ${formatValue(row.viewer, row.unit).padStart(14)} ${ratio.padStart(7)}`;
  });
  const goalLines = rowGoals.map(({ goal, met }) => `  ${met ? 'met    ' : 'NOT MET'}  ${goal}`);
  return [header, '-'.repeat(header.length), ...lines, '', 'Goals:', ...goalLines].join('\n');
}
