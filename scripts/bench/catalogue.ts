/**
 * `npm run bench:queries` (or `npm run bench:queries -- --scale 100000 --runs 40`): how fast the
 * backend answers the catalogue queries the app sends, on a large catalogue.
 * It builds a scratch database (the seed plus N synthetic ebooks), starts the
 * backend in-process on a free port, and times each query through supabase-js,
 * printing the median and 95th percentile. Timings vary with the machine's load:
 * they are for comparing changes on one machine, not for tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../../server/src/backend';
import { configFromEnv } from '../../server/src/shared/config';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/openDatabase';
import { addScaleData } from '../../server/src/seed/scale';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { EBOOKS_PAGE_SIZE } from '../../src/config/constants';
import { SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, productColumn } from '../../src/features/products/products';
import { REVIEWS_PAGE_SIZE, reviewColumn } from '../../src/features/reviews/reviews';
import { VIDEO_PAGE_SIZE, videoColumn } from '../../src/features/videos/videos';
import { FIRST_PAGE, cursorOf, pageOf, type KeysetCursor } from '../../src/lib/keysetPages';
import { PASSAGES_PAGE_SIZE, passageCursorOf, type PassageCursor } from '../../src/features/search/passages';

/** The product's goal for passage search (docs/product.md#the-reader-is-a-study-tool). */
const PASSAGE_P95_GOAL_MS = 50;
const PASSAGES = 'passages:';

function percentile(times: number[], q: number): string {
  const sorted = [...times].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
}

/**
 * Passage search as searchPassages asks for it (src/features/search/passagesApi.ts): a first page for what
 * people search for (a common word, a topic, a phrase in quotes, a rare word, nothing indexed), and a page
 * after the first, as a visitor.
 */
