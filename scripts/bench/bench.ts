/**
 * `npm run bench`: how fast Mentoria is, in one table. It builds
 * the app and serves it as `npm start` does, over scratch databases with the
 * default seed and with 100,000 more ebooks, drives the system's headless
 * Chromium, and measures:
 * - bundle: what "/" and each route download, gzip and brotli (sizes);
 * - visits: five screens as a person on a phone opens them, first and return visits,
 *   beside a static page (and, with --compare, beside another commit's app);
 * - lighthouse: four screens' accessibility, best practices and SEO under Lighthouse's mobile preset;
 * - reader: our PDF reader beside pdf.js's own viewer;
 * - video: the lesson player beside a bare <video> on the same file: first frame, seeks, heap over a long play;
 * - scale: each screen's API bytes and request times, default seed vs large;
 * - load: 50 clients reading and writing reviews, PGlite beside PostgreSQL.
 * Each figure is printed beside its reference, measured in the same run where
 * the reference is a measurement, and the ratio; then the goals. Everything is
 * written to bench/results.json with the machine's CPU count, load and the
 * date. Times vary with the machine's load: compare runs on one machine.
 *
 * Options (after `--`): `--only bundle,visits,lighthouse,reader,video,scale,load`,
 * `--visit-runs N` (5), `--compare <commit>`, `--runs N` (Lighthouse runs per page, 3), `--reader-runs N` (3),
 * `--video-runs N` (5), `--video-minutes N` (each soak's playback, 10), `--video-soaks N` (1),
 * `--requests N` (replays per request, 200), `--scale N` (100000),
 * `--clients N` (50), `--seconds N` (20), `--lighthouse-reports dir` (each
 * Lighthouse run's whole report saved there, for finding out why).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { startBenchStack, type BenchStack } from './benchStack';
import { bundleSection } from './bundle/section';
import type { BenchContext } from './context';
import type { BenchSection, Figure, SectionResult } from './figures';
import { lighthouseSection } from './lighthouse/section';
import { visitsSection } from './visits/section';
import { loadSection } from './load/section';
import { describeMachine, formatMachine } from './machine';
import { listOption, positiveOption, refuseUnknownOptions, textOption } from './options';
import { readerSection } from './reader/section';
import { videoSection } from './video/section';
import { cleanUpWhenInterrupted } from './interrupted';
import { formatBenchTable, goalSummary, SECTION_TITLES } from './report';
import { scaleSection } from './scale/section';

const ALL_SECTIONS: BenchSection[] = ['bundle', 'visits', 'lighthouse', 'reader', 'video', 'scale', 'load'];
refuseUnknownOptions([
  'only',
  'runs',
  'visit-runs',
  'compare',
  'reader-runs',
  'video-runs',
  'video-minutes',
  'video-soaks',
  'requests',
  'scale',
  'clients',
  'seconds',
  'lighthouse-reports',
]);
const only = listOption('only') ?? ALL_SECTIONS;
const unknown = only.filter((name) => !ALL_SECTIONS.includes(name as BenchSection));
if (unknown.length > 0) throw new Error(`--only knows ${ALL_SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
// `--only ,` would otherwise measure nothing and overwrite bench/results.json with an empty run.
if (only.length === 0) throw new Error(`--only names at least one of ${ALL_SECTIONS.join(', ')}`);
const settings = {
  sections: ALL_SECTIONS.filter((section) => only.includes(section)),
  lighthouseRuns: positiveOption('runs', 3),
  visitRuns: positiveOption('visit-runs', 5),
  compare: textOption('compare'),
  readerRuns: positiveOption('reader-runs', 3),
  videoRuns: positiveOption('video-runs', 5),
  videoMinutes: positiveOption('video-minutes', 10),
  videoSoaks: positiveOption('video-soaks', 1),
  requests: positiveOption('requests', 200),
  scale: positiveOption('scale', 100_000, 0),
  clients: positiveOption('clients', 50),
  seconds: positiveOption('seconds', 20),
};
// A run of some sections (--only) goes to a file of its own: results.json keeps the last whole run.
const wholeRun = settings.sections.length === ALL_SECTIONS.length;
const RESULTS_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  'bench',
  wholeRun ? 'results.json' : `results.${settings.sections.join('+')}.json`,
);

// Ctrl-C or SIGTERM still removes the scratch folders and stops the PostgreSQL server a section started.
cleanUpWhenInterrupted((line) => console.log(line));
const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(line);
const loadBefore = loadavg();

/** Sections that need the app and the browser; the bundle and the load start what they measure themselves. */
const needsStack = settings.sections.some((section) =>
  ['visits', 'lighthouse', 'reader', 'video', 'scale'].includes(section),
);
let stack: BenchStack | null = null;
let browser: Browser | null = null;
const figures: Figure[] = [];
const details: Partial<Record<BenchSection, unknown>> = {};
const failures: string[] = [];

async function run(section: BenchSection, measure: () => Promise<SectionResult>): Promise<void> {
  if (!settings.sections.includes(section)) return;
  log(`\n[${elapsed()}] ${SECTION_TITLES[section]}…`);
  try {
    const result = await measure();
    figures.push(...result.figures);
    details[section] = result.details;
  } catch (error) {
    // One broken section leaves the others' figures standing; the run still ends in failure.
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push(`${section}: ${message}`);
    log(`  ${section} failed: ${message}`);
  }
}

try {
  await run('bundle', () => bundleSection({ log }));
  if (needsStack) {
    log(`\n[${elapsed()}] Starting the app (production build behind vite preview) and the backend…`);
    stack = await startBenchStack({ scale: settings.scale, log });
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      // Playwright's own handlers would exit before cleanUpWhenInterrupted's; its exit hook still ends Chromium.
      handleSIGINT: false,
      handleSIGTERM: false,
    });
    const ctx: BenchContext = { ...stack, browser, scale: settings.scale, log };
    await run('visits', () => visitsSection(ctx, { runs: settings.visitRuns, compare: settings.compare }));
    await run('lighthouse', () =>
      lighthouseSection(ctx, { runs: settings.lighthouseRuns, reportDir: textOption('lighthouse-reports') }),
    );
    await run('reader', () => readerSection(ctx, { runs: settings.readerRuns }));
    await run('video', () =>
      videoSection(ctx, { runs: settings.videoRuns, minutes: settings.videoMinutes, soaks: settings.videoSoaks }),
    );
    await run('scale', () => scaleSection(ctx, { requests: settings.requests }));
  }
} finally {
  await browser?.close();
  await stack?.stop();
}
// Its own backends, in child processes, on a machine no longer busy with the app.
await run('load', () => loadSection({ log }, { clients: settings.clients, seconds: settings.seconds }));

const machine = describeMachine(loadBefore, browser?.version() ?? 'not started');
const durationSeconds = Math.round((performance.now() - startedAt) / 1000);
log(`\n${formatBenchTable(figures)}\n`);
const { withGoal, missed } = goalSummary(figures);
log(`Goals: ${withGoal - missed.length} of ${withGoal} met.`);
if (missed.length > 0) log(`Not met:\n${missed.map((figure) => `  ${figure.section} › ${figure.name}`).join('\n')}`);
log(formatMachine(machine));
log(`Took ${durationSeconds} s. The machine may be shared: compare several runs before believing one figure.`);

mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, machine, settings, figures, failures, details }, null, 2)}\n`,
);
log(`Every figure, with each run's detail: ${RESULTS_FILE}`);
if (failures.length > 0) {
  log(`\n${failures.length} section(s) failed:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
