/**
 * How one side (our reader, or pdf.js's viewer) is measured, each time in a
 * fresh browser context, as on a first visit (empty cache, no service worker
 * installed yet, no stored state but the demo's session), at device pixel
 * ratio 2 in a window wide enough for a 600 px page:
 * - first page: navigation start to the side's first paint mark (its
 *   startTime, which counts from navigation start), on loopback and with the
 *   page's network throttled through CDP (Network.emulateNetworkConditions:
 *   the page's requests, the pdf.js worker script's included; a service
 *   worker is a target of its own, so the app's precaching, which starts once
 *   the first screen is on show and the page is idle, is not held to it);
 * - page turns: ArrowRight, then the time from the keydown the page saw to the
 *   paint mark of the new page, with a pause between turns;
 * - memory: after forced garbage collection, the main thread's JS heap
 *   (Performance.getMetrics JSHeapUsedSize; pdf.js's worker has a heap of its
 *   own, counted on neither side) and the pixels of live canvases
 *   (pageInstrumentation.ts says what it sees).
 */
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { firstShownTimeoutMs, openFreshPage, type FreshPage, type FreshPageTarget } from '../freshPage';
import { jsHeapAfterGc } from '../heap';
import {
  INSTRUMENT_PAGE,
  READ_KEYDOWNS,
  READ_PIXELS_HELD,
  awaitPaintMark,
  type PaintMark,
  type PixelsHeld,
} from './pageInstrumentation';
import type { MemoryFigures } from './report';

/** One side; ours forgets the stored reading position before each opening, so it opens at page 1. */
export interface Side extends FreshPageTarget {
  name: 'ours' | 'viewer';
  /** The performance mark the side sets in the frame after a page shows. */
  paintMark: string;
}

export const TURNS = 50;
/** Between turns: a reader's pause, short enough for 50 turns in about 20 s. */
const PAUSE_BETWEEN_TURNS_MS = 300;
/** After page 1 shows, before the first turn: time for the neighbours to be rendered ahead, as a reader would give. */
const SETTLE_BEFORE_TURNS_MS = 1000;
const TURN_TIMEOUT_MS = 30_000;

const CONTEXT_OPTIONS: BrowserContextOptions = {
  // Tall enough for the reader's page to take its full 600 px width with its controls under it (a shorter
  // window fits the page to its height), as wide as the viewer draws it: both draw the same pixels.
  viewport: { width: 1280, height: 1300 },
  deviceScaleFactor: 2,
};

type Opened = FreshPage & { firstPaint: PaintMark };

/** Opens the side afresh and waits for its first page (page 1) to show. */
export async function open(browser: Browser, side: Side, throttled: boolean): Promise<Opened> {
  const { ready, ...opened } = await openFreshPage(
    browser,
    side,
    { contextOptions: CONTEXT_OPTIONS, initScript: INSTRUMENT_PAGE, throttled },
    async (page) => {
      const timeout = firstShownTimeoutMs(throttled);
      const firstPaint = await waitForPaint(page, side, { page: null, after: 0 }, { timeout, what: 'the first page' });
      // Both sides must be timed on the same page: a reader that resumed elsewhere would be measured on another.
      if (firstPaint.page !== 1) throw new Error(`${side.name} opened at page ${firstPaint.page}, not at page 1`);
      return firstPaint;
    },
  );
  return { ...opened, firstPaint: ready };
}

/**
 * The first paint mark for `page` (any page when null) set at or after
 * `after`, awaited inside the page (a PerformanceObserver, so nothing polls
 * the page while it works); on a timeout, says what the page showed instead.
 */
async function waitForPaint(
  page: Page,
  side: Side,
  wanted: { page: number | null; after: number },
  { timeout, what }: { timeout: number; what: string },
): Promise<PaintMark> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, left))));
    try {
      const found = await Promise.race([page.evaluate(awaitPaintMark(side.paintMark, wanted)), timedOut]);
      if (found) return found as PaintMark;
      break;
    } catch (error) {
      // The app may replace its document once (a redirect, a reload): wait on in the new one.
      if (!/Execution context was destroyed|navigation/i.test(String(error)) || Date.now() > deadline) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  const shown = (await page.evaluate('document.body?.innerText ?? ""')) as string;
  throw new Error(
    `${side.name}: no '${side.paintMark}' mark for ${what} within ${timeout / 1000} s at ${page.url()}; ` +
      `the page shows: ${JSON.stringify(shown.replace(/\s+/g, ' ').slice(0, 300))}`,
  );
}

