/**
 * The reader's part of `npm run bench` (and all of `npm run bench:reader`):
 * our PDF reader beside pdf.js's own viewer component on the seeded 600-page
 * ebook, in the same run, both with their text layer on. The viewer is a reference page of its own
 * (viewer.html), built and served here, reading the same file from the same
 * backend. Driven in headless Chromium at device pixel ratio 2:
 * - navigation to the first page painted, on loopback and with the network
 *   throttled to 1.6 Mbps / 150 ms;
 * - 50 page turns with ArrowRight, from the key press to the frame after the
 *   new page shows (median and 95th percentile);
 * - the JS heap and the pixels of live canvases after forced GC, at page 10 and
 *   after the 50 turns;
 * - Find: a query's first result and all its results, ours beside the viewer's
 *   find controller, then a second query (findBench.ts).
 * Each figure is the median over the runs.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO, signedInStorage } from '../../../e2e/fixtures';
import { BUCKETS } from '../../../src/config/buckets';
import { paths } from '../../../src/config/paths';
import { exposeStackToFixtures, type BenchContext } from '../context';
import type { SectionResult } from '../figures';
import { THROTTLED } from '../freshPage';
import { measureFind } from './findBench';
import { findFigures, type FindRun } from './findReport';
import { measureFirstPage, measureTurns, TURNS, type FirstPage, type Side, type TurnFigures } from './measure';
import { readerFigures, type RunFigures, type SideFigures } from './report';
import { serveViewer } from './serveViewer';

/** The mark the reader sets in the frame after each page shows; the viewer page sets its own. */
const READER_MARK = 'reader:page-painted';
const VIEWER_MARK = 'viewer:page-painted';
/** A signed link lives this long (the reader's own are 3600 s too); one run needs a few minutes. */
const SIGNED_URL_SECONDS = 3600;

export interface ReaderBenchDetails {
  book: { id: number; name: string; pages: number | null };
  settings: { deviceScaleFactor: number; pageWidth: number; turns: number; throttled: typeof THROTTLED; runs: number };
  runs: RunFigures[];
  findRuns: FindRun[];
  chromium: string;
}

const client = (url: string, key: string) =>
  createClient(url, key, {
    auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
    // Node 20 has no WebSocket and supabase-js will not construct without one (realtime is never used).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

export async function readerSection(
  ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey' | 'serviceRoleKey' | 'browser' | 'log'>,
  { runs = 1 }: { runs?: number } = {},
): Promise<SectionResult & { details: ReaderBenchDetails }> {
  const { browser, log } = ctx;
  exposeStackToFixtures(ctx);
  const viewerPage = await serveViewer();
  try {
    const admin = client(ctx.backendUrl, ctx.serviceRoleKey);
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
    const demo = client(ctx.backendUrl, ctx.anonKey);
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
      url: new URL(paths.reader.href(book.ID), ctx.appUrl).toString(),
      paintMark: READER_MARK,
      storageState: await signedInStorage(DEMO),
      // Every opening starts at page 1: the reader resumes where the last one stopped (docs/product.md#reading-progress-follows-the-reader).
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

    log(
      `  book #${book.ID} "${book.Name}", ${book.ContentLength} pages; ${runs} run(s), each side on loopback then throttled`,
    );
    const measured: RunFigures[] = [];
    const findRuns: FindRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await measureRun(browser, run, ours, viewer);
      measured.push(result);
      const found = await measureFindRun(browser, run, ours, viewer);
      findRuns.push(found);
      log(
        `  run ${run}: find "${found.ours[0]?.query}" all results ${found.ours[0]?.allResultsMs.toFixed(0)} / ${found.viewer[0]?.allResultsMs.toFixed(0)} ms (ours / viewer)`,
      );
      log(
        `  run ${run}: first page ${result.ours.firstPageLoopbackMs.toFixed(0)} / ${result.viewer.firstPageLoopbackMs.toFixed(0)} ms, ` +
          `throttled ${result.ours.firstPageThrottledMs.toFixed(0)} / ${result.viewer.firstPageThrottledMs.toFixed(0)} ms (ours / viewer)`,
      );
    }
    return {
      figures: [...readerFigures(measured), ...findFigures(findRuns)],
      details: {
        book: { id: book.ID, name: book.Name, pages: book.ContentLength },
        settings: { deviceScaleFactor: 2, pageWidth: 600, turns: TURNS, throttled: THROTTLED, runs },
        runs: measured,
        findRuns,
        chromium: browser.version(),
      },
    };
  } finally {
    await viewerPage.stop();
  }
}

/** One run: each side's page turns on loopback, then each side's first page with the network throttled. */
async function measureRun(
  browser: BenchContext['browser'],
  run: number,
  ours: Side,
  viewer: Side,
): Promise<RunFigures> {
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
  return { ours: figuresOf(ours), viewer: figuresOf(viewer) };
}

/** One run of Find on each side, the side going first alternating as in measureRun. */
async function measureFindRun(
  browser: BenchContext['browser'],
  run: number,
  ours: Side,
  viewer: Side,
): Promise<FindRun> {
  const order = run % 2 === 1 ? [ours, viewer] : [viewer, ours];
  const measured = new Map<Side, Awaited<ReturnType<typeof measureFind>>>();
  for (const side of order) measured.set(side, await measureFind(browser, side));
  return { ours: measured.get(ours)!, viewer: measured.get(viewer)! };
}
