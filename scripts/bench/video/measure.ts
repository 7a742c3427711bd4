/**
 * How one side (the app's lesson player, or a bare <video> element) is measured, each time in a fresh browser
 * context, as on a first visit (empty cache, nothing stored but the demo's session), in a 1280 × 800 window:
 * - opening: navigation start to the first frame shown (pageInstrumentation.ts says how a frame is seen), on
 *   loopback and with the page's network throttled through CDP as the reader's is (
 *   THROTTLED, freshPage.ts: the video's own range requests included);
 * - seek: once playing, currentTime set to 70 % of the clip, until the next frame shown after `seeked`, the
 *   element playing: playback resumed there;
 * - soak: minutes of playback on loopback, looped, with seeks spread across them, and the JS heap after forced
 *   garbage collection at its start and its end (heap.ts).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { jsHeapAfterGc } from '../heap';
import { firstShownTimeoutMs, openFreshPage, type FreshPage, type FreshPageTarget } from '../freshPage';
import {
  AWAIT_FIRST_FRAME,
  INSTRUMENT_PAGE,
  LOOP,
  READ_PLAYBACK,
  READ_SOURCE,
  requestsBefore,
  seekWhilePlaying,
  START_PLAYING,
  type FirstFrameMarks,
  type PlaybackState,
  type SeekMarks,
} from './pageInstrumentation';
import type { OpeningFigures, SoakFigures } from './report';

/** One side; the player forgets the lesson's place before each opening, so it opens at 0:00 as the bare one. */
export interface Side extends FreshPageTarget {
  name: 'player' | 'bare';
}

/** Where the measured seek goes: far enough into the clip that, throttled, the element cannot have it yet. */
export const SEEK_FRACTION = 0.7;
const CONTEXT_OPTIONS: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const SEEK_TIMEOUT_MS = 60_000;

type Opened = FreshPage & { firstFrame: FirstFrameMarks };

/**
 * `work` in the page, or an error after `timeout` ms that says what the page shows instead (a sign-in prompt,
 * a failure message).
 */
async function within<T>(page: Page, side: Side, work: Promise<T>, timeout: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeout)));
  try {
    const done = await Promise.race([work, timedOut]);
    if (done !== 'timed out') return done;
  } finally {
    clearTimeout(timer);
  }
  const shown = (await page.evaluate('document.body?.innerText ?? ""')) as string;
  throw new Error(
    `${side.name}: no ${what} within ${timeout / 1000} s at ${page.url()}; ` +
      `the page shows: ${JSON.stringify(shown.replace(/\s+/g, ' ').slice(0, 300))}`,
  );
}

async function open(browser: Browser, side: Side, throttled: boolean): Promise<Opened> {
  const { ready, ...opened } = await openFreshPage(
    browser,
    side,
    { contextOptions: CONTEXT_OPTIONS, initScript: INSTRUMENT_PAGE, throttled },
    async (page) => {
      const shown = page.evaluate(AWAIT_FIRST_FRAME) as Promise<FirstFrameMarks>;
      const firstFrame = await within(page, side, shown, firstShownTimeoutMs(throttled), 'first frame');
      // Both sides must be timed to the same frame: a player that resumed elsewhere would show another.
      if (firstFrame.mediaTime > 1)
        throw new Error(`${side.name} opened at ${firstFrame.mediaTime} s, not at the start`);
      return firstFrame;
    },
  );
  return { ...opened, firstFrame: ready };
}

async function play(page: Page, side: Side): Promise<void> {
  await within(page, side, page.evaluate(START_PLAYING), SEEK_TIMEOUT_MS, 'playback after play()');
}

async function seek(page: Page, side: Side, fraction: number): Promise<SeekMarks> {
  const marks = page.evaluate(seekWhilePlaying(fraction)) as Promise<SeekMarks>;
  return within(page, side, marks, SEEK_TIMEOUT_MS, `frame after a seek to ${Math.round(fraction * 100)} %`);
}

/** A request the page made to the backend before its first frame. */
export interface RequestSpan {
  path: string;
  startMs: number;
  endMs: number;
}

/** Opens the lesson, then plays it and seeks to SEEK_FRACTION, in one fresh context. */
export async function measureOpening(
  browser: Browser,
  side: Side,
  throttled: boolean,
): Promise<OpeningFigures & { seeked: SeekMarks; source: string; requests: RequestSpan[] }> {
  const { page, firstFrame, close } = await open(browser, side, throttled);
  try {
    const requests = (await page.evaluate(requestsBefore(firstFrame.at))) as RequestSpan[];
    const source = (await page.evaluate(READ_SOURCE)) as string;
    await play(page, side);
    const seeked = await seek(page, side, SEEK_FRACTION);
    return {
      firstFrameMs: firstFrame.at,
      loadStartMs: firstFrame.loadStartAt,
      seekMs: seeked.ms,
      seekTargetBuffered: seeked.targetBuffered,
      seeked,
      source,
      requests,
    };
  } finally {
    await close();
  }
}

/**
 * Where the soak's `index`-th seek goes, as a share of the clip: spread over 10–90 % by the golden ratio, so
 * no two seeks go to the same place and the clip's every part is visited.
 */
export const soakSeekFraction = (index: number): number => 0.1 + ((index * 0.618034) % 0.8);

/** What the soak does when: a seek (its number, from 1), or a reading of the heap (at each whole minute). */
export type SoakStep = { atMs: number } & ({ kind: 'seek'; index: number } | { kind: 'heap' });

/** `seeks` seeks spread evenly across `minutes` (none at the very start or end), and the heap at each minute. */
export function soakSchedule(minutes: number, seeks: number): SoakStep[] {
  const totalMs = minutes * 60_000;
  const steps: SoakStep[] = [
    ...Array.from({ length: seeks }, (_, i) => ({
      atMs: (totalMs * (i + 1)) / (seeks + 1),
      kind: 'seek' as const,
      index: i + 1,
    })),
    ...Array.from({ length: minutes }, (_, i) => ({ atMs: (i + 1) * 60_000, kind: 'heap' as const })),
  ];
  return steps.sort((a, b) => a.atMs - b.atMs);
}

/**
 * The soak: the lesson opened on loopback and played, looped, for `minutes`, with `seeks` seeks spread evenly
 * across the time; the JS heap after GC once playing and after each minute (the last still playing), so the
 * figures show whether it grows with the playback or settles.
 */
export async function measureSoak(
  browser: Browser,
  side: Side,
  { minutes, seeks }: { minutes: number; seeks: number },
): Promise<SoakFigures & { seekMs: number[]; playback: PlaybackState }> {
  const { page, cdp, close } = await open(browser, side, false);
  try {
    await play(page, side);
    await page.evaluate(LOOP);
    const heapBytes = [await jsHeapAfterGc(cdp)];
    const startedAt = Date.now();
    const seekMs: number[] = [];
    for (const step of soakSchedule(minutes, seeks)) {
      await page.waitForTimeout(Math.max(0, startedAt + step.atMs - Date.now()));
      if (step.kind === 'seek') seekMs.push((await seek(page, side, soakSeekFraction(step.index))).ms);
      else heapBytes.push(await jsHeapAfterGc(cdp));
    }
    const playback = (await page.evaluate(READ_PLAYBACK)) as PlaybackState;
    if (!playback.playing) throw new Error(`${side.name}: not playing after the soak: ${JSON.stringify(playback)}`);
    return { minutes, seeks, heapBytes, seekMs, playback };
  } finally {
    await close();
  }
}
