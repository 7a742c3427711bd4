/**
 * Reading progress follows the reader and never silently goes back (docs/product.md#reading-progress-follows-the-reader),
 * through supabase-js as the app saves it: save_reading_position() keeps the
 * position with the latest page turn, a late offline save loses but still
 * counts towards the furthest page, a clock running ahead is clamped to the
 * server's, and each reader sees and changes only their own rows.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let bo: SupabaseClient;
let boId: string;
/** Distinct seeded ebooks, so each test starts from a book nobody has opened. */
let books: number[];

interface StoredPosition {
  id: number;
  user_id: string;
  product_id: number;
  page: number;
  page_count: number;
  furthest_page: number;
  device: string;
  turned_at: string;
  created_at: string;
  updated_at: string;
}

const MINUTE = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function save(
  client: SupabaseClient,
  position: { product_id: number; page: number; page_count: number; turned_at?: string; device?: string },
) {
  return client.rpc('save_reading_position', position);
}

async function saved(client: SupabaseClient, position: Parameters<typeof save>[1]): Promise<StoredPosition> {
  const { data, error, status } = await save(client, position);
  if (error) throw new Error(`save_reading_position answered ${status}: ${error.message}`);
  return data as StoredPosition;
}

/** The row as the service role sees it (bypassing row-level security), or null. */
async function storedRow(userId: string, productId: number): Promise<StoredPosition | null> {
  const { data, error } = await service
    .from('reading_progress')
    .select('*')
    .eq('user_id', userId)
    .eq('product_id', productId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as StoredPosition | null;
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  service = t.serviceClient();
  ({ client: ada, id: adaId } = await t.userWithToken());
  ({ client: bo, id: boId } = await t.userWithToken());
  const { data, error } = await service.from('MentoriaDatabase').select('ID').order('ID').limit(13);
  if (error) throw new Error(error.message);
  books = (data as { ID: number }[]).map((row) => Number(row.ID));
});
afterAll(() => t.stop());

