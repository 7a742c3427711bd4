/**
 * Search a page at a time (supabase/migrations/20261128000200_search_pages.sql):
 * the reader goes through every ebook whose name holds the text, newest first
 * as in the ebooks list, each page after the last ebook shown, never one twice
 * nor one skipped. The same whether the text is in many names (found by reading
 * the list in order), in few (through the trigram index) or in between (both),
 * and for texts too short for trigrams. How many match is counted up to a bound.
 */
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
const ADDED_EBOOKS = 3000;

beforeAll(async () => {
  t = await startTestBackend();
  // One name in three has "Workshop" (common), one in a hundred "Compass", one in a thousand "Almanac"
  // (rare). Every tenth ebook shares its minute with the next, so ties on created_at are ordered by ID.
  await t.backend.db.query(
    `insert into public."MentoriaDatabase" ("Name", "Categories", created_at)
     select case when n % 1000 = 0 then 'Almanac ' when n % 100 = 0 then 'Compass ' when n % 3 = 0 then 'Workshop '
                 else 'Notes ' end || md5(n::text),
            'SEO', timestamptz '2026-01-01' - make_interval(mins => n - (n % 10 = 1)::int)
     from generate_series(1, $1::int) n`,
    [ADDED_EBOOKS],
  );
  await t.backend.db.query('analyze public."MentoriaDatabase"');
}, 120_000);
afterAll(() => t.stop());

interface Row {
  ID: number;
  created_at: string;
}

/** Every ebook whose name holds the text, in the ebooks list's order: what paging must add up to. */
async function everyMatchInListOrder(text: string): Promise<number[]> {
  const { rows } = await t.backend.db.query<{ id: string }>(
    `select "ID" as id from public."MentoriaDatabase" where strpos(lower("Name"), lower($1)) > 0
     order by created_at desc, "ID" desc`,
    [text],
  );
  return rows.map((row) => Number(row.id));
}

/** One page as a visitor asks for it, after the cursor when there is one. */
async function page(text: string, size: number, after?: Row): Promise<Row[]> {
  const cursor = after ? { after_created_at: after.created_at, after_id: after.ID } : {};
  const { data, error } = await t
    .anonClient()
    .rpc('search_products', { search: text, max_results: size, ...cursor }, { get: true });
  if (error) throw new Error(error.message);
  return data as Row[];
}

/** Every page in turn, each after the last ebook of the one before, until one comes back short. */
async function pageThrough(text: string, size: number): Promise<number[]> {
  const seen: number[] = [];
  let after: Row | undefined;
  for (;;) {
    const rows = await page(text, size, after);
    seen.push(...rows.map((row) => Number(row.ID)));
    if (rows.length < size) return seen;
    after = rows.at(-1);
  }
}

test.each([
  ['a text in a third of the names', 'workshop', 100],
  ['a text in one name out of a hundred', 'compass', 21],
  ['a text in three names', 'almanac', 2],
  ['a text in no name', 'zzqx', 21],
  ['a text of two letters', 'a1', 21],
])(
  '%s: page after page, every match once, newest first',
  async (_case, text, size) => {
    const expected = await everyMatchInListOrder(text);
    expect(await pageThrough(text, size)).toEqual(expected);
  },
  60_000,
);

test('called as before, with the text alone, search answers the first page: the newest 20 matches', async () => {
  const { data, error } = await t.anonClient().rpc('search_products', { search: 'workshop' });
  expect(error).toBeNull();
  expect((data as Row[]).map((row) => Number(row.ID))).toEqual((await everyMatchInListOrder('workshop')).slice(0, 20));
});

test('how many ebooks match is counted, up to the bound asked for (at most 1,000)', async () => {
  const count = async (search: string, up_to?: number) => {
    const { data, error } = await t.anonClient().rpc('search_products_count', { search, up_to }, { get: true });
    if (error) throw new Error(error.message);
    return data as number;
  };
  expect(await count('compass')).toBe((await everyMatchInListOrder('compass')).length);
  expect(await count('a1')).toBe((await everyMatchInListOrder('a1')).length);
  expect(await count('workshop')).toBe((await everyMatchInListOrder('workshop')).length);
  // "Notes" is in some 2,000 names: past the bound.
  expect(await count('notes')).toBe(1000);
  expect(await count('notes', 50)).toBe(50);
  expect(await count('notes', 1_000_000)).toBe(1000);
  expect(await count('   ')).toBe(0);
});

test('the helpers search uses hand a visitor no more than search would: 100 ebooks at most', async () => {
  const anon = t.anonClient();
  const inListOrder = await anon.rpc('search_products_in_list_order', {
    escaped: '',
    wanted: 1_000_000,
    after_created_at: null,
    after_id: null,
    scanned: 1_000_000,
  });
  expect(inListOrder.error).toBeNull();
  expect(inListOrder.data?.length).toBe(100);

  const byTrigrams = await anon.rpc('search_products_by_trigrams_after', {
    escaped: '',
    wanted: 1_000_000,
    after_created_at: null,
    after_id: null,
  });
  expect(byTrigrams.error).toBeNull();
  expect(byTrigrams.data?.length).toBe(100);

  const counted = await anon.rpc('search_products_count_by_trigrams', { escaped: '', up_to: 1_000_000 });
  expect(counted.data).toBe(1000);
});
