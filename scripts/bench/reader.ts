/**
 * `npm run bench:reader [-- --runs 2]`: our PDF reader beside pdf.js's own
 * viewer component on the seeded 600-page ebook, in the same run (issue 8).
 * It starts the app as the e2e suite does (a production build behind `vite
 * preview`, the backend on free ports over fresh data), builds and serves the
 * reference page (scripts/bench/reader/viewer.html), and drives headless
 * Chromium at device pixel ratio 2:
 * - navigation to the first page painted, on loopback and with the network
 *   throttled to 1.6 Mbps / 150 ms;
 * - 50 page turns with ArrowRight, from the key press to the frame after the
 *   new page shows (median and 95th percentile);
 * - the JS heap and the pixels of live canvases after forced GC, at page 10 and
 *   after the 50 turns.
 * It prints one table (each figure the median over the runs, with the ratio
 * ours ÷ viewer), the goals, and the machine's load, and writes every run's
 * figures to bench/reader-results.json. The machine is shared: compare several
 * runs before believing one figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { DEMO, signedInStorage } from '../../e2e/fixtures';
import { startStack, stopStack } from '../../e2e/stack';
import { BUCKETS } from '../../src/config/buckets';
import { paths } from '../../src/config/paths';
import {
  measureFirstPage,
  measureTurns,
  THROTTLED,
  TURNS,
  type FirstPage,
  type Side,
  type TurnFigures,
} from './reader/measure';
import { formatTable, goals, type RunFigures, type SideFigures } from './reader/report';
import { serveViewer } from './reader/serveViewer';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
  return value;
}

const runs = option('runs', 2);
const RESULTS_FILE = join(import.meta.dirname, '..', '..', 'bench', 'reader-results.json');
/** The mark the reader sets in the frame after each page shows (issue 8); the viewer page sets its own. */
const READER_MARK = 'reader:page-painted';
const VIEWER_MARK = 'viewer:page-painted';
/** A signed link lives this long (the reader's own are 3600 s too); one run needs a few minutes. */
const SIGNED_URL_SECONDS = 3600;