describe('saving a position', () => {
  test('the first save of a book stores the page, the page count, the device and the time of the turn', async () => {
    const turnedAt = at(-MINUTE);
    const row = await saved(ada, {
      product_id: books[0]!,
      page: 5,
      page_count: 40,
      turned_at: turnedAt,
      device: 'Chrome on Linux',
    });
    expect(row).toMatchObject({
      user_id: adaId,
      product_id: books[0],
      page: 5,
      page_count: 40,
      furthest_page: 5,
      device: 'Chrome on Linux',
    });
    expect(Date.parse(row.turned_at)).toBe(Date.parse(turnedAt));
    expect(await storedRow(adaId, books[0]!)).toEqual(row);
  });

  test('a later page turn wins, and the answer tells the client it did', async () => {
    await saved(ada, { product_id: books[1]!, page: 3, page_count: 40, turned_at: at(-2 * MINUTE), device: 'Phone' });
    const later = await saved(ada, {
      product_id: books[1]!,
      page: 9,
      page_count: 40,
      turned_at: at(-MINUTE),
      device: 'Laptop',
    });
    expect(later).toMatchObject({ page: 9, furthest_page: 9, device: 'Laptop' });
    // Going back is a position too, when it is the latest turn; the furthest page stays.
    const back = await saved(ada, {
      product_id: books[1]!,
      page: 2,
      page_count: 40,
      turned_at: at(0),
      device: 'Phone',
    });
    expect(back).toMatchObject({ page: 2, furthest_page: 9, device: 'Phone' });
  });

  test('an older save that arrives late (from an offline device) does not move the reader back', async () => {
    const newest = at(-MINUTE);
    await saved(ada, { product_id: books[2]!, page: 30, page_count: 40, turned_at: newest, device: 'Laptop' });
    const late = await saved(ada, {
      product_id: books[2]!,
      page: 12,
      page_count: 40,
      turned_at: at(-60 * MINUTE),
      device: 'Phone',
    });
    expect(late).toMatchObject({ page: 30, device: 'Laptop', furthest_page: 30 });
    expect(Date.parse(late.turned_at)).toBe(Date.parse(newest));
    expect(await storedRow(adaId, books[2]!)).toMatchObject({ page: 30, device: 'Laptop' });
  });

  test('an older save still raises the furthest page when it went further', async () => {
    const newest = at(-MINUTE);
    await saved(ada, { product_id: books[3]!, page: 10, page_count: 40, turned_at: newest, device: 'Laptop' });
    const late = await saved(ada, {
      product_id: books[3]!,
      page: 35,
      page_count: 40,
      turned_at: at(-30 * MINUTE),
      device: 'Phone',
    });
    expect(late).toMatchObject({ page: 10, furthest_page: 35, device: 'Laptop' });
    expect(Date.parse(late.turned_at)).toBe(Date.parse(newest));
  });

  test('a save sent twice, or one that changes nothing, leaves the row as it was', async () => {
    const position = { product_id: books[4]!, page: 8, page_count: 40, turned_at: at(-MINUTE), device: 'Laptop' };
    const first = await saved(ada, position);
    await pause(20);
    expect(await saved(ada, position)).toEqual(first);
    expect(await saved(ada, { ...position, page: 4, turned_at: at(-10 * MINUTE) })).toEqual(first);
  });

  test.each([
    ['an hour', 60 * MINUTE],
    ['a year', 365 * 24 * 60 * MINUTE],
  ])(
    'a device whose clock is %s ahead is stored at the server’s time, so an honest later turn still wins',
    async (_ahead, ahead) => {
      const book = ahead > 60 * MINUTE ? books[5]! : books[6]!;
      const fast = await saved(ada, {
        product_id: book,
        page: 20,
        page_count: 40,
        turned_at: at(ahead),
        device: 'Fast',
      });
      expect(fast.page).toBe(20);
      expect(Date.parse(fast.turned_at)).toBeLessThanOrEqual(Date.now());
      await pause(20);
      const honest = await saved(ada, {
        product_id: book,
        page: 21,
        page_count: 40,
        turned_at: at(0),
        device: 'Honest',
      });
      expect(honest).toMatchObject({ page: 21, device: 'Honest', furthest_page: 21 });
    },
  );

  test('a time of "infinity" is clamped like any other time ahead', async () => {
    const row = await saved(ada, { product_id: books[11]!, page: 4, page_count: 10, turned_at: 'infinity' });
    expect(Date.parse(row.turned_at)).toBeLessThanOrEqual(Date.now());
    await pause(20);
    expect(await saved(ada, { product_id: books[11]!, page: 5, page_count: 10, turned_at: at(0) })).toMatchObject({
      page: 5,
    });
  });

  test('a save without a time of its own is taken as turned now', async () => {
    const before = Date.now();
    const row = await saved(ada, { product_id: books[7]!, page: 2, page_count: 10 });
    expect(Date.parse(row.turned_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.turned_at)).toBeLessThanOrEqual(Date.now());
    expect(row.device).toBe('');
  });
});

