/**
 * `npm run bench:reader [-- --runs 2]`: only the reader's part of `npm run
 * bench` (scripts/bench/reader/section.ts), with its own table, for work on
 * the reader. It starts the app as the benchmark does (a production build
 * behind `vite preview`, the backend over fresh seeded data), prints our
 * reader's figures beside pdf.js's viewer's with its goals (reader/report.ts), and writes
 * every run's figures to bench/reader-results.json. The machine is shared:
 * compare several runs before believing one figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { startBenchStack } from './benchStack';
import { positiveOption, refuseUnknownOptions } from './options';
import { describeMachine, formatMachine } from './machine';
import { findGoals, findRows } from './reader/findReport';
import { formatRows, formatTable, goals } from './reader/report';
import { readerSection } from './reader/section';

refuseUnknownOptions(['runs']);
const runs = positiveOption('runs', 2);
const RESULTS_FILE = join(import.meta.dirname, '..', '..', 'bench', 'reader-results.json');
const log = (line: string) => console.log(line);

const loadBefore = loadavg();
console.log('Starting the app (production build, fresh data)…');
const stack = await startBenchStack({ scale: 0, log });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const { details } = await readerSection({ ...stack, browser, log }, { runs });
  const machine = describeMachine(loadBefore, browser.version());
  const canvasOf = (side: 'ours' | 'viewer') => {
    const canvas = details.runs[0]![side].firstCanvas;
    return canvas ? `${canvas.width}×${canvas.height}` : '–';
  };
  console.log(
    `\n${details.book.pages}-page ebook, device pixel ratio 2, page width 600; ${details.settings.turns} turns; median of ${runs} run(s)\n`,
  );
  console.log(formatTable(details.runs));
  console.log(
    `\nFind in the book (loopback, page 1 shown):\n${formatRows(findRows(details.findRuns), findGoals(details.findRuns))}`,
  );
  console.log(
    `\nFirst page's canvas (device px): ours ${canvasOf('ours')}, viewer ${canvasOf('viewer')}.\n${formatMachine(machine)}` +
      "\nHeap: the page's main thread only (pdf.js's worker has its own, on both sides). Canvas pixels: canvases and" +
      '\nImageBitmaps made on the main thread, in the document or not, alive after GC; not those made inside workers.' +
      '\nThe machine may be shared: run it several times before believing one figure.',
  );
  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...details, machine, goals: [...goals(details.runs), ...findGoals(details.findRuns)] }, null, 2)}\n`,
  );
  console.log(`Every run's figures: ${RESULTS_FILE}`);
} finally {
  await browser.close();
  await stack.stop();
}
