/**
 * The REST API through supabase-js: every query shape the app sends, against the
 * real backend. Tests create the rows they read, under a unique name prefix.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
const prefix = `RT ${randomUUID().slice(0, 8)}`;

interface Ebook {
  ID: number;
  Name: string;
  Categories: string;
  Regular_Price: number;
  'Sale Price': number | null;
  Price: number;
  Rating: number | null;
}

let books: Ebook[];

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
  anon = t.clientAs(t.anonKey);
  const { data, error } = await service
    .from('MentoriaDatabase')
    .insert([
      { Name: `${prefix} Alpha`, Categories: 'SEO', Regular_Price: 10, 'Sale Price': 5, Rating: 4.5 },
      { Name: `${prefix} Beta 50% off`, Categories: 'SEO', Regular_Price: 20, 'Sale Price': null, Rating: null },
      { Name: `${prefix} Gamma`, Categories: 'Tools', Regular_Price: 0, 'Sale Price': null, Rating: 3 },
    ])
    .select('ID,Name,Categories,Regular_Price,"Sale Price",Price,Rating')
    .order('ID');
  if (error) throw new Error(JSON.stringify(error));
  books = data as Ebook[];
});
afterAll(() => t.stop());

const ebookNames = () => anon.from('MentoriaDatabase').select('Name');
type Filtered = ReturnType<typeof ebookNames>;

const names = (rows: { Name: string }[] | null) => (rows ?? []).map((row) => row.Name.slice(prefix.length + 1));

describe('reading the catalogue', () => {
  test('select * returns every column with exact numbers, including generated and spaced names', async () => {
    const { data, error, status } = await anon.from('MentoriaDatabase').select('*').eq('ID', books[0]!.ID);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      expect.objectContaining({
        Name: `${prefix} Alpha`,
        Regular_Price: 10,
        'Sale Price': 5,
        Price: 5,
        Rating: 4.5,
        Premium: false,
      }),
    ]);
    expect(data![0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  test('selects named columns, with "Sale Price" and an alias', async () => {
    const { data } = await anon.from('MentoriaDatabase').select('Name, sale:"Sale Price"').eq('ID', books[0]!.ID);
    expect(data).toEqual([{ Name: `${prefix} Alpha`, sale: 5 }]);
  });

  test.each([
    ['eq', (q: Filtered) => q.eq('Categories', 'Tools'), ['Gamma']],
    ['neq', (q: Filtered) => q.neq('Categories', 'Tools'), ['Alpha', 'Beta 50% off']],
    ['gt', (q: Filtered) => q.gt('Regular_Price', 10), ['Beta 50% off']],
    ['gte', (q: Filtered) => q.gte('Regular_Price', 10), ['Alpha', 'Beta 50% off']],
    ['lt', (q: Filtered) => q.lt('Regular_Price', 10), ['Gamma']],
    ['lte', (q: Filtered) => q.lte('Price', 5), ['Alpha', 'Gamma']],
    ['like', (q: Filtered) => q.like('Name', '%Al*'), ['Alpha']],
    ['ilike', (q: Filtered) => q.ilike('Name', '%gAmMa'), ['Gamma']],
    ['in', (q: Filtered) => q.in('Categories', ['Tools', 'x,y']), ['Gamma']],
    ['is null', (q: Filtered) => q.is('Sale Price', null), ['Beta 50% off', 'Gamma']],
    ['not is null', (q: Filtered) => q.not('Rating', 'is', null), ['Alpha', 'Gamma']],
    ['not in', (q: Filtered) => q.not('Categories', 'in', '(SEO)'), ['Gamma']],
    ['or', (q: Filtered) => q.or('Regular_Price.eq.0,and(Rating.gt.4,Categories.eq.SEO)'), ['Alpha', 'Gamma']],
  ])('filters with %s', async (_name, apply, expected) => {
    const { data, error } = await apply(ebookNames().like('Name', `${prefix}%`)).order('ID');
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  test('finds a literal 50% with backslash escapes in ilike', async () => {
    const { data } = await anon
      .from('MentoriaDatabase')
      .select('Name')
      .ilike('Name', `%50\\%%`)
      .like('Name', `${prefix}%`);
    expect(names(data)).toEqual(['Beta 50% off']);
  });

  test('orders with nulls first or last and pages with range and limit', async () => {
    const base = () => anon.from('MentoriaDatabase').select('Name').like('Name', `${prefix}%`);
    expect(names((await base().order('Rating', { ascending: false, nullsFirst: true })).data)).toEqual([
      'Beta 50% off',
      'Alpha',
      'Gamma',
    ]);
    expect(names((await base().order('Rating', { ascending: true, nullsFirst: false })).data)).toEqual([
      'Gamma',
      'Alpha',
      'Beta 50% off',
    ]);
    expect(names((await base().order('Sale Price', { ascending: true }).order('ID').range(1, 2)).data)).toEqual([
      'Beta 50% off',
      'Gamma',
    ]);
    expect(names((await base().order('ID').limit(1)).data)).toEqual(['Alpha']);
  });

  test('counts exactly: a partial page is 206 with the total, head requests carry only the count', async () => {
    const page = await anon
      .from('MentoriaDatabase')
      .select('Name', { count: 'exact' })
      .like('Name', `${prefix}%`)
      .order('ID')
      .range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data).toHaveLength(2);
    const head = await anon
      .from('MentoriaDatabase')
      .select('*', { count: 'exact', head: true })
      .like('Name', `${prefix}%`);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const none = await anon.from('MentoriaDatabase').select('*', { count: 'exact' }).eq('Name', 'no such book');
    expect(none.count).toBe(0);
    expect(none.data).toEqual([]);
  });

  test('single and maybeSingle give an object, null, or PGRST116', async () => {
    const one = await anon.from('MentoriaDatabase').select('Name').eq('ID', books[2]!.ID).single();
    expect(one.data).toEqual({ Name: `${prefix} Gamma` });
    const zero = await anon.from('MentoriaDatabase').select('Name').eq('Name', 'no such book').single();
    expect(zero.status).toBe(406);
    expect(zero.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await anon.from('MentoriaDatabase').select('Name').like('Name', `${prefix}%`).single();
    expect(many.error?.details).toBe('The result contains 3 rows');
    expect(
      (await anon.from('MentoriaDatabase').select('Name').eq('Name', 'no such book').maybeSingle()).data,
    ).toBeNull();
    expect((await anon.from('MentoriaDatabase').select('Name').eq('ID', books[0]!.ID).maybeSingle()).data).toEqual({
      Name: `${prefix} Alpha`,
    });
  });
});

describe('embedding through foreign keys', () => {
  let user: { id: string; client: SupabaseClient };

  beforeAll(async () => {
    user = await t.userWithToken();
    const favourite = await user.client.from('Favorites').insert({ product_id: books[0]!.ID });
    expect(favourite.error).toBeNull();
    const review = await user.client.from('Reviews').insert({ product_id: books[0]!.ID, content: 'Great read' });
    expect(review.error).toBeNull();
  });

  test('a many-to-one embed is an object: favourites with their ebook', async () => {
    const { data, error } = await user.client.from('Favorites').select('*, MentoriaDatabase(*)');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        user_id: user.id,
        product_id: books[0]!.ID,
        MentoriaDatabase: expect.objectContaining({ ID: books[0]!.ID, Name: `${prefix} Alpha` }),
      }),
    ]);
  });

  test('row-level security applies to the embedding table: anon sees no favourites', async () => {
    const { data } = await anon.from('MentoriaDatabase').select('ID, Favorites(id)').eq('ID', books[0]!.ID);
    expect(data).toEqual([{ ID: books[0]!.ID, Favorites: [] }]);
  });

  test('a one-to-many embed is an array, with its own filters, order and limit', async () => {
    const { data } = await anon
      .from('MentoriaDatabase')
      .select('Name, Reviews(content, user_info), category:categories(name)')
      .like('Name', `${prefix}%`)
      .order('ID')
      .order('created_at', { referencedTable: 'Reviews', ascending: false })
      .limit(1, { referencedTable: 'Reviews' });
    expect(data![0]).toEqual({
      Name: `${prefix} Alpha`,
      Reviews: [{ content: 'Great read', user_info: expect.objectContaining({ uid: user.id }) }],
      category: { name: 'SEO' },
    });
    expect(data![1]).toEqual(expect.objectContaining({ Reviews: [] }));
  });

  test('an inner embed drops parents without a match', async () => {
    const { data } = await anon.from('MentoriaDatabase').select('Name, Reviews!inner(id)').like('Name', `${prefix}%`);
    expect(names(data)).toEqual(['Alpha']);
  });

  test('an unknown relationship is PGRST200', async () => {
    const { error, status } = await anon.from('Favorites').select('*, Videos(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'Favorites' and 'Videos' in the schema cache",
    });
  });
});

describe('writes', () => {
  test('insert without select answers 201 with no body; with select returns the rows', async () => {
    const minimal = await service.from('MentoriaDatabase').insert({ Name: `${prefix} Delta`, Categories: 'AI' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const shown = await service
      .from('MentoriaDatabase')
      .insert({ Name: `${prefix} Epsilon`, Categories: 'AI' })
      .select('Name, Type')
      .single();
    expect(shown).toMatchObject({ status: 201, data: { Name: `${prefix} Epsilon`, Type: 'Ebook' } });
  });

  test('a bulk insert with uneven keys uses defaults only when asked (defaultToNull: false)', async () => {
    const rows = [
      { Name: `${prefix} Zeta`, Categories: 'AI', Type: 'Guide' },
      { Name: `${prefix} Eta`, Categories: 'AI' },
    ];
    const withNull = await service.from('MentoriaDatabase').insert(rows).select('Name');
    expect(withNull.error?.code).toBe('23502');
    const withDefaults = await service
      .from('MentoriaDatabase')
      .insert(rows, { defaultToNull: false })
      .select('Name, Type');
    expect(withDefaults.data).toEqual([
      { Name: `${prefix} Zeta`, Type: 'Guide' },
      { Name: `${prefix} Eta`, Type: 'Ebook' },
    ]);
  });

  test('upsert merges on the primary key or on_conflict columns, or ignores duplicates', async () => {
    const merged = await service
      .from('MentoriaDatabase')
      .upsert({ ID: books[2]!.ID, Name: `${prefix} Gamma`, Categories: 'Tools', Rating: 2 })
      .select('ID, Rating');
    expect(merged.data).toEqual([{ ID: books[2]!.ID, Rating: 2 }]);
    const user = await t.userWithToken();
    const first = await user.client
      .from('Favorites')
      .upsert({ user_id: user.id, product_id: books[1]!.ID }, { onConflict: 'user_id,product_id' });
    expect(first.error).toBeNull();
    const again = await user.client
      .from('Favorites')
      .upsert(
        { user_id: user.id, product_id: books[1]!.ID },
        { onConflict: 'user_id,product_id', ignoreDuplicates: true },
      )
      .select();
    expect(again.data).toEqual([]);
  });

  test('update and delete, with and without returning rows, counting when asked', async () => {
    const updated = await service.from('MentoriaDatabase').update({ Rating: 1 }).like('Name', `${prefix} Delta`);
    expect(updated).toMatchObject({ status: 204, error: null });
    const shown = await service
      .from('MentoriaDatabase')
      .update({ 'Sale Price': null }, { count: 'exact' })
      .like('Name', `${prefix} Delta`)
      .select('Name, Rating, "Sale Price"');
    expect(shown).toMatchObject({
      status: 200,
      count: 1,
      data: [{ Name: `${prefix} Delta`, Rating: 1, 'Sale Price': null }],
    });
    const deleted = await service.from('MentoriaDatabase').delete().eq('Name', `${prefix} Epsilon`).select('Name');
    expect(deleted.data).toEqual([{ Name: `${prefix} Epsilon` }]);
    expect((await service.from('MentoriaDatabase').delete().eq('Name', `${prefix} Delta`)).status).toBe(204);
  });

  test('a write asked for as a single object rolls back when it touches several rows', async () => {
    const { error, status } = await service
      .from('MentoriaDatabase')
      .update({ Rating: 5 })
      .like('Name', `${prefix}%`)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await anon.from('MentoriaDatabase').select('Rating').eq('ID', books[0]!.ID).single();
    expect(data).toEqual({ Rating: 4.5 });
  });

  test('an update or delete without a filter is refused', async () => {
    const { error, status } = await service.from('MentoriaDatabase').delete();
    expect(status).toBe(400);
    expect(error).toEqual({ code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null });
  });
});

describe('row-level security decides', () => {
  test('anon may not add a favourite (401), a user may not add one for someone else (403)', async () => {
    const asAnon = await anon.from('Favorites').insert({ user_id: randomUUID(), product_id: books[0]!.ID });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    const user = await t.userWithToken();
    const other = await t.userWithToken();
    const forOther = await user.client.from('Favorites').insert({ user_id: other.id, product_id: books[0]!.ID });
    expect(forOther.status).toBe(403);
    expect(forOther.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "Favorites"',
    });
  });

  test('anon may subscribe to the newsletter but not read it', async () => {
    expect((await anon.from('newsletter_subscribers').insert({ email: `${randomUUID()}@example.com` })).status).toBe(
      201,
    );
    const read = await anon.from('newsletter_subscribers').select('email');
    expect(read.status).toBe(401);
    expect(read.error?.message).toBe('permission denied for table newsletter_subscribers');
  });

  test('a duplicate is a 409 conflict with Postgres details', async () => {
    const { error, status } = await service.from('categories').insert({ name: 'SEO', icon: 'x', position: 999 });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: 'Key (name)=(SEO) already exists.' });
  });
});

describe('rpc', () => {
  test('home_rows returns at most per_category rows per category, newest first, with filters and select after it', async () => {
    const { data, error } = await anon.rpc('home_rows', { per_category: 2 });
    expect(error).toBeNull();
    const perCategory = new Map<string, number>();
    for (const row of data as Ebook[]) perCategory.set(row.Categories, (perCategory.get(row.Categories) ?? 0) + 1);
    expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(2);
    const tools = await anon
      .rpc('home_rows', { per_category: 2 })
      .select('Name')
      .eq('Categories', 'Tools')
      .like('Name', `${prefix}%`);
    expect(names(tools.data as { Name: string }[])).toEqual(['Gamma']);
  });

  test('a stable function can be called with GET and its arguments in the query', async () => {
    const { data, error } = await anon
      .rpc('home_rows', { per_category: 1 }, { get: true })
      .select('Categories')
      .eq('Categories', 'SEO');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  test('checkout_demo maps its raised SQLSTATEs to HTTP statuses, and refuses anon', async () => {
    const user = await t.userWithToken();
    const missing = await user.client.rpc('checkout_demo', { product_id: 987654321 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PT404', message: 'Product 987654321 does not exist' });
    const asAnon = await anon.rpc('checkout_demo', { product_id: books[0]!.ID });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error).toMatchObject({ code: '42501', message: 'permission denied for function checkout_demo' });
  });

  test('checkout_demo records an order for a signed-in user, returned as one object', async () => {
    const user = await t.userWithToken();
    const bought = await user.client.rpc('checkout_demo', { product_id: books[0]!.ID });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({ user_id: user.id, product_id: books[0]!.ID, amount: 5 });
    const orders = await user.client.from('orders').select('amount, MentoriaDatabase(Name)');
    expect(orders.data).toEqual([{ amount: 5, MentoriaDatabase: { Name: `${prefix} Alpha` } }]);
  });

  test('unknown functions or argument names are PGRST202', async () => {
    const { error, status } = await anon.rpc('home_rows', { per: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.home_rows(per) in the schema cache',
    });
  });
});

describe('protocol details supabase-js does not expose', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/rest/v1/${path}`, {
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, ...headers },
    });
  const ours = () => `ID=in.(${books.map((book) => book.ID).join(',')})&order=ID`;

  test('reads carry Content-Range and the JSON content type; a Range header pages', async () => {
    const plain = await get(`MentoriaDatabase?select=Name&${ours()}`);
    expect(plain.headers.get('content-range')).toBe('0-2/*');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const ranged = await get(`MentoriaDatabase?select=Name&${ours()}`, { Range: '1-1', Prefer: 'count=exact' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('1-1/3');
    expect(names((await ranged.json()) as { Name: string }[])).toEqual(['Beta 50% off']);
  });

  test('an offset past the end with a count is 416 PGRST103', async () => {
    const response = await get(`MentoriaDatabase?select=Name&${ours()}&offset=10`, { Prefer: 'count=exact' });
    expect(response.status).toBe(416);
    expect(await response.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
      hint: null,
    });
  });

  test('a singular response has the object content type', async () => {
    const response = await get(`MentoriaDatabase?select=Name&ID=eq.${books[0]!.ID}`, {
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await response.json()).toEqual({ Name: `${prefix} Alpha` });
  });
});
