/**
 * The catalogue's indexes serve the queries the app sends (docs/product.md#load-what-the-screen-shows), so the
 * screens stay fast on 100,000 ebooks: with that many synthetic ebooks and
 * fresh statistics, none of these queries scans the whole products table,
 * and a page of the videos list deep in 25,000 videos starts at its cursor in an index.
 * (Plan shapes are deterministic for a given schema and data; timings live in
 * `npm run bench`.)
 */
import type { Queryable } from '../../server/src/db/database';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
const SYNTHETIC_ROWS = 100_000;

beforeAll(async () => {
  t = await startTestBackend();
  await t.backend.db.query(
    `insert into public."MentoriaDatabase" ("Name", "Categories", "Type", "Premium", "Regular_Price", created_at)
     -- Names differ the way real titles do (md5 text), so a searched word is selective.
    select 'Synthetic ' || md5(n::text),
            c.name, case when n % 3 = 0 then 'Guide' else 'Ebook' end, n % 2 = 0,
            case when n % 2 = 0 then 23 else 0 end,
            timestamptz '2026-01-01' - make_interval(mins => n)
     from generate_series(1, $1::int) n
     join public.categories c on c.position = 1 + n % 65`,
    [SYNTHETIC_ROWS],
  );
  await t.backend.db.query('analyze public."MentoriaDatabase"');
  // The large seed's 25,000 videos (a quarter of its ebooks), for the videos list's pages.
  await t.backend.db.query(
    `insert into public."Videos" ("Name", "Categories", created_at)
     select 'Synthetic video ' || n, c.name, timestamptz '2026-01-01' - make_interval(mins => 4 * n)
     from generate_series(1, $1::int) n
     join public.categories c on c.position = 1 + n % 65`,
    [SYNTHETIC_ROWS / 4],
  );
  await t.backend.db.query('analyze public."Videos"');
}, 120_000);
afterAll(() => t.stop());