describe('nonsense is refused with a clear 4xx answer', () => {
  test.each<[string, Record<string, unknown>, number, RegExp]>([
    ['page 0', { page: 0, page_count: 10 }, 400, /page must be between 1 and page_count 10 \(got 0\)/],
    ['a page past the last', { page: 11, page_count: 10 }, 400, /page must be between 1 and page_count 10 \(got 11\)/],
    ['a page count of 0', { page: 1, page_count: 0 }, 400, /page_count must be at least 1/],
    ['a page that is not a number', { page: 'seven', page_count: 10 }, 400, /invalid input syntax for type integer/],
    ['a page beyond any integer', { page: 2 ** 40, page_count: 10 }, 400, /out of range/],
    ['a product that does not exist', { product_id: 987654321, page: 1, page_count: 10 }, 404, /Product 987654321/],
    ['a device name of 81 characters', { page: 1, page_count: 10, device: 'x'.repeat(81) }, 400, /at most 80/],
    ['a time that is not a time', { page: 1, page_count: 10, turned_at: 'yesterday-ish' }, 400, /timestamp/],
  ])('%s', async (_what, override, status, message) => {
    const {
      data,
      error,
      status: answered,
    } = await ada.rpc('save_reading_position', {
      product_id: books[8],
      device: 'Laptop',
      ...override,
    });
    expect(data).toBeNull();
    expect(answered).toBe(status);
    expect(error?.message).toMatch(message);
    expect(await storedRow(adaId, (override.product_id as number | undefined) ?? books[8]!)).toBeNull();
  });

  test('a save without a page is not a call the server knows', async () => {
    const { error, status } = await ada.rpc('save_reading_position', { product_id: books[8], page_count: 10 });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error).not.toBeNull();
  });
});

describe('each reader has their own progress', () => {
  test('another reader neither sees nor changes a reader’s progress, even asking by their id', async () => {
    const book = books[9]!;
    await saved(ada, { product_id: book, page: 14, page_count: 40, turned_at: at(-MINUTE), device: 'Laptop' });
    const peek = await bo.from('reading_progress').select('*').eq('user_id', adaId);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    await bo.from('reading_progress').delete().eq('user_id', adaId);
    // Bo's save of the same book is Bo's own row: the caller is the token's user, never an argument.
    const bos = await saved(bo, { product_id: book, page: 2, page_count: 40, turned_at: at(0), device: 'Tablet' });
    expect(bos.user_id).toBe(boId);
    expect(await storedRow(adaId, book)).toMatchObject({ page: 14, device: 'Laptop' });
    expect((await bo.from('reading_progress').select('page').eq('product_id', book)).data).toEqual([{ page: 2 }]);
  });

  test('a visitor has no reading progress: reading and saving ask to sign in', async () => {
    const read = await anon.from('reading_progress').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const { error, status } = await save(anon, { product_id: books[9]!, page: 1, page_count: 40 });
    expect(status).toBe(401);
    expect(error).not.toBeNull();
  });

  test('positions are written only through save_reading_position, so the merge rule cannot be skipped', async () => {
    const book = books[10]!;
    const row = await saved(ada, { product_id: book, page: 6, page_count: 40, turned_at: at(-MINUTE) });
    const pinned = await ada.from('reading_progress').update({ turned_at: '2099-01-01T00:00:00Z' }).eq('id', row.id);
    expect(pinned.status).toBe(403);
    expect(pinned.error?.code).toBe('42501');
    const inserted = await ada
      .from('reading_progress')
      .insert({ product_id: books[12], page: 1, page_count: 40, furthest_page: 1, turned_at: at(0) });
    expect(inserted.status).toBe(403);
    expect(inserted.error?.code).toBe('42501');
    const forged = await bo.from('reading_progress').update({ page: 1 }).eq('id', row.id);
    expect(forged.error?.code).toBe('42501');
    expect(await storedRow(adaId, book)).toMatchObject({ page: 6 });
  });

  test('a reader lists their books with their products, newest first, and forgets one', async () => {
    const { data, error } = await ada
      .from('reading_progress')
      .select('*, MentoriaDatabase(*)')
      .eq('user_id', adaId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    expect(error).toBeNull();
    const rows = data as (StoredPosition & { MentoriaDatabase: { ID: number } })[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.user_id === adaId && row.MentoriaDatabase.ID === row.product_id)).toBe(true);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const removed = await ada.from('reading_progress').delete().eq('product_id', books[0]).select('product_id');
    expect(removed.data).toEqual([{ product_id: books[0] }]);
    expect(await storedRow(adaId, books[0]!)).toBeNull();
  });
});
