/**
 * Schema rules that keep one user from disturbing another: row ids and
 * creation times are the server's (a client that sends a creation time, as the
 * product's documented calls do, still succeeds: the server puts its own in its
 * place), and subscribing to the newsletter answers the same whether or not
 * the address is already on the list.
 * Everything goes through supabase-js, as a client (or an attacker) would.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
let mallory: SupabaseClient;
let malloryId: string;
let alice: SupabaseClient;
let aliceId: string;
let freeIds: number[];
let pricedId: number;

/** The id the next row of `table` would get if nobody interfered. */
async function nextId(table: string): Promise<number> {
  const { rows } = await t.backend.db.query<{ next: string }>(
    `select (coalesce(max(id), 0) + 1)::text as next from public."${table}"`,
  );
  return Number(rows[0]!.next);
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.serviceClient();
  ({ client: mallory, id: malloryId } = await t.userWithToken());
  ({ client: alice, id: aliceId } = await t.userWithToken());
  const free = await service.from('MentoriaDatabase').select('ID').eq('Regular_Price', 0).order('ID').limit(4);
  const priced = await service.from('MentoriaDatabase').select('ID').gt('Price', 0).order('ID').limit(1).single();
  if (free.error || priced.error) throw new Error('the seed has free and priced ebooks');
  freeIds = (free.data as { ID: number }[]).map((row) => row.ID);
  pricedId = (priced.data as { ID: number }).ID;
}, 60_000);
afterAll(() => t.stop());

describe('row ids are chosen by the server', () => {
  test('a review with a planted id is refused, and the next reviewer is not disturbed', async () => {
    const planted = await nextId('Reviews');
    const attempt = await mallory
      .from('Reviews')
      .insert({ id: planted, product_id: freeIds[0], content: 'first!', user_id: malloryId });
    expect(attempt.status).toBe(400);
    expect(attempt.error?.code).toBe('428C9');

    const honest = await alice
      .from('Reviews')
      .insert({ product_id: freeIds[0], content: 'A fair review.' })
      .select('id')
      .single();
    expect(honest.error).toBeNull();
    expect(honest.status).toBe(201);
  });

  test('an order with a planted id is refused, and checkout keeps working for others', async () => {
    const planted = await nextId('orders');
    const attempt = await mallory
      .from('orders')
      .insert({ id: planted, user_id: malloryId, product_id: freeIds[1], amount: 0 });
    expect(attempt.status).toBe(400);
    expect(attempt.error?.code).toBe('428C9');

    const checkout = await alice.rpc('checkout_demo', { product_id: pricedId });
    expect(checkout.error).toBeNull();
    expect(checkout.data).toMatchObject({ user_id: aliceId, product_id: pricedId });
    const free = await alice.from('orders').insert({ user_id: aliceId, product_id: freeIds[1], amount: 0 });
    expect(free.status).toBe(201);
  });

  test('a favourite with a planted id is refused; favouriting keeps working', async () => {
    const planted = await nextId('Favorites');
    const attempt = await mallory.from('Favorites').insert({ id: planted, user_id: malloryId, product_id: freeIds[2] });
    expect(attempt.error?.code).toBe('428C9');
    const honest = await alice.from('Favorites').insert({ product_id: freeIds[2] });
    expect(honest.status).toBe(201);
  });

  test('a subscription with a planted id is refused; the next visitor still subscribes', async () => {
    const planted = await nextId('newsletter_subscribers');
    const attempt = await t.anonClient().from('newsletter_subscribers').insert({ id: planted, email: 'x@example.com' });
    expect(attempt.error?.code).toBe('428C9');
    const honest = await t.anonClient().from('newsletter_subscribers').insert({ email: 'next@example.com' });
    expect(honest.status).toBe(201);
  });
});

