/**
 * The Lighthouse section of `npm run bench`: "/", "/ebooks", one ebook's page
 * and one search on the served app (over the seed database), each run
 * `runs` times through Lighthouse's mobile preset in the system Chromium, and
 * a static reference page run as many times with the same settings. Runs go
 * round-robin (reference, then each page, `runs` rounds) so a burst of load on
 * the shared machine falls on every page alike, not on one page's three runs.
 */
import { CHROMIUM_ARGS, chromiumPath } from '../../../e2e/chromium';
import type { BenchContext } from '../context';
import type { SectionResult } from '../figures';
import { lighthouseFigures, type PageRuns } from './lighthouseFigures';
import { benchPages, type BenchPage } from './pages';
import { serveReferencePage } from './referencePage';
import { runInChild } from './runInChild';
import type { RunnerJob, RunnerOutput } from './runnerProtocol';

export interface LighthouseOptions {
  /** Lighthouse runs per page (and for the reference); each figure is their median. */
  runs?: number;
  /** Only the pages on these routes ("/", "/ebook", "/search"): for trying a fix on one page. */
  only?: readonly string[];
  /** A folder where each run's whole report is saved (`--lighthouse-reports dir`). */
  reportDir?: string;
}

const REFERENCE_KEY = 'reference';

export async function lighthouseSection(
  ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey' | 'useDatabase' | 'log'>,
  { runs = 3, only, reportDir }: LighthouseOptions = {},
): Promise<SectionResult> {
  const started = performance.now();
  await ctx.useDatabase('seed');
  const pages = (await benchPages(ctx)).filter((page) => !only || only.includes(page.label.split('?')[0]!));
  const reference = await serveReferencePage();
  try {
    const targets: BenchPage[] = [{ label: REFERENCE_KEY, url: reference.url }, ...pages];
    const jobs: RunnerJob[] = [];
    for (let round = 0; round < runs; round++) for (const { label, url } of targets) jobs.push({ key: label, url });

    let done = 0;
    const outputs = await runInChild(
      { chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], jobs, reportDir },
      (output) => ctx.log(`  lighthouse ${++done}/${jobs.length} ${describeRun(output)}`),
    );

    const runsOf = (label: string): PageRuns & { durationsMs: number[] } => {
      const mine = outputs.filter((output) => output.key === label);
      return {
        label,
        summaries: mine.flatMap((output) => (output.summary ? [output.summary] : [])),
        errors: mine.flatMap((output) => (output.error !== undefined ? [output.error] : [])),
        durationsMs: mine.map((output) => Math.round(output.durationMs)),
      };
    };
    const referenceRuns = runsOf(REFERENCE_KEY);
    const pageRuns = pages.map((page) => runsOf(page.label));
    return {
      figures: lighthouseFigures(pageRuns, referenceRuns, runs),
      details: {
        runsPerPage: runs,
        settings: 'Lighthouse default config: mobile form factor, simulated throttling (slow 4G, 4× CPU)',
        chromium: { path: chromiumPath(), flags: [...CHROMIUM_ARGS, '--headless=new'] },
        reference: { url: reference.url, ...referenceRuns },
        pages: pageRuns.map((page, index) => ({ ...page, url: pages[index]!.url })),
        durationMs: Math.round(performance.now() - started),
      },
    };
  } finally {
    await reference.close();
  }
}

function describeRun(output: RunnerOutput): string {
  const seconds = `${(output.durationMs / 1000).toFixed(1)} s`;
  if (!output.summary) return `${output.key}: failed (${seconds}): ${output.error}`;
  const { scores, lcpMs, tbtMs, cls } = output.summary;
  return (
    `${output.key}: perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} ` +
    `seo ${scores.seo} LCP ${Math.round(lcpMs ?? NaN)} ms TBT ${Math.round(tbtMs ?? NaN)} ms ` +
    `CLS ${cls?.toFixed(3)} (${seconds})`
  );
}