async function plan(db: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const fullScan = /Seq Scan on "MentoriaDatabase"/;

test.each([
  [
    'the Name search (ilike, wildcards both sides)',
    `select * from "MentoriaDatabase" where "Name" ilike $1 limit 50`,
    ['%a36e841c52%'] /* part of md5('2999') */,
  ],
  [
    'a category page, newest first',
    `select * from "MentoriaDatabase" where "Categories" = $1 order by created_at desc, "ID" desc limit 24`,
    ['SEO'],
  ],
  ['Recently Added', `select * from "MentoriaDatabase" order by created_at desc, "ID" desc limit 10`, []],
  [
    'related ebooks (same Type and category)',
    `select * from "MentoriaDatabase" where "Type" = $1 and "Categories" = $2 limit 10`,
    ['Guide', 'AI'],
  ],
  ['the price range filter', `select * from "MentoriaDatabase" where "Price" between $1 and $2 limit 24`, [14, 16]],
  [
    'the Free toggle',
    `select * from "MentoriaDatabase" where "Regular_Price" = 0 and "Categories" = $1 order by created_at desc limit 24`,
    ['SEO'],
  ],
  ['a product by ID', `select * from "MentoriaDatabase" where "ID" = $1`, [12345]],
  [
    'a page of the ebooks list deep in the catalogue (keyset: after the last row shown)',
    `select * from "MentoriaDatabase" where created_at <= $1 and (created_at < $1 or "ID" < $2)
     order by created_at desc, "ID" desc limit 25`,
    ['2025-12-01T00:00:00+00:00', 60_000],
  ],
])('%s uses an index', async (_name, sql, params) => {
  const text = await plan(t.backend.db, sql, params);
  if (process.env.SHOW_PLANS) console.log(text);
  expect(text).not.toMatch(fullScan);
});

/** A query's plan as a visitor's request would run it (RLS applies), under a function's settings. */
async function planAsVisitor(settings: string[], sql: string, params: unknown[]): Promise<string> {
  return t.backend.db.transaction(async (tx) => {
    await tx.query('set local role anon');
    for (const setting of settings) await tx.query(`set local ${setting}`);
    return plan(tx, sql, params);
  });
}

test.each([
  [
    'a page of all videos deep in the list (keyset: after the last row shown)',
    `select * from "Videos" where created_at <= $1 and (created_at < $1 or "ID" < $2)
     order by created_at desc, "ID" desc limit 61`,
    ['2025-12-01T00:00:00+00:00', 12_000],
    'Videos_created_idx',
  ],
  [
    'a page of one category’s videos deep in the list (keyset)',
    `select * from "Videos" where "Categories" = $3 and created_at <= $1 and (created_at < $1 or "ID" < $2)
     order by created_at desc, "ID" desc limit 61`,
    ['2025-12-01T00:00:00+00:00', 12_000, 'SEO'],
    'Videos_category_created_idx',
  ],
])('%s reads down its index from the cursor', async (_name, sql, params, index) => {
  const text = await plan(t.backend.db, sql, params);
  if (process.env.SHOW_PLANS) console.log(text);
  expect(text).toMatch(new RegExp(`Index Scan using "${index}" on "Videos"`));
  expect(text).toMatch(/Index Cond: .*created_at <=/);
  expect(text).not.toMatch(/Seq Scan on "Videos"|Sort/);
});

test('search reads the next ebooks after its cursor down the list’s index, as an API role under RLS', async () => {
  // The body of search_products_in_list_order, with its settings, a page deep in the list.
  const text = await planAsVisitor(
    ['enable_seqscan = off', 'enable_bitmapscan = off'],
    `select listed.* from (
       select p.* from "MentoriaDatabase" p where (p.created_at, p."ID") < ($1::timestamptz, $2::bigint)
       order by p.created_at desc, p."ID" desc limit 1000
     ) listed where listed."Name" ilike $3 order by listed.created_at desc, listed."ID" desc limit 21`,
    ['2025-12-01T00:00:00+00:00', 60_000, '%zzqx%'],
  );
  if (process.env.SHOW_PLANS) console.log(text);
  expect(text).toMatch(/Index Scan using "MentoriaDatabase_created_idx"/);
  expect(text).toMatch(/Index Cond: \(ROW\(created_at, "ID"\) </);
  expect(text).not.toMatch(fullScan);
});

test('search finds the rest of a rare text’s matches through the trigram index, as an API role under RLS', async () => {
  // The body of search_products_by_trigrams_after, with its settings.
  const text = await planAsVisitor(
    ['enable_seqscan = off', 'enable_indexscan = off'],
    `with matches as materialized (select p.* from "MentoriaDatabase" p where p."Name" ilike $1)
     select m.* from matches m where (m.created_at, m."ID") < ($2::timestamptz, $3::bigint)
     order by m.created_at desc, m."ID" desc limit 21`,
    ['%zzqx%', '2025-12-01T00:00:00+00:00', 60_000],
  );
  expect(text).toMatch(/MentoriaDatabase_name_trgm_idx/);
  expect(text).not.toMatch(fullScan);
});

test('the home rows function reads each category through its index', async () => {
  const text = await plan(t.backend.db, 'select * from public.home_rows(10)');
  // The function is SQL and inlined or run per category; either way, no full scan per call.
  expect(text).not.toMatch(fullScan);
});

test('Home’s category headings probe each category through its index, never reading the catalogue', async () => {
  // The function's own body (a function with settings is not inlined, so EXPLAIN of the call would
  // show only a Function Scan), planned as an API role: it is security invoker, so RLS applies.
  const { rows } = await t.backend.db.query<{ body: string }>(
    `select prosrc as body from pg_proc where proname = 'home_categories' and pronamespace = 'public'::regnamespace`,
  );
  const body = rows[0]?.body ?? '';
  expect(body).toMatch(/MentoriaDatabase/);
  const text = await t.backend.db.transaction(async (tx) => {
    await tx.query('set local role anon');
    return plan(tx, body);
  });
  if (process.env.SHOW_PLANS) console.log(text);
  // An index on "Categories" (Postgres 18 may pick ("Type", "Categories") and skip over its few types).
  expect(text).toMatch(/Index (Only )?Scan using "MentoriaDatabase_\w+" on "MentoriaDatabase"/);
  expect(text).not.toMatch(fullScan);
});
