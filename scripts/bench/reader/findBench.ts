/**
 * Find in the 600-page book, ours beside pdf.js's viewer with its own find controller (viewer.ts), each opened
 * afresh on loopback with page 1 shown and a second to settle: a query typed in the side's find field and Enter
 * pressed, then the time from that keydown to the first result reported and to every page searched (each side's
 * `<side>:find-first-result` and `<side>:find-done` marks), and the number of matches found. Then a second query,
 * whose pages' texts both sides have kept from the first.
 */
import type { Browser, Page } from '@playwright/test';
import { open, type Side } from './measure';
import { READ_KEYDOWNS } from './pageInstrumentation';

/**
 * Words of the seeded 600-page book that occur throughout it: "minutes" about 1,100 times on over 550 pages,
 * "notice" about 700 times on over 450 (counted with pdf.js from the seed's PDF).
 */
export const FIND_QUERIES = ['minutes', 'notice'] as const;
const SETTLE_BEFORE_FIND_MS = 1000;
const FIND_TIMEOUT_MS = 120_000;

/** One query's figures on one side. */
export interface QueryFigures {
  query: string;
  firstResultMs: number | null;
  allResultsMs: number;
  results: number;
}

/** Evaluated in the page: the first `name` mark at or after `after` (its time and detail), waiting for it. */
const awaitMark = (name: string, after: number) => `(() => {
  const find = () => performance.getEntriesByName(${JSON.stringify(name)}, 'mark')
    .find((mark) => mark.startTime >= ${after});
  const read = (mark) => ({ at: mark.startTime, detail: mark.detail ?? null });
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(read(found));
    const observer = new PerformanceObserver(() => {
      const seen = find();
      if (seen) {
        observer.disconnect();
        resolve(read(seen));
      }
    });
    observer.observe({ type: 'mark' });
  });
})()`;

interface Mark {
  at: number;
  detail: { results?: number } | null;
}

async function markAfter(page: Page, name: string, after: number): Promise<Mark> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>(
    (_resolve, reject) =>
      (timer = setTimeout(
        () => reject(new Error(`no '${name}' mark within ${FIND_TIMEOUT_MS / 1000} s`)),
        FIND_TIMEOUT_MS,
      )),
  );
  try {
    return (await Promise.race([page.evaluate(awaitMark(name, after)), timedOut])) as Mark;
  } finally {
    clearTimeout(timer);
  }
}

/** The side's find field: ours behind its Find toggle, the viewer's on its page. */
async function findField(page: Page, side: Side) {
  if (side.name === 'viewer') return page.locator('#find');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  return page.getByRole('searchbox', { name: 'Find in this book' });
}

/** Opens the side afresh and times each of FIND_QUERIES in turn. */
export async function measureFind(browser: Browser, side: Side): Promise<QueryFigures[]> {
  const { page, close } = await open(browser, side, false);
  const marks = side.name === 'ours' ? 'reader' : 'viewer';
  try {
    await page.waitForTimeout(SETTLE_BEFORE_FIND_MS);
    const field = await findField(page, side);
    const figures: QueryFigures[] = [];
    for (const query of FIND_QUERIES) {
      await field.fill(query);
      await field.press('Enter');
      const keydowns = (await page.evaluate(READ_KEYDOWNS)) as Array<{ key: string; at: number }>;
      const pressed = [...keydowns].reverse().find((keydown) => keydown.key === 'Enter');
      if (!pressed) throw new Error(`${side.name}: the page did not see Enter in its find field`);
      const done = await markAfter(page, `${marks}:find-done`, pressed.at);
      // Set before the search ends, if it found anything at all.
      const first = (await page.evaluate(
        `performance.getEntriesByName('${marks}:find-first-result', 'mark').find((mark) => mark.startTime >= ${pressed.at})?.startTime ?? null`,
      )) as number | null;
      figures.push({
        query,
        firstResultMs: first === null ? null : first - pressed.at,
        allResultsMs: done.at - pressed.at,
        results: done.detail?.results ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    await close();
  }
}
