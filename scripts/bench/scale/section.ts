/**
 * Scale, in `npm run bench`: the screens a visitor opens first, with the
 * default seed (160 ebooks) and with 100,000 more — how many bytes each
 * downloads from the backend and how long each of its requests takes — and
 * the search with and without its trigram index.
 *
 * Requests counted: everything the page sends to the backend's address, i.e.
 * the REST and RPC reads, auth (a visitor sends none) and storage (the covers,
 * reported apart from the JSON answers). CORS preflights are not visible to
 * the page and are left out.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import type { Database } from '../../../server/src/db/database';
import type { BenchContext } from '../context';
import type { SectionResult } from '../figures';
import { captureScreen, type ScreenVisit } from './captureScreen';
import { replay, type ReplayTimes } from './replay';
import {
  downloadFigures,
  requestsToReplay,
  searchIndexFigures,
  timeFigures,
  type MeasuredRequest,
  type ScreenMeasure,
  type SearchIndexTimes,
} from './report';
import { withoutTrigramIndex } from './trigramIndex';

export interface ScaleOptions {
  /** Timed runs of each request (after a few warm-up runs). */
  requests?: number;
}

/**
 * A word in the names of 31 seeded ebooks and of no synthetic one, so the
 * search fills its 20 results with either database and the two download the
 * same rows: what differs is only the catalogue the search looks through.
 */
export const SEARCH_TEXT = 'handbook';
/** A search nothing matches: without the index it must read every name, which is where the index counts. */
export const UNMATCHED_SEARCH_TEXT = 'zzqx';

const productLink = (page: Page) => page.getByRole('main').locator('a[href^="/ebook?id="]');

function screens(ebookId: number): ScreenVisit[] {
  return [
    { path: '/', content: productLink },
    { path: '/ebooks', content: productLink },
    { path: `/ebook?id=${ebookId}`, content: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
    { path: `/search?q=${encodeURIComponent(SEARCH_TEXT)}`, content: productLink },
  ];
}

/** The seeded ebook with the most reviews, so the detail screen's reviews request returns rows. */
async function reviewedEbook(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select r.product_id as id from public."Reviews" r
     join public."MentoriaDatabase" p on p."ID" = r.product_id
     group by r.product_id order by count(*) desc, r.product_id limit 1`,
  );
  if (!rows[0]) throw new Error('the seed has no reviewed ebook');
  return Number(rows[0].id);
}

async function measureScreens(
  ctx: BenchContext,
  visits: readonly ScreenVisit[],
  runs: number,
): Promise<ScreenMeasure[]> {
  const measures: ScreenMeasure[] = [];
  for (const visit of visits) {
    const requests: MeasuredRequest[] = await captureScreen(ctx.browser, ctx.appUrl, ctx.backendUrl, visit);
    for (const request of requestsToReplay(requests)) request.times = await replay(request, runs);
    measures.push({ screen: visit.path, requests });
  }
  return measures;
}

function withSearchText(url: string, text: string): string {
  const address = new URL(url);
  address.searchParams.set('search', text);
  return address.href;
}

function searchRequests(measures: readonly ScreenMeasure[]): Array<{ label: string; request: MeasuredRequest }> {
  const search = measures
    .flatMap((measure) => measure.requests)
    .find((request) => new URL(request.url).pathname === '/rest/v1/rpc/search_products');
  if (!search) return [];
  // The app reads the search by GET, its arguments in the address (productsApi.ts); a POST sends them as JSON.
  const unmatched = search.body
    ? { ...search, body: JSON.stringify({ ...JSON.parse(search.body), search: UNMATCHED_SEARCH_TEXT }) }
    : { ...search, url: withSearchText(search.url, UNMATCHED_SEARCH_TEXT) };
  return [
    { label: `“${SEARCH_TEXT}”`, request: search },
    { label: `“${UNMATCHED_SEARCH_TEXT}” (no match)`, request: unmatched },
  ];
}

/**
 * Without its index a search that matches nothing reads every name (0.3–0.5 s
 * at 100,000 on a 2-core machine), so it is timed fewer times (its p95 is then
 * the 19th of 20) to keep the section within two minutes.
 */
const unindexedRuns = (runs: number) => Math.min(runs, 20);

export async function scaleSection(ctx: BenchContext, options: ScaleOptions = {}): Promise<SectionResult> {
  const runs = options.requests ?? 200;
  const seedDb = await ctx.useDatabase('seed');
  const visits = screens(await reviewedEbook(seedDb));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  ctx.log(`scale: the seed's screens (${runs} runs per request)`);
  const seed = await measureScreens(ctx, visits, runs);

  const scaleDb = await ctx.useDatabase('scale');
  ctx.log(`scale: the screens with ${ctx.scale} more ebooks (${elapsed()})`);
  const scale = await measureScreens(ctx, visits, runs);

  ctx.log(`scale: the search with and without its trigram index (${elapsed()})`);
  const searches = searchRequests(scale);
  const withIndex: ReplayTimes[] = [];
  for (const { request } of searches) withIndex.push(await replay(request, runs));
  const withoutIndex = await withoutTrigramIndex(scaleDb, async () => {
    const times: ReplayTimes[] = [];
    for (const { request } of searches) times.push(await replay(request, unindexedRuns(runs)));
    return times;
  });
  const searchTimes: SearchIndexTimes[] = searches.map(({ label }, i) => ({
    label,
    withIndex: withIndex[i]!,
    withoutIndex: withoutIndex[i]!,
  }));

  ctx.log(`scale: done (${elapsed()})`);
  return {
    figures: [...downloadFigures(seed, scale), ...timeFigures(seed, scale), ...searchIndexFigures(searchTimes)],
    details: { runs, unindexedRuns: unindexedRuns(runs), ebooks: ctx.scale, seed, scale, search: searchTimes },
  };
}
