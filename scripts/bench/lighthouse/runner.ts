/**
 * The child process that runs Lighthouse for the bench section (section.ts
 * starts it with runInChild.ts): a Lighthouse run spends seconds of CPU on
 * trace processing, which would stall the orchestrator's event loop (and the
 * servers it hosts) if it ran there. One child runs every job in turn, so
 * Lighthouse's modules load once, not once per run.
 *
 * Input: one JSON argument, a RunnerInput. Output: one line per job on
 * standard output, `LIGHTHOUSE_RUN <RunnerOutput as JSON>`, in job order.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanUpWhenInterrupted, onInterrupt } from '../interrupted';
import { RUN_MARKER, type RunnerInput, type RunnerJob, type RunnerOutput } from './runnerProtocol';
import { CATEGORIES, summarizeReport, type LighthouseReport } from './runSummary';

/**
 * One Lighthouse run with Lighthouse's default settings, which are the mobile
 * preset (a Moto G Power's screen, simulated slow 4G and a 4× slower CPU), in
 * a Chromium of its own with a fresh profile folder, removed afterwards.
 */
async function runOnce(input: RunnerInput, job: RunnerJob): Promise<RunnerOutput> {
  const started = performance.now();
  const userDataDir = mkdtempSync(join(tmpdir(), 'mentoria-lighthouse-profile-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const forgetOnInterrupt = onInterrupt(() => {
    chrome?.process.kill('SIGKILL');
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  });
  try {
    chrome = await chromeLauncher.launch({
      chromePath: input.chromePath,
      chromeFlags: input.chromeFlags,
      userDataDir,
      // This process's own handler (interrupted.ts) stops Chromium and removes its profile too.
      handleSIGINT: false,
    });
    const result = await lighthouse(job.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Seconds per run that no score uses: a full-page screenshot, filmstrip frames, and a
      // navigation away and back to test the back/forward cache (a diagnostic of weight 0).
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const report = result.lhr as unknown as LighthouseReport;
    if (input.reportDir) saveReport(input.reportDir, job, result.lhr);
    const fatal = result.lhr.runtimeError;
    if (fatal) throw new Error(`${fatal.code}: ${fatal.message}`);
    return { key: job.key, durationMs: performance.now() - started, summary: summarizeReport(report, job.url) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { key: job.key, durationMs: performance.now() - started, error: message };
  } finally {
    await chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    forgetOnInterrupt();
  }
}

/** The whole report as `<page>-<time>.json`: the page's label made a file name ("/ebook?id=1" -> "ebook_id_1"). */
function saveReport(dir: string, job: RunnerJob, lhr: object) {
  mkdirSync(dir, { recursive: true });
  const name = job.key.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home';
  writeFileSync(join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

async function main() {
  cleanUpWhenInterrupted();
  const input = JSON.parse(process.argv[2] ?? '') as RunnerInput;
  for (const job of input.jobs) {
    const output = await runOnce(input, job);
    process.stdout.write(`${RUN_MARKER} ${JSON.stringify(output)}\n`);
  }
}

await main();
