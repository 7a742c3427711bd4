/**
 * Issue 9: a word in many names is searched by reading the catalogue in its
 * stored order rather than through the trigram index (which gathers every
 * match before the limit applies), and a rare word still through the index
 * (supabase/migrations/20261122000300_search_common_words.sql). Either way a
 * visitor gets the answer the index alone gives: the same ebooks, in the same order.
 */
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
const ADDED_EBOOKS = 3000;

beforeAll(async () => {
  t = await startTestBackend();
  // One name in three has "Workshop" (common); one in a thousand "Almanac" (rare).
  await t.backend.db.query(
    `insert into public."MentoriaDatabase" ("Name", "Categories", created_at)
     select case when n % 1000 = 0 then 'Almanac ' when n % 3 = 0 then 'Workshop ' else 'Notes ' end || md5(n::text),
            'SEO', timestamptz '2026-01-01' - make_interval(mins => n)
     from generate_series(1, $1::int) n`,
    [ADDED_EBOOKS],
  );
  await t.backend.db.query('analyze public."MentoriaDatabase"');
}, 120_000);
afterAll(() => t.stop());

async function ids(fn: 'search_products' | 'search_products_by_trigrams', args: Record<string, unknown>) {
  const { data, error } = await t.anonClient().rpc(fn, args);
  if (error) throw new Error(error.message);
  return (data as { ID: number }[]).map((row) => row.ID);
}

test.each([
  ['a word in a third of the names', 'workshop', 20],
  ['a word in a third of the names, up to 100 results', 'workshop', 100],
  ['a word in three names', 'almanac', 20],
  ['a word in no name', 'zzqx', 20],
])('%s: the same ebooks, in the same order, as through the trigram index', async (_case, text, max) => {
  const found = await ids('search_products', { search: text, max_results: max });
  const throughIndex = await ids('search_products_by_trigrams', { escaped: text, wanted: max });

  expect(found).toEqual(throughIndex);
  expect(found.length).toBe(text === 'workshop' ? max : text === 'almanac' ? 3 : 0);
});

test('the helpers search uses hand a visitor no more than search would: 100 ebooks at most', async () => {
  const { data: everyName, error } = await t
    .anonClient()
    .rpc('search_products_in_stored_order', { escaped: '', wanted: 1_000_000 });
  expect(error).toBeNull();
  expect(everyName?.length).toBe(100);

  const { data: matches } = await t
    .anonClient()
    .rpc('search_products_matches_in_first_rows', { escaped: '', wanted: 1_000_000, scanned: 1_000_000 });
  expect(matches).toBe(100);
});
