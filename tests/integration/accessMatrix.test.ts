/**
 * Who may do what (docs/product.md#the-database-decides-access): for each table and bucket, a visitor (anon),
 * user A and user B try to read, insert, update and delete. Every allowed case
 * and every refused case is asserted, through supabase-js only, so row-level
 * security and storage policies — not the UI — are what is being tested.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { addCourse } from '../support/courseFixtures';

let t: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let a: SupabaseClient;
let b: SupabaseClient;
let aId: string;
let bId: string;
let freeId: number;
let premiumId: number;
let otherFreeId: number;
let courseId: number;

const PDF = new TextEncoder().encode('%PDF-1.4\n% access matrix fixture\n%%EOF\n');

async function signUp(email: string, first: string, last: string): Promise<[SupabaseClient, string]> {
  const client = t.anonClient();
  const { data, error } = await client.auth.signUp({
    email,
    password: 'correct horse battery',
    options: { data: { first_name: first, last_name: last } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return [client, data.user.id];
}

async function addProduct(name: string, premium: boolean, contentUrl: string): Promise<number> {
  const { data, error } = await service
    .from('MentoriaDatabase')
    .insert({
      Name: name,
      Categories: 'Digital Marketing',
      Premium: premium,
      Regular_Price: premium ? 23 : 0,
      ContentURL: contentUrl,
      ContentLength: 1,
    })
    .select('ID')
    .single();
  if (error) throw new Error(`fixture product: ${error.message}`);
  const upload = await service.storage
    .from(premium ? 'ebooks-premium' : 'ebooks-free')
    .upload(contentUrl, PDF, { contentType: 'application/pdf', upsert: true });
  if (upload.error) throw new Error(`fixture file: ${upload.error.message}`);
  return (data as { ID: number }).ID;
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  service = t.serviceClient();
  [a, aId] = await signUp('matrix-a@mentoria.test', 'Ada', 'Able');
  [b, bId] = await signUp('matrix-b@mentoria.test', 'Bo', 'Baker');
  freeId = await addProduct('Matrix Free Guide', false, 'matrix/free-guide.pdf');
  otherFreeId = await addProduct('Matrix Second Free Guide', false, 'matrix/second-free.pdf');
  premiumId = await addProduct('Matrix Premium Playbook', true, 'matrix/premium-playbook.pdf');
  courseId = await addCourse(service, 'Matrix Course');
  const cover = await service.storage
    .from('covers')
    .upload('matrix/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { contentType: 'image/svg+xml' });
  if (cover.error) throw new Error(cover.error.message);
});
afterAll(() => t.stop());

describe('the catalogue (ebooks, videos, categories)', () => {
  const tables = ['MentoriaDatabase', 'Videos', 'categories'] as const;

  test.each(tables)('%s is readable by a visitor and by signed-in users', async (table) => {
    for (const client of [anon, a, b]) {
      const { error, status } = await client.from(table).select('*').limit(1);
      expect(error).toBeNull();
      expect(status).toBe(200);
    }
  });

  test('nobody but the service role adds to the catalogue', async () => {
    const row = { Name: 'Sneaky', Categories: 'Digital Marketing' };
    const asVisitor = await anon.from('MentoriaDatabase').insert(row);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.error?.code).toBe('42501');
    const asUser = await a.from('MentoriaDatabase').insert(row);
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');
    const video = await a.from('Videos').insert({ Name: 'Sneaky', Categories: 'Digital Marketing' });
    expect(video.error?.code).toBe('42501');
    const category = await anon.from('categories').insert({ name: 'Sneaky', icon: 'x', position: 999 });
    expect(category.error?.code).toBe('42501');
  });

  test('nobody but the service role changes or removes catalogue rows', async () => {
    for (const client of [anon, a]) {
      await client.from('MentoriaDatabase').update({ Name: 'Renamed' }).eq('ID', freeId);
      await client.from('MentoriaDatabase').delete().eq('ID', freeId);
      await client.from('categories').delete().eq('name', 'Digital Marketing');
    }
    const product = await anon.from('MentoriaDatabase').select('Name').eq('ID', freeId).single();
    expect(product.data).toEqual({ Name: 'Matrix Free Guide' });
    const category = await anon.from('categories').select('name').eq('name', 'Digital Marketing');
    expect(category.data).toHaveLength(1);
  });
});

describe('favourites', () => {
  test('a signed-in user adds, reads and removes only their own', async () => {
    const added = await a.from('Favorites').insert({ user_id: aId, product_id: freeId }).select().single();
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ user_id: aId, product_id: freeId });

    const own = await a.from('Favorites').select('product_id, MentoriaDatabase(Name)').eq('user_id', aId);
    expect(own.data).toEqual([{ product_id: freeId, MentoriaDatabase: { Name: 'Matrix Free Guide' } }]);

    // B sees none of A's favourites, even when asking for them by A's id.
    const peek = await b.from('Favorites').select('*').eq('user_id', aId);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);

    // B's delete of A's favourite is silently ignored; A's own delete works.
    await b.from('Favorites').delete().eq('user_id', aId);
    expect((await a.from('Favorites').select('id').eq('user_id', aId)).data).toHaveLength(1);
    const removed = await a.from('Favorites').delete().eq('user_id', aId).eq('product_id', freeId).select();
    expect(removed.data).toHaveLength(1);
  });

  test('nobody favourites for someone else, and a visitor cannot favourite', async () => {
    const forA = await b.from('Favorites').insert({ user_id: aId, product_id: freeId });
    expect(forA.status).toBe(403);
    expect(forA.error?.code).toBe('42501');
    const visitor = await anon.from('Favorites').insert({ user_id: aId, product_id: freeId });
    expect(visitor.status).toBe(401);
    const visitorRead = await anon.from('Favorites').select('*');
    expect(visitorRead.data ?? []).toEqual([]);
  });

  test('a favourite cannot be moved to another user', async () => {
    await b.from('Favorites').insert({ user_id: bId, product_id: otherFreeId });
    await b.from('Favorites').update({ user_id: aId }).eq('user_id', bId);
    const stillB = await service.from('Favorites').select('user_id').eq('product_id', otherFreeId);
    expect(stillB.data).toEqual([{ user_id: bId }]);
  });
});

describe('course favourites', () => {
  test('a signed-in user adds, reads and removes only their own', async () => {
    const added = await a.from('course_favorites').insert({ user_id: aId, course_id: courseId }).select().single();
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ user_id: aId, course_id: courseId });

    const own = await a.from('course_favorites').select('course_id, Videos(Name)').eq('user_id', aId);
    expect(own.data).toEqual([{ course_id: courseId, Videos: { Name: 'Matrix Course' } }]);

    // B sees none of A's course favourites, even when asking for them by A's id, and cannot remove them.
    expect((await b.from('course_favorites').select('*').eq('user_id', aId)).data).toEqual([]);
    await b.from('course_favorites').delete().eq('user_id', aId);
    expect((await a.from('course_favorites').select('id').eq('user_id', aId)).data).toHaveLength(1);
    const removed = await a.from('course_favorites').delete().eq('user_id', aId).eq('course_id', courseId).select();
    expect(removed.data).toHaveLength(1);
  });

  test('nobody favourites a course for someone else, and a visitor can neither favourite nor read', async () => {
    const forA = await b.from('course_favorites').insert({ user_id: aId, course_id: courseId });
    expect(forA.status).toBe(403);
    expect(forA.error?.code).toBe('42501');
    const visitor = await anon.from('course_favorites').insert({ user_id: aId, course_id: courseId });
    expect(visitor.status).toBe(401);
    await a.from('course_favorites').insert({ user_id: aId, course_id: courseId });
    const visitorRead = await anon.from('course_favorites').select('*');
    expect(visitorRead.data ?? []).toEqual([]);
  });

  test('a course favourite cannot be moved to another user', async () => {
    await b.from('course_favorites').insert({ user_id: bId, course_id: courseId });
    const moved = await b.from('course_favorites').update({ user_id: aId }).eq('user_id', bId);
    expect(moved.error?.code).toBe('42501');
    const stillB = await service.from('course_favorites').select('user_id').eq('user_id', bId);
    expect(stillB.data).toEqual([{ user_id: bId }]);
  });
});

describe('orders', () => {
  test('a signed-in user may record a free ebook for themselves at amount 0', async () => {
    const { error, status } = await a.from('orders').insert({ user_id: aId, product_id: freeId, amount: 0 });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const mine = await a.from('orders').select('product_id, amount').eq('user_id', aId);
    expect(mine.data).toEqual([{ product_id: freeId, amount: 0 }]);
  });

  test('a premium ebook cannot be ordered by insert, nor a free one at a price', async () => {
    const premium = await b.from('orders').insert({ user_id: bId, product_id: premiumId, amount: 0 });
    expect(premium.status).toBe(403);
    const paid = await b.from('orders').insert({ user_id: bId, product_id: premiumId, amount: 23 });
    expect(paid.status).toBe(403);
    const pricedFree = await b.from('orders').insert({ user_id: bId, product_id: freeId, amount: 5 });
    expect(pricedFree.status).toBe(403);
  });

  test('nobody orders for someone else, reads their orders, or changes an order', async () => {
    const forA = await b.from('orders').insert({ user_id: aId, product_id: otherFreeId, amount: 0 });
    expect(forA.error?.code).toBe('42501');
    const visitor = await anon.from('orders').insert({ user_id: aId, product_id: otherFreeId, amount: 0 });
    expect(visitor.status).toBe(401);
    expect((await b.from('orders').select('*').eq('user_id', aId)).data).toEqual([]);
    expect((await anon.from('orders').select('*')).data ?? []).toEqual([]);
    await a.from('orders').update({ amount: 99 }).eq('user_id', aId);
    await a.from('orders').delete().eq('user_id', aId);
    const kept = await service.from('orders').select('amount').eq('user_id', aId);
    expect(kept.data).toEqual([{ amount: 0 }]);
  });

  test('checkout records a premium order at its effective price, only for a signed-in user', async () => {
    const visitor = await anon.rpc('checkout_demo', { product_id: premiumId });
    expect(visitor.error).not.toBeNull();
    expect(visitor.status).toBe(401);
    const bought = await a.rpc('checkout_demo', { product_id: premiumId });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({ user_id: aId, product_id: premiumId, amount: 23 });
    // Buying again returns the same order instead of a second one.
    const again = await a.rpc('checkout_demo', { product_id: premiumId });
    expect((again.data as { id: number }).id).toBe((bought.data as { id: number }).id);
    const missing = await a.rpc('checkout_demo', { product_id: 987654321 });
    expect(missing.status).toBe(404);
  });
});

describe.each([
  { table: 'Reviews', column: 'product_id', subject: () => freeId },
  { table: 'course_reviews', column: 'course_id', subject: () => courseId },
] as const)('reviews ($table)', ({ table, column, subject }) => {
  test('everyone reads reviews; a signed-in user posts under their own name only', async () => {
    const posted = await a
      .from(table)
      .insert({
        [column]: subject(),
        content: 'Clear and practical.',
        user_id: aId,
        user_info: { uid: bId, email: 'someone@else.test', full_name: 'Somebody Famous', avatar_url: null },
      })
      .select()
      .single();
    expect(posted.error).toBeNull();
    // The author card comes from A's account, whatever the request said, and never publishes an email.
    expect(posted.data.user_info).toEqual({ uid: aId, email: null, full_name: 'Ada Able', avatar_url: null });
    const read = await anon.from(table).select('content').eq(column, subject());
    expect(read.data).toEqual([{ content: 'Clear and practical.' }]);
  });

  test('nobody reviews as someone else, and a visitor cannot review', async () => {
    const asA = await b.from(table).insert({ [column]: subject(), content: 'Fake', user_id: aId });
    expect(asA.status).toBe(403);
    expect(asA.error?.code).toBe('42501');
    const visitor = await anon.from(table).insert({ [column]: subject(), content: 'Anonymous' });
    expect(visitor.status).toBe(401);
  });

  test('a blank review is refused by the database', async () => {
    const blank = await a.from(table).insert({ [column]: subject(), content: '   ', user_id: aId });
    expect(blank.status).toBe(400);
    expect(blank.error?.code).toBe('23514');
    const long = await a.from(table).insert({ [column]: subject(), content: 'x'.repeat(2001), user_id: aId });
    expect(long.error?.code).toBe('23514');
  });

  test("only the author edits or deletes a review; others' attempts change nothing", async () => {
    await b.from(table).update({ content: 'Defaced' }).eq('user_id', aId);
    await b.from(table).delete().eq('user_id', aId);
    const kept = await anon.from(table).select('content').eq('user_id', aId);
    expect(kept.data).toEqual([{ content: 'Clear and practical.' }]);
    const edited = await a.from(table).update({ content: 'Clear, practical, short.' }).eq('user_id', aId).select();
    expect(edited.data).toHaveLength(1);
    const removed = await a.from(table).delete().eq('user_id', aId).select();
    expect(removed.data).toHaveLength(1);
  });
});

describe('reading progress', () => {
  const position = (productId: number, page: number) => ({
    product_id: productId,
    page,
    page_count: 40,
    turned_at: new Date().toISOString(),
    device: 'Matrix browser',
  });

  test('a signed-in user saves, reads and removes only their own position', async () => {
    const saved = await a.rpc('save_reading_position', position(freeId, 7));
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ user_id: aId, product_id: freeId, page: 7 });
    const own = await a.from('reading_progress').select('product_id, page, MentoriaDatabase(Name)').eq('user_id', aId);
    expect(own.data).toEqual([{ product_id: freeId, page: 7, MentoriaDatabase: { Name: 'Matrix Free Guide' } }]);

    // B sees none of A's positions, even asking by A's id; B's delete of them is silently ignored.
    const peek = await b.from('reading_progress').select('*').eq('user_id', aId);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    await b.from('reading_progress').delete().eq('user_id', aId);
    expect((await a.from('reading_progress').select('id').eq('user_id', aId)).data).toHaveLength(1);

    const removed = await a.from('reading_progress').delete().eq('product_id', freeId).select('product_id');
    expect(removed.data).toEqual([{ product_id: freeId }]);
  });

  test('a save is always the caller’s own: B saving the same book writes B’s row, not A’s', async () => {
    await a.rpc('save_reading_position', position(otherFreeId, 12));
    const asB = await b.rpc('save_reading_position', { ...position(otherFreeId, 3), user_id: aId });
    // An argument the function does not take is not a way to name another user.
    expect(asB.status).toBe(404);
    const bs = await b.rpc('save_reading_position', position(otherFreeId, 3));
    expect(bs.data).toMatchObject({ user_id: bId, page: 3 });
    const rows = await service
      .from('reading_progress')
      .select('user_id, page')
      .eq('product_id', otherFreeId)
      .order('page');
    expect(rows.data).toEqual([
      { user_id: bId, page: 3 },
      { user_id: aId, page: 12 },
    ]);
  });

  test('nobody writes the table directly, not even the owner; a visitor neither reads nor saves', async () => {
    const insert = await a
      .from('reading_progress')
      .insert({ product_id: premiumId, page: 1, page_count: 40, furthest_page: 1, turned_at: '2099-01-01T00:00:00Z' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const update = await a.from('reading_progress').update({ page: 40, furthest_page: 40 }).eq('user_id', aId);
    expect(update.status).toBe(403);
    expect(update.error?.code).toBe('42501');
    const forB = await a.from('reading_progress').update({ page: 1 }).eq('user_id', bId);
    expect(forB.error?.code).toBe('42501');

    const visitorRead = await anon.from('reading_progress').select('*');
    expect(visitorRead.status).toBe(401);
    expect(visitorRead.error?.code).toBe('42501');
    const visitorSave = await anon.rpc('save_reading_position', position(freeId, 2));
    expect(visitorSave.status).toBe(401);
    const visitorDelete = await anon.from('reading_progress').delete().eq('user_id', aId);
    expect(visitorDelete.status).toBe(401);

    const kept = await service.from('reading_progress').select('user_id, page').eq('product_id', otherFreeId);
    expect(kept.data).toHaveLength(2);
    expect(kept.data).toEqual(expect.arrayContaining([{ user_id: aId, page: 12 }]));
  });
});

describe('highlights, notes and bookmarks', () => {
  const annotation = (id: string, note: string) => ({
    id,
    product_id: freeId,
    kind: 'highlight',
    page: 2,
    start_offset: 0,
    end_offset: 5,
    quoted_text: 'Hello',
    note,
    colour: 'blue',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
  const id = '7b0c6d1e-2f4a-4c8e-9d3b-5a6f7e8d9c0b';

  test('only their owner reads and changes them; nobody writes or deletes the table directly', async () => {
    const saved = await a.rpc('save_book_annotation', annotation(id, 'mine'));
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ id, user_id: aId, note: 'mine' });
    expect((await a.from('book_annotations').select('id').eq('user_id', aId)).data).toEqual([{ id }]);

    expect((await b.from('book_annotations').select('*').eq('user_id', aId)).data).toEqual([]);
    expect((await b.rpc('save_book_annotation', annotation(id, 'not yours'))).error?.code).toBe('42501');
    const insert = await b
      .from('book_annotations')
      .insert({ ...annotation(crypto.randomUUID(), 'direct'), user_id: bId });
    expect(insert.error?.code).toBe('42501');
    const update = await a.from('book_annotations').update({ note: 'direct' }).eq('id', id);
    expect(update.error?.code).toBe('42501');
    const remove = await a.from('book_annotations').delete().eq('id', id);
    expect(remove.error?.code).toBe('42501');

    expect((await anon.from('book_annotations').select('*')).status).toBe(401);
    expect((await anon.rpc('save_book_annotation', annotation(crypto.randomUUID(), 'visitor'))).status).toBe(401);
    const kept = await service.from('book_annotations').select('user_id, note').eq('id', id).single();
    expect(kept.data).toEqual({ user_id: aId, note: 'mine' });
  });
});

describe('the newsletter', () => {
  test('anyone subscribes; nobody but the service role reads the list', async () => {
    expect((await anon.from('newsletter_subscribers').insert({ email: 'visitor@example.com' })).status).toBe(201);
    expect((await a.from('newsletter_subscribers').insert({ email: 'ada@example.com' })).status).toBe(201);
    const visitorRead = await anon.from('newsletter_subscribers').select('*');
    expect(visitorRead.error?.code).toBe('42501');
    const userRead = await a.from('newsletter_subscribers').select('*');
    expect(userRead.error?.code).toBe('42501');
    const list = await service.from('newsletter_subscribers').select('email').order('email');
    expect(list.data).toEqual([{ email: 'ada@example.com' }, { email: 'visitor@example.com' }]);
  });

  test('an address that is not an email is refused', async () => {
    const bad = await anon.from('newsletter_subscribers').insert({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
  });
});

describe('storage', () => {
  test('covers are public: anyone downloads them without signing in', async () => {
    const url = anon.storage.from('covers').getPublicUrl('matrix/cover.svg').data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('a visitor cannot sign an ebook link; any signed-in user can sign a free ebook', async () => {
    const visitor = await anon.storage.from('ebooks-free').createSignedUrl('matrix/free-guide.pdf', 3600);
    expect(visitor.data).toBeNull();
    expect(visitor.error?.message).toBe('Object not found');
    const user = await b.storage.from('ebooks-free').createSignedUrl('matrix/free-guide.pdf', 3600);
    expect(user.error).toBeNull();
    const file = await fetch(user.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  test('a premium ebook is signed only for a user who owns it', async () => {
    // A bought it in the checkout test above; B did not.
    const owner = await a.storage.from('ebooks-premium').createSignedUrl('matrix/premium-playbook.pdf', 3600);
    expect(owner.error).toBeNull();
    const stranger = await b.storage.from('ebooks-premium').createSignedUrl('matrix/premium-playbook.pdf', 3600);
    expect(stranger.error?.message).toBe('Object not found');
    const visitor = await anon.storage.from('ebooks-premium').createSignedUrl('matrix/premium-playbook.pdf', 3600);
    expect(visitor.error?.message).toBe('Object not found');
  });

  test('no client uploads, replaces or deletes files; only the service role does', async () => {
    for (const [client, bucket] of [
      [a, 'ebooks-free'],
      [a, 'covers'],
      [anon, 'covers'],
      [b, 'ebooks-premium'],
    ] as const) {
      const upload = await client.storage
        .from(bucket)
        .upload('matrix/intruder.pdf', PDF, { contentType: 'application/pdf' });
      expect(upload.error).not.toBeNull();
    }
    const replace = await a.storage
      .from('ebooks-free')
      .update('matrix/free-guide.pdf', new TextEncoder().encode('%PDF-1.4 defaced'), {
        contentType: 'application/pdf',
      });
    expect(replace.error).not.toBeNull();
    await a.storage.from('ebooks-free').remove(['matrix/free-guide.pdf']);
    await anon.storage.from('covers').remove(['matrix/cover.svg']);
    const stillThere = await b.storage.from('ebooks-free').createSignedUrl('matrix/free-guide.pdf', 60);
    expect(stillThere.error).toBeNull();
    const content = await fetch(stillThere.data!.signedUrl);
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PDF);
    expect((await fetch(anon.storage.from('covers').getPublicUrl('matrix/cover.svg').data.publicUrl)).status).toBe(200);
  });
});