async function passageQueries(client: SupabaseClient): Promise<Record<string, () => PromiseLike<{ error: unknown }>>> {
  const page = (search: string, after?: PassageCursor) =>
    client.rpc('search_passages', { search, max_results: PASSAGES_PAGE_SIZE + 1, ...after }, { get: true });
  const { data: first, error } = await page('pricing strategy');
  const last = first?.[PASSAGES_PAGE_SIZE - 1];
  if (error || !last) throw new Error(`passage search found too little: ${JSON.stringify(error)}`);
  const cursor = passageCursorOf(last);
  const searches = ['progress', 'pricing strategy', 'email list', '"a little accountability"', 'bakery', 'zzqx'];
  return {
    ...Object.fromEntries(searches.map((search) => [`${PASSAGES} ${search}`, () => page(search)])),
    [`${PASSAGES} pricing strategy, the page after`]: () => page('pricing strategy', cursor),
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const scale = option('scale', 100_000);
const runs = option('runs', 30);
const dataDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-'));
const config = {
  ...configFromEnv({ ...process.env, MENTORIA_DATA_DIR: dataDir }),
  host: '127.0.0.1',
  port: 0,
};

try {
  const db = await openDatabase(config);
  await migrate(db);
  await seedIfEmpty({ db, storageDir: config.storageDir, log: () => undefined });
  if (scale > 0) await addScaleData(db, scale, () => undefined);
  await db.exec('analyze');
  const backend = await startBackend({ config, db, prepare: false });
  const client = createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const products = () => client.from('MentoriaDatabase');
  const newestFirst = { ascending: false } as const;

  // The lists' pages as their endpoints ask for them, through the app's own keyset paging
  // (src/lib/keysetPages.ts, pageOf): newest first, a page and one row more (to know whether
  // more follow), each page after the last row of the one before. `cursorAt` finds the row a
  // page deep in a list of ebooks or videos starts after.
  const after = (cursor: KeysetCursor) => ({ index: 1, after: cursor });
  async function cursorAt(
    offset: number,
    category?: string,
    table: 'MentoriaDatabase' | 'Videos' = 'MentoriaDatabase',
  ): Promise<KeysetCursor> {
    let query = client.from(table).select('ID,created_at');
    if (category) query = query.eq('Categories', category);
    const { data, error } = await query
      .order('created_at', newestFirst)
      .order('ID', newestFirst)
      .range(offset, offset)
      .single();
    if (error || !data) throw new Error(`no row at ${offset}: ${JSON.stringify(error)}`);
    return cursorOf(data, productColumn);
  }
  const middleOffset = Math.floor((scale + 160) / 2);
  const middle = await cursorAt(middleOffset);
  const searchPage = (search: string, cursor?: KeysetCursor) =>
    client.rpc(
      'search_products',
      {
        search,
        max_results: SEARCH_PAGE_SIZE + 1,
        ...(cursor ? { after_created_at: cursor.createdAt, after_id: cursor.id } : {}),
      },
      { get: true },
    );
  const searchCount = (search: string) =>
    client.rpc('search_products_count', { search, up_to: SEARCH_COUNT_LIMIT }, { get: true });
  // The seed has 7 SEO ebooks, so even without synthetic ones a page follows the 5th.
  const seoNext = await cursorAt(4, 'SEO');
  const ebooks = () => products().select('*');
  // The videos' pages: a page from the middle of All, and from the middle of SEO's videos.
  const videos = () => client.from('Videos').select('*');
  async function middleOfVideos(category?: string): Promise<number> {
    let query = client.from('Videos').select('ID', { count: 'exact', head: true });
    if (category) query = query.eq('Categories', category);
    const { count, error } = await query;
    if (error || !count) throw new Error(`no videos${category ? ` in ${category}` : ''}: ${JSON.stringify(error)}`);
    return Math.floor(count / 2);
  }
  const videoMiddleOffset = await middleOfVideos();
  const videoMiddle = await cursorAt(videoMiddleOffset, undefined, 'Videos');
  const seoVideoOffset = await middleOfVideos('SEO');
  const seoVideoMiddle = await cursorAt(seoVideoOffset, 'SEO', 'Videos');
  // The most reviewed product, and the review its first page ends on.
  const { data: reviewed, error: reviewedError } = await client
    .from('Reviews')
    .select('product_id,id,created_at')
    .order('product_id')
    .limit(2000);
  if (reviewedError || !reviewed?.length) throw new Error(`no reviews: ${JSON.stringify(reviewedError)}`);
  const counts = new Map<number, number>();
  for (const row of reviewed) counts.set(row.product_id, (counts.get(row.product_id) ?? 0) + 1);
  const reviewedProduct = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const { data: firstReviews } = await client
    .from('Reviews')
    .select('id,created_at')
    .eq('product_id', reviewedProduct)
    .order('created_at', newestFirst)
    .order('id', newestFirst)
    .limit(REVIEWS_PAGE_SIZE);
  const lastShown = firstReviews?.at(-1);
  if (!lastShown) throw new Error('the most reviewed product has no reviews');
  const reviewCursor = cursorOf(lastShown, reviewColumn);
  const reviews = () => client.from('Reviews').select('*').eq('product_id', reviewedProduct);

  const queries: Record<string, () => PromiseLike<{ error: unknown }>> = {
    ...(await passageQueries(client)),
    'home category headings (rpc home_categories)': () => client.rpc('home_categories', undefined, { get: true }),
    'a home category row (10 newest of SEO)': () =>
      products()
        .select('*')
        .eq('Categories', 'SEO')
        .order('created_at', newestFirst)
        .order('ID', newestFirst)
        .limit(10),
    'recently added (10 newest)': () => products().select('*').order('created_at', { ascending: false }).limit(10),
    'ebooks list, first page (getProducts)': () => pageOf(ebooks(), productColumn, FIRST_PAGE, EBOOKS_PAGE_SIZE),
    [`ebooks list, page after row ${middleOffset} (keyset)`]: () =>
      pageOf(ebooks(), productColumn, after(middle), EBOOKS_PAGE_SIZE),
    'the same page by OFFSET (what keyset avoids)': () =>
      ebooks()
        .order('created_at', newestFirst)
        .order('ID', newestFirst)
        .range(middleOffset + 1, middleOffset + EBOOKS_PAGE_SIZE + 1),
    'SEO ebooks, a page after a cursor (keyset)': () =>
      pageOf(ebooks().in('Categories', ['SEO']), productColumn, after(seoNext), EBOOKS_PAGE_SIZE),
    'free ebooks, first page (Regular_Price = 0)': () =>
      pageOf(ebooks().eq('Regular_Price', 0), productColumn, FIRST_PAGE, EBOOKS_PAGE_SIZE),
    'ebooks priced 10$–20$, first page': () =>
      pageOf(ebooks().gte('Price', 10).lte('Price', 20), productColumn, FIRST_PAGE, EBOOKS_PAGE_SIZE),
    'search by name (ilike, 20)': () => products().select('*').ilike('Name', '%playbook%').limit(20),
    'search, no match': () => products().select('*').ilike('Name', '%zzqx%').limit(20),
    // The search's pages and count as searchProducts and countSearchMatches ask for them (productsApi.ts):
    // a word in a quarter of the synthetic names, one in some 1,700 of them, and one in none.
    'search_products rpc, first page ("playbook")': () => searchPage('playbook'),
    'search_products rpc, first page ("marketing")': () => searchPage('marketing'),
    'search_products rpc, no match': () => searchPage('zzqx'),
    [`search_products rpc, page after row ${middleOffset}`]: () => searchPage('playbook', middle),
    [`search_products rpc, "marketing" after row ${middleOffset}`]: () => searchPage('marketing', middle),
    'search_products_count rpc ("playbook")': () => searchCount('playbook'),
    'search_products_count rpc ("marketing")': () => searchCount('marketing'),
    'product by ID': () => products().select('*').eq('ID', 42).single(),
    'related (same Type and category, 12 newest)': () =>
      products()
        .select('*')
        .eq('Type', 'Ebook')
        .eq('Categories', 'AI')
        .neq('ID', 42)
        .order('created_at', newestFirst)
        .order('ID', newestFirst)
        .limit(12),
    'categories (chips, filters, videos row)': () => client.from('categories').select('*').order('position'),
    // The reviews tab's pages as getReviews asks for them (src/features/reviews/reviewsApi.ts).
    'reviews of a product, first page': () => pageOf(reviews(), reviewColumn, FIRST_PAGE, REVIEWS_PAGE_SIZE),
    'reviews of a product, the page after (keyset)': () =>
      pageOf(reviews(), reviewColumn, after(reviewCursor), REVIEWS_PAGE_SIZE),
    // The videos screen's pages as getVideos asks for them (src/features/videos/videosApi.ts).
    'videos, first page (All)': () => pageOf(videos(), videoColumn, FIRST_PAGE, VIDEO_PAGE_SIZE),
    [`videos, page after row ${videoMiddleOffset} (keyset)`]: () =>
      pageOf(videos(), videoColumn, after(videoMiddle), VIDEO_PAGE_SIZE),
    'the same videos page by OFFSET (the old paging)': () =>
      videos()
        .order('created_at', newestFirst)
        .order('ID', newestFirst)
        .range(videoMiddleOffset + 1, videoMiddleOffset + VIDEO_PAGE_SIZE + 1),
    'videos of one category, first page': () =>
      pageOf(videos().eq('Categories', 'SEO'), videoColumn, FIRST_PAGE, VIDEO_PAGE_SIZE),
    [`SEO videos, page after row ${seoVideoOffset} (keyset)`]: () =>
      pageOf(videos().eq('Categories', 'SEO'), videoColumn, after(seoVideoMiddle), VIDEO_PAGE_SIZE),
  };

  console.log(`Catalogue: seed + ${scale} synthetic ebooks; ${runs} runs per query (after 3 warm-up runs)\n`);
  console.log(`${'query'.padEnd(46)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)}`);
  const passageTimes: number[] = [];
  for (const [name, run] of Object.entries(queries)) {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const { error } = await run();
      times.push(performance.now() - start);
      if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
    }
    if (name.startsWith(PASSAGES)) passageTimes.push(...times);
    console.log(`${name.padEnd(46)} ${percentile(times, 0.5).padStart(10)} ${percentile(times, 0.95).padStart(10)}`);
  }
  // Nobody but the service role reads book_pages itself.
  const { count: pages } = await createClient(backend.url, backend.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
    .from('book_pages')
    .select('*', { count: 'exact', head: true });
  console.log(
    `\nPassage search, every query above together: p95 ${percentile(passageTimes, 0.95)} ms ` +
      `(goal: < ${PASSAGE_P95_GOAL_MS} ms with 100,000 indexed pages; ${pages ?? '?'} pages indexed here)`,
  );
  await backend.stop();
  await db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
