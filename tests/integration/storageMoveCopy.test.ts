/**
 * Moving and copying objects through storage-js, as the service role and as
 * users under storage policies: a move needs to see the source and update it
 * into its new place, a copy needs to see the source and insert the
 * destination. The bytes always follow the row.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { storedObjectPath } from '../../server/src/storage/objectStore';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
let alice: { id: string; client: SupabaseClient };
let bob: { id: string; client: SupabaseClient };
const NOTES = 'notes';

async function text(client: SupabaseClient, bucket: string, path: string): Promise<string | null> {
  const { data } = await client.storage.from(bucket).download(path);
  return data ? data.text() : null;
}

/** The file of the object's current row, or null when there is no row. */
async function fileOf(bucket: string, name: string): Promise<string | null> {
  const { rows } = await t.backend.db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0] ? storedObjectPath(t.storageDir, { bucket_id: bucket, name, version: rows[0].version }) : null;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
  alice = await t.userWithToken();
  bob = await t.userWithToken();
  // A private bucket where each user keeps notes in a folder named after their id.
  const { error } = await service.storage.createBucket(NOTES, { public: false });
  if (error) throw error;
  await t.backend.db.exec(`
    create policy "own notes: read" on storage.objects for select to authenticated
      using (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text);
    create policy "own notes: write" on storage.objects for insert to authenticated
      with check (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text);
    create policy "own notes: change" on storage.objects for update to authenticated
      using (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text)
      with check (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text);`);
}, 60_000);
afterAll(() => t?.stop());

describe('as the service role', () => {
  test('move renames an object, bytes and all, and the old name is gone', async () => {
    const bucket = service.storage.from('covers');
    await bucket.upload('move/from.png', 'moving bytes', { contentType: 'image/png' });
    const oldFile = await fileOf('covers', 'move/from.png');
    const moved = await bucket.move('move/from.png', 'move/deeper/to.png');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved', Id: expect.any(String), Key: 'move/deeper/to.png' });
    expect(await text(service, 'covers', 'move/deeper/to.png')).toBe('moving bytes');
    expect((await bucket.exists('move/from.png')).data).toBe(false);
    expect(existsSync(oldFile!)).toBe(false);
    expect(existsSync((await fileOf('covers', 'move/deeper/to.png'))!)).toBe(true);
  });

  test('move goes to another bucket when asked', async () => {
    await service.storage.from('covers').upload('move/across.png', 'across', { contentType: 'image/png' });
    const moved = await service.storage
      .from('covers')
      .move('move/across.png', 'from-covers/across.png', { destinationBucket: NOTES });
    expect(moved.error).toBeNull();
    expect(await text(service, NOTES, 'from-covers/across.png')).toBe('across');
    expect((await service.storage.from('covers').exists('move/across.png')).data).toBe(false);
  });

  test('copy makes an independent object: replacing the copy leaves the original', async () => {
    const bucket = service.storage.from('covers');
    await bucket.upload('copy/original.png', 'original', { contentType: 'image/png' });
    const copied = await bucket.copy('copy/original.png', 'copy/duplicate.png');
    expect(copied).toEqual({ data: { path: 'covers/copy/duplicate.png' }, error: null });
    expect(await text(service, 'covers', 'copy/duplicate.png')).toBe('original');
    await bucket.update('copy/duplicate.png', 'changed', { contentType: 'image/png' });
    expect(await text(service, 'covers', 'copy/original.png')).toBe('original');
    expect(await text(service, 'covers', 'copy/duplicate.png')).toBe('changed');
    const info = await bucket.info('copy/duplicate.png');
    expect(info.data).toMatchObject({ contentType: 'image/png', size: 7 });
  });

  test('copy to another bucket keeps type and size', async () => {
    await service.storage.from('covers').upload('copy/across.png', 'png!', { contentType: 'image/png' });
    const copied = await service.storage
      .from('covers')
      .copy('copy/across.png', 'copied/across.png', { destinationBucket: NOTES });
    expect(copied.data).toEqual({ path: `${NOTES}/copied/across.png` });
    expect((await service.storage.from(NOTES).info('copied/across.png')).data).toMatchObject({
      contentType: 'image/png',
      size: 4,
    });
  });

  test('a missing source is "Object not found"', async () => {
    const { error } = await service.storage.from('covers').move('nothing/here.png', 'nothing/there.png');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const copy = await service.storage.from('covers').copy('nothing/here.png', 'nothing/there.png');
    expect(copy.error).toMatchObject({ statusCode: '404' });
  });
});

describe('as users under storage policies', () => {
  test('a user moves and copies within their own folder', async () => {
    const mine = alice.client.storage.from(NOTES);
    expect((await mine.upload(`${alice.id}/draft.txt`, 'draft', { contentType: 'text/plain' })).error).toBeNull();
    expect((await mine.copy(`${alice.id}/draft.txt`, `${alice.id}/copy.txt`)).error).toBeNull();
    expect((await mine.move(`${alice.id}/draft.txt`, `${alice.id}/final.txt`)).error).toBeNull();
    expect(await text(alice.client, NOTES, `${alice.id}/final.txt`)).toBe('draft');
    expect(await text(alice.client, NOTES, `${alice.id}/copy.txt`)).toBe('draft');
    const { data: listing } = await mine.list(alice.id);
    expect(listing!.map((entry) => entry.name)).toEqual(['copy.txt', 'final.txt']);
  });

  test("a user cannot copy out of a folder they cannot read, nor move into someone else's", async () => {
    await service.storage.from(NOTES).upload(`${alice.id}/secret.txt`, 'secret', { contentType: 'text/plain' });
    await service.storage.from(NOTES).upload(`${bob.id}/mine.txt`, 'bob', { contentType: 'text/plain' });
    const stolen = await bob.client.storage.from(NOTES).copy(`${alice.id}/secret.txt`, `${bob.id}/stolen.txt`);
    expect(stolen.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await service.storage.from(NOTES).exists(`${bob.id}/stolen.txt`)).data).toBe(false);

    const pushed = await bob.client.storage.from(NOTES).move(`${bob.id}/mine.txt`, `${alice.id}/planted.txt`);
    expect(pushed.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await text(service, NOTES, `${bob.id}/mine.txt`)).toBe('bob');
    expect((await service.storage.from(NOTES).exists(`${alice.id}/planted.txt`)).data).toBe(false);

    const taken = await bob.client.storage.from(NOTES).move(`${alice.id}/secret.txt`, `${bob.id}/taken.txt`);
    expect(taken.error).toMatchObject({ statusCode: '404' });
    expect(await text(service, NOTES, `${alice.id}/secret.txt`)).toBe('secret');
  });

  test("the app's policies give signed-in users no way to move or copy ebooks", async () => {
    const name = `move-${randomUUID()}.pdf`;
    await service.storage.from('ebooks-free').upload(name, '%PDF', { contentType: 'application/pdf' });
    const move = await alice.client.storage.from('ebooks-free').move(name, `elsewhere/${name}`);
    expect(move.error).toMatchObject({ statusCode: '404' });
    const copy = await alice.client.storage.from('ebooks-free').copy(name, `elsewhere/${name}`);
    expect(copy.error).toMatchObject({ statusCode: '403' });
    expect((await service.storage.from('ebooks-free').exists(name)).data).toBe(true);
  });
});
