/**
 * `npm run bench`'s one table: each figure beside its reference and the
 * ratio of the two, with the goal and whether it is met, grouped by section.
 */
import { ratioOf, type BenchSection, type Figure, type Range } from './figures';

export const SECTION_TITLES: Record<BenchSection, string> = {
  bundle: 'Bundle: what the browser downloads (sizes do not depend on the machine)',
  lighthouse: 'Lighthouse, mobile preset: accessibility, best practices, SEO (median of the runs)',
  visits: 'Visits on a phone: 1.6 Mbps / 750 kbps / 150 ms, CPU 4× slower, 412 px (median of the runs)',
  scale: 'Scale: each screen with the default seed and with the large catalogue',
  load: 'Backend load on loopback: PGlite beside PostgreSQL',
  reader: 'Reader: ours beside pdf.js’s own viewer (median of the runs)',
  video: 'Video: the lesson player beside a bare <video> on the same file (median and range of the runs)',
};

/** A number as the table prints it: whole above 100 (KB: to a tenth), else about 3 significant digits; "–" for none. */
export function formatValue(value: number | null, unit: Figure['unit']): string {
  if (value === null || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  // Sizes keep a decimal: a budget of 200 KB is decided by tenths.
  const digits =
    unit === 'KB' && abs < 1000 ? 1 : abs >= 100 || Number.isInteger(value) ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const number = value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit && unit !== 'score' && unit !== 'count' && unit !== 'ratio' ? `${number} ${unit}` : number;
}

function formatRatio(figure: Figure): string {
  const ratio = ratioOf(figure);
  return ratio === null ? '' : `${ratio.toFixed(2)}×`;
}

/** "low–high unit", "; reference's low–high" after it when the reference has one; "" for none. */
function formatRange(figure: Figure): string {
  const span = (range: Range | null | undefined) =>
    range ? `${formatValue(range[0], '')}–${formatValue(range[1], figure.unit)}` : '–';
  if (!figure.range) return '';
  const reference = figure.range.reference === undefined ? '' : ` / ${span(figure.range.reference)}`;
  return `${span(figure.range.value)}${reference}`;
}

function formatGoal(figure: Figure): string {
  if (!figure.goal) return '';
  return `${figure.goal.met ? 'met' : 'NOT MET'} (${figure.goal.text})`;
}

/**
 * The table, then the notes of figures that carry one, numbered and referred to from their row. A range
 * column (the runs' lowest and highest, the value's then the reference's) is there when a figure has one.
 */
export function formatBenchTable(figures: readonly Figure[]): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  const lines: string[] = [];
  const withRange = figures.some((figure) => figure.range);
  const header = [
    'figure',
    'value',
    'reference',
    '',
    'ratio',
    ...(withRange ? ['range (value / reference)'] : []),
    'goal',
  ];
  const sections = [...new Set(figures.map((figure) => figure.section))];
  const sectionRows = new Map<BenchSection, string[][]>();
  for (const section of sections) {
    const own = figures
      .filter((figure) => figure.section === section)
      .map((figure) => {
        let name = figure.name;
        if (figure.note) {
          notes.push(figure.note);
          name += ` [${notes.length}]`;
        }
        return [
          name,
          formatValue(figure.value, figure.unit),
          figure.reference ? formatValue(figure.reference.value, figure.unit) : '',
          figure.reference?.label ?? '',
          formatRatio(figure),
          ...(withRange ? [formatRange(figure)] : []),
          formatGoal(figure),
        ];
      });
    sectionRows.set(section, own);
    rows.push(...own);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 || column === 2 || column === 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  for (const section of sections) {
    lines.push('', SECTION_TITLES[section], line(header), line(widths.map((width) => '-'.repeat(width))));
    for (const row of sectionRows.get(section)!) lines.push(line(row));
  }
  if (notes.length > 0) {
    lines.push('', 'Notes:');
    notes.forEach((note, index) => lines.push(`[${index + 1}] ${note}`));
  }
  return lines.join('\n').replace(/^\n/, '');
}

/** How many figures have a goal, and which of them miss it. */
export function goalSummary(figures: readonly Figure[]): { withGoal: number; missed: Figure[] } {
  const withGoal = figures.filter((figure) => figure.goal);
  return { withGoal: withGoal.length, missed: withGoal.filter((figure) => !figure.goal!.met) };
}
