/**
 * Buckets through storage-js as on a hosted project: the service role creates,
 * updates, empties and deletes them; other callers do only what policies on
 * storage.buckets let them; a request without a JWT is refused; and every
 * timestamp comes in Storage's format (ISO 8601, UTC, milliseconds, Z).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
let user: { id: string; client: SupabaseClient };

/** Storage's timestamps: what a JavaScript Date turns into in JSON. */
const ISO_MS_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const freshName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
  user = await t.userWithToken();
}, 60_000);
afterAll(() => t?.stop());

describe('the service role manages buckets', () => {
  test('creates a bucket with its settings, and reads it back in Storage format', async () => {
    const id = freshName('avatars');
    const created = await service.storage.createBucket(id, {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png', 'image/*'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });
    const { data, error } = await service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png', 'image/*'],
    });
    expect(data!.created_at).toMatch(ISO_MS_Z);
    expect(data!.updated_at).toMatch(ISO_MS_Z);
    const listed = (await service.storage.listBuckets()).data!.find((bucket) => bucket.id === id);
    expect(listed).toMatchObject({ id, public: true, type: 'STANDARD' });
    expect(listed!.created_at).toMatch(ISO_MS_Z);
  });

  test('a bucket id that is taken is a 409, and a name Storage refuses is a 400', async () => {
    const id = freshName('twice');
    expect((await service.storage.createBucket(id)).error).toBeNull();
    expect((await service.storage.createBucket(id)).error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    for (const bad of ['a/b', ' padded ', '..', 'x'.repeat(101)]) {
      expect([bad, (await service.storage.createBucket(bad)).error?.message]).toEqual([bad, 'Bucket name invalid']);
    }
  });

  test('updates only the settings given', async () => {
    const id = freshName('settings');
    await service.storage.createBucket(id, { public: false, allowedMimeTypes: ['application/pdf'] });
    const updated = await service.storage.updateBucket(id, { public: true, fileSizeLimit: 2048 });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['application/pdf'],
    });
    expect((await service.storage.updateBucket(freshName('missing'), { public: true })).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  test('settings Storage would refuse are refused', async () => {
    const id = freshName('strict');
    await service.storage.createBucket(id);
    const tooBig = await service.storage.updateBucket(id, { public: false, fileSizeLimit: '999GB' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const badType = await service.storage.updateBucket(id, { public: false, allowedMimeTypes: ['not a type'] });
    expect(badType.error).toMatchObject({ statusCode: '415' });
    const badSize = await service.storage.createBucket(freshName('size'), { public: false, fileSizeLimit: 'lots' });
    expect(badSize.error).toMatchObject({ statusCode: '400' });
  });

  test('a bucket with objects is not deleted; emptied, it is', async () => {
    const id = freshName('shelf');
    await service.storage.createBucket(id);
    const bucket = service.storage.from(id);
    await bucket.upload('a/one.txt', 'one', { contentType: 'text/plain' });
    await bucket.upload('two.txt', 'two', { contentType: 'text/plain' });
    expect((await service.storage.deleteBucket(id)).error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await service.storage.emptyBucket(id)).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect((await bucket.list()).data).toEqual([]);
    expect(await service.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  test('list options page, sort and search', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const letter of ['c', 'a', 'b']) await service.storage.createBucket(`${letter}-${tag}`);
    const { data } = await service.storage.listBuckets({ search: tag, sortColumn: 'name', sortOrder: 'desc' });
    expect(data!.map((bucket) => bucket.name)).toEqual([`c-${tag}`, `b-${tag}`, `a-${tag}`]);
    const page = await service.storage.listBuckets({ search: tag, sortColumn: 'name', limit: 1, offset: 1 });
    expect(page.data!.map((bucket) => bucket.name)).toEqual([`b-${tag}`]);
  });
});

describe('other callers', () => {
  test('without policies on storage.buckets, a user can neither create nor change nor delete buckets', async () => {
    const created = await user.client.storage.createBucket(freshName('mine'));
    expect(created.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await user.client.storage.updateBucket('covers', { public: false })).error).toMatchObject({
      statusCode: '404',
    });
    expect((await user.client.storage.deleteBucket('covers')).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.getBucket('covers')).data).toMatchObject({ public: true });
  });

  test('policies on storage.buckets decide, as on a hosted project', async () => {
    await t.backend.db.exec(`
      create policy "users create their own buckets" on storage.buckets
        for insert to authenticated with check (name like 'user-' || auth.uid()::text || '%');
      create policy "users see their own buckets" on storage.buckets
        for select to authenticated using (owner_id = auth.uid()::text);
      create policy "users delete their own buckets" on storage.buckets
        for delete to authenticated using (owner_id = auth.uid()::text);`);
    const id = `user-${user.id}`;
    expect((await user.client.storage.createBucket(id)).error).toBeNull();
    expect((await user.client.storage.listBuckets()).data!.map((bucket) => bucket.id)).toEqual([id]);
    expect((await user.client.storage.createBucket(freshName('other'))).error).toMatchObject({ statusCode: '403' });
    const stranger = await t.userWithToken();
    expect((await stranger.client.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await stranger.client.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await user.client.storage.deleteBucket(id)).error).toBeNull();
  });

  test('emptying is for the service role only, answered with a 403', async () => {
    const res = await fetch(`${t.url}/storage/v1/bucket/covers/empty`, {
      method: 'POST',
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  test('listing buckets without a JWT (a lone apikey, or nothing) is refused as by Storage', async () => {
    for (const headers of [{ apikey: t.anonKey }, { apikey: t.serviceRoleKey }, {}] as Array<Record<string, string>>) {
      const res = await fetch(`${t.url}/storage/v1/bucket`, { headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'Invalid Compact JWS',
      });
    }
  });
});

describe("objects' timestamps", () => {
  test('upload, list and info answer in the format Storage uses', async () => {
    const bucket = service.storage.from('covers');
    expect((await bucket.upload('stamps/one.png', 'png', { contentType: 'image/png' })).error).toBeNull();
    const { data: listing } = await bucket.list('stamps');
    expect(listing).toHaveLength(1);
    for (const key of ['created_at', 'updated_at', 'last_accessed_at'] as const) {
      expect(listing![0]![key]).toMatch(ISO_MS_Z);
    }
    const { data: info } = await bucket.info('stamps/one.png');
    expect(info!.createdAt).toMatch(ISO_MS_Z);
    expect(info!.lastModified).toMatch(ISO_MS_Z);
    const { data: removed } = await bucket.remove(['stamps/one.png']);
    expect(removed![0]!.created_at).toMatch(ISO_MS_Z);
  });
});

describe('bad input to bucket, move and copy routes', () => {
  test('is answered in Storage shape with a 4xx, and the server stays up', async () => {
    const headers = {
      apikey: t.serviceRoleKey,
      Authorization: `Bearer ${t.serviceRoleKey}`,
      'content-type': 'application/json',
    };
    const cases: Array<[string, string, string | undefined]> = [
      ['POST', '/bucket', '{"name":'],
      ['POST', '/bucket', '[1]'],
      ['POST', '/bucket', '{"name":5}'],
      ['POST', '/bucket', '{"name":"ok-name","public":"yes"}'],
      ['POST', '/bucket', '{"name":"ok-name","allowed_mime_types":"image/png"}'],
      ['PUT', '/bucket/covers', '{}'],
      ['PUT', '/bucket/covers', '{"file_size_limit":-1}'],
      ['GET', '/bucket?limit=-1', undefined],
      ['GET', '/bucket?sortColumn=id;drop', undefined],
      ['GET', '/bucket?sortOrder=sideways', undefined],
      ['POST', '/object/move', '{}'],
      ['POST', '/object/copy', '{"bucketId":"covers","sourceKey":1,"destinationKey":"x"}'],
      ['POST', '/object/move', '{"bucketId":"covers","sourceKey":"a","destinationKey":"b","destinationBucket":7}'],
    ];
    for (const [method, path, body] of cases) {
      const res = await fetch(`${t.url}/storage/v1${path}`, { method, headers, body });
      const answer = (await res.json()) as Record<string, unknown>;
      expect([method, path, res.status]).toEqual([method, path, 400]);
      expect(answer).toMatchObject({ statusCode: expect.any(String), error: expect.any(String) });
      expect(Number(answer.statusCode)).toBeGreaterThanOrEqual(400);
      expect(Number(answer.statusCode)).toBeLessThan(500);
    }
    expect((await service.storage.getBucket('covers')).data).toMatchObject({ public: true });
  });
});