const client = (url: string, key: string) =>
  createClient(url, key, {
    auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
    // Node 20 has no WebSocket and supabase-js will not construct without one (realtime is never used).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

const loadBefore = loadavg();
console.log('Starting the app (production build, fresh data) and building the pdf.js viewer page…');
const [{ child, stack }, viewerPage] = await Promise.all([startStack(), serveViewer()]);
process.env.MENTORIA_E2E_APP_URL = stack.appUrl;
process.env.MENTORIA_E2E_BACKEND_URL = stack.backendUrl;
process.env.MENTORIA_E2E_ANON_KEY = stack.anonKey;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const admin = client(stack.backendUrl, stack.serviceRoleKey);
  // The seed's longest ebook (pages in ContentLength) is the 600-page one (server/src/seed/catalogue.ts), bought by the demo reader.
  const { data: book, error: bookError } = await admin
    .from('MentoriaDatabase')
    .select('ID,Name,ContentURL,ContentLength,Premium')
    .not('ContentURL', 'is', null)
    .order('ContentLength', { ascending: false, nullsFirst: false })
    .limit(1)
    .single();
  if (bookError || !book?.ContentURL) throw new Error(`No seeded ebook to read: ${JSON.stringify(bookError)}`);
  const bucket = book.Premium ? BUCKETS.ebooksPremium : BUCKETS.ebooksFree;

  // The demo reader must be allowed to open it, or our side would measure an error page.
  const demo = client(stack.backendUrl, stack.anonKey);
  const { error: signInError } = await demo.auth.signInWithPassword({ email: DEMO.email, password: DEMO.password });
  if (signInError) throw new Error(`The demo account cannot sign in: ${signInError.message}`);
  const demoLink = await demo.storage.from(bucket).createSignedUrl(book.ContentURL, SIGNED_URL_SECONDS);
  if (demoLink.error)
    throw new Error(`The demo account may not open ebook ${book.ID} (${book.Name}): ${demoLink.error.message}`);
  // The viewer gets the same file through a link of its own, from the same backend.
  const viewerLink = await admin.storage.from(bucket).createSignedUrl(book.ContentURL, SIGNED_URL_SECONDS);
  if (viewerLink.error) throw new Error(`Cannot sign a link to ${book.ContentURL}: ${viewerLink.error.message}`);

  const ours: Side = {
    name: 'ours',
    url: new URL(paths.reader.href(book.ID), stack.appUrl).toString(),
    paintMark: READER_MARK,
    storageState: await signedInStorage(DEMO),
    // Every opening starts at page 1: the reader resumes where the last one stopped (decision 17).
    beforeOpen: async () => {
      const { error } = await demo.from('reading_progress').delete().eq('product_id', book.ID);
      if (error && !/reading_progress/.test(error.message)) throw new Error(`reading_progress: ${error.message}`);
    },
  };
  const viewer: Side = {
    name: 'viewer',
    url: `${viewerPage.url}?file=${encodeURIComponent(viewerLink.data.signedUrl)}`,
    paintMark: VIEWER_MARK,
  };

  console.log(`Book: #${book.ID} "${book.Name}", ${book.ContentLength} pages (${bucket}/${book.ContentURL})`);
  console.log(`Chromium ${browser.version()}, ${runs} run(s); each: both sides on loopback then throttled\n`);
  const measured: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    // Alternate which side goes first, so a burst of load elsewhere on the machine does not always hit the same one.
    const order = run % 2 === 1 ? [ours, viewer] : [viewer, ours];
    const loopback = new Map<Side, TurnFigures>();
    const throttled = new Map<Side, FirstPage>();
    for (const side of order) loopback.set(side, await measureTurns(browser, side));
    for (const side of order) throttled.set(side, await measureFirstPage(browser, side, true));
    const figuresOf = (side: Side): SideFigures => {
      const turns = loopback.get(side)!;
      const slow = throttled.get(side)!;
      return {
        firstPageLoopbackMs: turns.firstPage.ms,
        firstPageThrottledMs: slow.ms,
        pdfRequestedLoopbackMs: turns.firstPage.pdfRequestedMs,
        pdfRequestedThrottledMs: slow.pdfRequestedMs,
        turnMs: turns.turnMs,
        memoryAtPage10: turns.memoryAtPage10,
        memoryAfterTurns: turns.memoryAfterTurns,
        firstCanvas: turns.firstPage.canvas,
      };
    };
    const result = { ours: figuresOf(ours), viewer: figuresOf(viewer) };
    measured.push(result);
    console.log(
      `run ${run}: first page ${result.ours.firstPageLoopbackMs.toFixed(0)} / ${result.viewer.firstPageLoopbackMs.toFixed(0)} ms, ` +
        `throttled ${result.ours.firstPageThrottledMs.toFixed(0)} / ${result.viewer.firstPageThrottledMs.toFixed(0)} ms (ours / viewer)`,
    );
  }

  const loadAfter = loadavg();
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    chromium: browser.version(),
  };
  const canvasOf = (side: SideFigures) =>
    side.firstCanvas ? `${side.firstCanvas.width}×${side.firstCanvas.height}` : '–';
  console.log(
    `\n${book.ContentLength}-page ebook, device pixel ratio 2, page width 600; ${TURNS} turns; median of ${runs} run(s)\n`,
  );
  console.log(formatTable(measured));
  console.log(
    `\nFirst page's canvas (device px): ours ${canvasOf(measured[0]!.ours)}, viewer ${canvasOf(measured[0]!.viewer)}.` +
      `\nMachine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB; load average (1, 5, 15 min) ` +
      `${loadBefore.map((load) => load.toFixed(2)).join(', ')} before, ${loadAfter.map((load) => load.toFixed(2)).join(', ')} after.` +
      "\nHeap: the page's main thread only (pdf.js's worker has its own, on both sides). Canvas pixels: canvases and" +
      '\nImageBitmaps made on the main thread, in the document or not, alive after GC; not those made inside workers.' +
      '\nThe machine may be shared: run it several times before believing one figure.',
  );

  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        book: { id: book.ID, name: book.Name, pages: book.ContentLength },
        settings: { deviceScaleFactor: 2, pageWidth: 600, turns: TURNS, throttled: THROTTLED, runs },
        machine,
        goals: goals(measured),
        runs: measured,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Every run's figures: ${RESULTS_FILE}`);
} finally {
  await browser.close();
  await viewerPage.stop();
  await stopStack(child);
}