describe('creation times are set by the server', () => {
  /** Times a client might send: one that would pin a row first for good, one that would bury it. */
  const SENT_TIMES = ['2099-01-01T00:00:00Z', '1990-01-01T00:00:00Z'];

  /** A fresh reader, so each insert below is the reader's first of its kind. */
  const newReader = () => t.userWithToken();

  /** Sends an insert and reads back, as the service role, the creation time the server stored. */
  async function storedTimeOf(
    insert: () => PromiseLike<{ status: number; error: unknown }>,
    stored: () => Promise<string>,
  ) {
    const before = Date.now();
    const answer = await insert();
    const after = Date.now();
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(201);
    return { at: Date.parse(await stored()), before, after };
  }

  /** The server's now() is the time its transaction began: within the request, give or take the clocks' rounding. */
  function expectServerTime({ at, before, after }: { at: number; before: number; after: number }) {
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
  }

  const createdAt = async (table: string, column: string, value: string | number) => {
    const { data, error } = await service.from(table).select('created_at').eq(column, value).single();
    if (error) throw new Error(error.message);
    return (data as { created_at: string }).created_at;
  };

  test.each(SENT_TIMES)(
    'the documented Favorites insert with created_at %s works, stored as made now',
    async (sent) => {
      const { client, id } = await newReader();
      const insert = () => client.from('Favorites').insert({ user_id: id, product_id: freeIds[0], created_at: sent });
      expectServerTime(await storedTimeOf(insert, () => createdAt('Favorites', 'user_id', id)));
    },
  );

  test.each(SENT_TIMES)(
    'the documented orders insert with created_at %s works for a free ebook, stored as made now',
    async (sent) => {
      const { client, id } = await newReader();
      const insert = () =>
        client.from('orders').insert({ user_id: id, product_id: freeIds[1], amount: 0, created_at: sent });
      expectServerTime(await storedTimeOf(insert, () => createdAt('orders', 'user_id', id)));
    },
  );

  test('the documented Reviews insert works, its author card rebuilt from the account', async () => {
    const { client, id } = await newReader();
    const userInfo = { uid: aliceId, email: 'alice@example.com', full_name: 'Alice', avatar_url: null };
    const insert = () =>
      client
        .from('Reviews')
        .insert({ product_id: freeIds[2], content: 'As documented.', user_id: id, user_info: userInfo });
    expectServerTime(await storedTimeOf(insert, () => createdAt('Reviews', 'user_id', id)));
    const { data } = await service.from('Reviews').select('user_info').eq('user_id', id).single();
    expect((data as { user_info: { uid: string } }).user_info.uid).toBe(id);
  });

  test.each(SENT_TIMES)(
    'a review dated %s is stored as written now, so it cannot stay first or last for good',
    async (sent) => {
      const { client, id } = await newReader();
      const insert = () =>
        client.from('Reviews').insert({ product_id: freeIds[3], content: 'Dated.', created_at: sent });
      expectServerTime(await storedTimeOf(insert, () => createdAt('Reviews', 'user_id', id)));
    },
  );

  test.each(SENT_TIMES)('a subscription sent with created_at %s is stored as made now', async (sent) => {
    const email = `dated-${sent.slice(0, 4)}@example.com`;
    const insert = () => t.anonClient().from('newsletter_subscribers').insert({ email, created_at: sent });
    expectServerTime(await storedTimeOf(insert, () => createdAt('newsletter_subscribers', 'email', email)));
  });

  test('an id sent with the documented shape is still refused', async () => {
    const { client, id } = await newReader();
    const planted = await nextId('Favorites');
    const attempt = await client
      .from('Favorites')
      .insert({ id: planted, user_id: id, product_id: freeIds[0], created_at: SENT_TIMES[0] });
    expect(attempt.error?.code).toBe('428C9');
  });

  test('the service role, which seeds and administers, keeps the time it gives', async () => {
    const { id } = await newReader();
    const written = await service
      .from('Reviews')
      .insert({ product_id: freeIds[0], user_id: id, content: 'From the archive.', created_at: SENT_TIMES[1] });
    expect(written.error).toBeNull();
    expect(Date.parse(await createdAt('Reviews', 'user_id', id))).toBe(Date.parse(SENT_TIMES[1]!));
  });

  test('an own review cannot be re-dated by an update', async () => {
    const review = await mallory
      .from('Reviews')
      .insert({ product_id: freeIds[3], content: 'An honest review.' })
      .select('id, created_at')
      .single();
    expect(review.error).toBeNull();
    const { id, created_at: createdAt } = review.data as { id: number; created_at: string };
    const redated = await mallory.from('Reviews').update({ created_at: '2099-01-01T00:00:00Z' }).eq('id', id);
    expect(redated.error?.code).toBe('42501');
    const edited = await mallory.from('Reviews').update({ content: 'An edited review.' }).eq('id', id).select();
    expect(edited.data).toEqual([expect.objectContaining({ content: 'An edited review.', created_at: createdAt })]);
  });
});

describe('the newsletter does not tell who is subscribed', () => {
  const subscribe = (email: string) => t.anonClient().from('newsletter_subscribers').insert({ email });

  test('subscribing a known address answers exactly as subscribing a new one', async () => {
    const first = await subscribe('reader@example.com');
    const again = await subscribe('Reader@Example.com');
    expect(first).toMatchObject({ status: 201, error: null, data: null });
    expect(again).toMatchObject({ status: first.status, statusText: first.statusText, error: null, data: null });

    const list = await service.from('newsletter_subscribers').select('email').ilike('email', 'reader@example.com');
    expect(list.data).toEqual([{ email: 'reader@example.com' }]);
  });

  test('the same new address sent at once from several places is stored once, and every sender gets 201', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe('burst@example.com')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const list = await service.from('newsletter_subscribers').select('email').eq('email', 'burst@example.com');
    expect(list.data).toHaveLength(1);
  });

  test('an address that is not an email is still refused', async () => {
    const bad = await subscribe('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
  });
});