/** The first page as it showed: when, and what led to it. */
export interface FirstPage {
  /** Navigation start to the first paint mark. */
  ms: number;
  /** Navigation start to the first request for the PDF (the start of its resource timing), null if none was seen. */
  pdfRequestedMs: number | null;
  /** Its canvas in device pixels (both sides should draw the same), null if it has none. */
  canvas: { width: number; height: number } | null;
}

/** Signed storage links, the only way either side fetches the book. */
const READ_PDF_REQUESTED = `(() => {
  const starts = performance.getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/storage/v1/object/'))
    .map((entry) => entry.startTime);
  return starts.length > 0 ? Math.min(...starts) : null;
})()`;
const READ_FIRST_CANVAS = `(() => {
  const canvas = document.querySelector('canvas');
  return canvas ? { width: canvas.width, height: canvas.height } : null;
})()`;

async function readFirstPage(page: Page, firstPaint: PaintMark): Promise<FirstPage> {
  return {
    ms: firstPaint.at,
    pdfRequestedMs: (await page.evaluate(READ_PDF_REQUESTED)) as number | null,
    canvas: (await page.evaluate(READ_FIRST_CANVAS)) as FirstPage['canvas'],
  };
}

/** Navigation to the first page painted, in a fresh context. */
export async function measureFirstPage(browser: Browser, side: Side, throttled: boolean): Promise<FirstPage> {
  const opened = await open(browser, side, throttled);
  try {
    return await readFirstPage(opened.page, opened.firstPaint);
  } finally {
    await opened.close();
  }
}

async function memory(page: Page, cdp: CDPSession): Promise<MemoryFigures> {
  const jsHeapBytes = await jsHeapAfterGc(cdp);
  const pixels = (await page.evaluate(READ_PIXELS_HELD)) as PixelsHeld;
  return { jsHeapBytes, ...pixels };
}

export interface TurnFigures {
  firstPage: FirstPage;
  startPage: number;
  turnMs: number[];
  memoryAtPage10: MemoryFigures;
  memoryAfterTurns: MemoryFigures;
}

/**
 * Opens the book on loopback, then turns TURNS pages with ArrowRight, timing
 * each, and reads memory at page 10 and after the last turn.
 */
export async function measureTurns(browser: Browser, side: Side): Promise<TurnFigures> {
  const { page, cdp, firstPaint, close } = await open(browser, side, false);
  try {
    const firstPage = await readFirstPage(page, firstPaint);
    await page.waitForTimeout(SETTLE_BEFORE_TURNS_MS);
    const startPage = firstPaint.page;
    const turnMs: number[] = [];
    let memoryAtPage10: MemoryFigures | null = null;
    for (let turn = 1; turn <= TURNS; turn++) {
      const expected = startPage + turn;
      await page.keyboard.press('ArrowRight');
      const keydowns = (await page.evaluate(READ_KEYDOWNS)) as Array<{ key: string; at: number }>;
      const pressed = keydowns.at(-1);
      if (!pressed || pressed.key !== 'ArrowRight') throw new Error(`${side.name}: the page did not see turn ${turn}`);
      const shown = await waitForPaint(
        page,
        side,
        { page: expected, after: pressed.at },
        {
          timeout: TURN_TIMEOUT_MS,
          what: `page ${expected} after ArrowRight`,
        },
      );
      turnMs.push(shown.at - pressed.at);
      if (expected === 10) memoryAtPage10 = await memory(page, cdp);
      await page.waitForTimeout(PAUSE_BETWEEN_TURNS_MS);
    }
    const memoryAfterTurns = await memory(page, cdp);
    if (!memoryAtPage10) throw new Error(`${side.name}: opened at page ${startPage}, so page 10 was never reached`);
    return { firstPage, startPage, turnMs, memoryAtPage10, memoryAfterTurns };
  } finally {
    await close();
  }
}
