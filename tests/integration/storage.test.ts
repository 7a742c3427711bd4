/**
 * The Storage API through storage-js: uploads, signing under the storage
 * policies (free ebooks for signed-in users, premium ebooks for their buyers),
 * signed, public and authenticated downloads with the headers pdf.js relies on,
 * listing, removal and buckets. Plain fetch checks the protocol details
 * (ranges, conditional requests) the client does not expose.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { configFromEnv } from '../../server/src/shared/config';
import { signToken } from '../../server/src/shared/jwt';
import { storedObjectPath } from '../../server/src/storage/objectStore';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { strayStorageFiles } from '../support/strayStorageFiles';

let t: TestBackend;
let service: SupabaseClient;
let userA: { id: string; client: SupabaseClient };
let userB: { id: string; client: SupabaseClient };
const freeBook = 'free/intro to marketing.pdf';
const premiumBook = 'premium/growth-playbook.pdf';
const freeBytes = fakePdf(5000);
const premiumBytes = fakePdf(3000);

function fakePdf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
}

async function createProduct(contentUrl: string, premium: boolean): Promise<number> {
  const { rows } = await t.backend.db.query<{ ID: number }>(
    `insert into public."MentoriaDatabase" ("Name", "Categories", "Premium", "Regular_Price", "ContentURL")
     values ($1, 'Digital Marketing', $2, $3, $4) returning "ID"`,
    [`Book for ${contentUrl}`, premium, premium ? 19 : 0, contentUrl],
  );
  return Number(rows[0]!.ID);
}

/** A signed URL made by the service role (which may sign anything). */
async function signedUrlFor(bucket: string, path: string, expiresIn = 600): Promise<string> {
  const { data, error } = await service.storage.from(bucket).createSignedUrl(path, expiresIn);
  if (error) throw error;
  return data.signedUrl;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
  userA = await t.userWithToken(`reader-a-${randomUUID()}@example.com`);
  userB = await t.userWithToken(`reader-b-${randomUUID()}@example.com`);
  for (const [bucket, path, bytes] of [
    ['ebooks-free', freeBook, freeBytes],
    ['ebooks-premium', premiumBook, premiumBytes],
  ] as const) {
    const { error } = await service.storage.from(bucket).upload(path, bytes, { contentType: 'application/pdf' });
    if (error) throw error;
  }
}, 60_000);
afterAll(() => t?.stop());

describe('uploading', () => {
  test('the service role uploads raw bytes and gets them back unchanged', async () => {
    const bytes = fakePdf(2048);
    const { data, error } = await service.storage
      .from('ebooks-free')
      .upload('raw/book.pdf', bytes, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'raw/book.pdf', fullPath: 'ebooks-free/raw/book.pdf' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const download = await service.storage.from('ebooks-free').download('raw/book.pdf');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(bytes);
    expect(await storedFiles('ebooks-free', 'raw/book.pdf')).toHaveLength(1);
  });

  test('a Blob goes as multipart and keeps its type and cache time', async () => {
    const bytes = fakePdf(1500);
    const blob = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
    const { error } = await service.storage.from('ebooks-free').upload('blob/book.pdf', blob, { cacheControl: '120' });
    expect(error).toBeNull();
    const res = await fetch(await signedUrlFor('ebooks-free', 'blob/book.pdf'));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, max-age=120');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  test('an existing object is replaced only with upsert', async () => {
    const bucket = service.storage.from('ebooks-free');
    await bucket.upload('upsert/book.pdf', fakePdf(100), { contentType: 'application/pdf' });
    const again = await bucket.upload('upsert/book.pdf', fakePdf(100), { contentType: 'application/pdf' });
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const replacement = fakePdf(200);
    const upserted = await bucket.upload('upsert/book.pdf', replacement, {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    const updated = fakePdf(300);
    expect((await bucket.update('upsert/book.pdf', updated, { contentType: 'application/pdf' })).error).toBeNull();
    const download = await bucket.download('upsert/book.pdf');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(updated);
  });

  test('a type the bucket does not allow is refused', async () => {
    const { error } = await service.storage
      .from('ebooks-free')
      .upload('notes.txt', 'plain text', { contentType: 'text/plain' });
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  test('an object over the bucket size limit is refused', async () => {
    await t.backend.db.query(`update storage.buckets set file_size_limit = 1000 where id = 'covers'`);
    try {
      const { error } = await service.storage
        .from('covers')
        .upload('big.png', randomBytes(1001), { contentType: 'image/png' });
      expect(error).toMatchObject({ status: 400, statusCode: '413' });
    } finally {
      await t.backend.db.query(`update storage.buckets set file_size_limit = null where id = 'covers'`);
    }
  });

  test('a body over the server upload limit is refused without being stored', async () => {
    const tooBig = Buffer.alloc(configFromEnv({}).uploadLimit + 128 * 1024);
    const { error } = await service.storage.from('ebooks-free').upload('huge.pdf', tooBig, {
      contentType: 'application/pdf',
    });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await service.storage.from('ebooks-free').exists('huge.pdf')).data).toBe(false);
  });

  test('a signed-in user may not upload, since no policy lets clients insert', async () => {
    const { error } = await userA.client.storage
      .from('ebooks-free')
      .upload('mine.pdf', fakePdf(100), { contentType: 'application/pdf' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await storedFiles('ebooks-free', 'mine.pdf')).toEqual([]);
    expect(await strayStorageFiles(t, 'ebooks-free')).toEqual([]);
  });
});

describe('uploading under policies', () => {
  test("policies that look at the file's type decide for raw and form uploads alike", async () => {
    const { error } = await service.storage.createBucket('avatars', { public: false });
    if (error) throw error;
    await t.backend.db.exec(`
      create policy "users upload images into their folder" on storage.objects for insert to authenticated
        with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text
                    and metadata ->> 'mimetype' like 'image/%');`);
    const avatars = userA.client.storage.from('avatars');
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect((await avatars.upload(`${userA.id}/me.png`, image)).error).toBeNull();
    expect((await avatars.upload(`${userA.id}/raw.png`, 'png', { contentType: 'image/png' })).error).toBeNull();
    const text = new Blob(['not an image'], { type: 'text/plain' });
    expect((await avatars.upload(`${userA.id}/notes.txt`, text)).error).toMatchObject({ statusCode: '403' });
    expect((await avatars.upload(`${userA.id}/raw.txt`, 'x', { contentType: 'text/plain' })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await avatars.upload(`${userB.id}/me.png`, image)).error).toMatchObject({ statusCode: '403' });
    const { data } = await service.storage.from('avatars').list(userA.id);
    expect(data!.map((entry) => entry.name)).toEqual(['me.png', 'raw.png']);
    expect(await strayStorageFiles(t, 'avatars')).toEqual([]);
  });
});

describe('signing', () => {
  test('anon cannot sign a free ebook', async () => {
    const { data, error } = await t.clientAs(t.anonKey).storage.from('ebooks-free').createSignedUrl(freeBook, 60);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  test('a signed-in user signs a free ebook and the link serves its exact bytes', async () => {
    const { data, error } = await userA.client.storage.from('ebooks-free').createSignedUrl(freeBook, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain('/storage/v1/object/sign/ebooks-free/free/intro%20to%20marketing.pdf?token=');
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(freeBytes);
  });

  test('a premium ebook is signed only for a user who ordered it', async () => {
    const productId = await createProduct(premiumBook, true);
    const before = await userA.client.storage.from('ebooks-premium').createSignedUrl(premiumBook, 60);
    expect(before.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    await t.backend.db.query('insert into public.orders (user_id, product_id, amount) values ($1, $2, 19)', [
      userA.id,
      productId,
    ]);
    const after = await userA.client.storage.from('ebooks-premium').createSignedUrl(premiumBook, 60);
    expect(after.error).toBeNull();
    expect(Buffer.from(await (await fetch(after.data!.signedUrl)).arrayBuffer())).toEqual(premiumBytes);

    const other = await userB.client.storage.from('ebooks-premium').createSignedUrl(premiumBook, 60);
    expect(other.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  test('a batch signs what the caller may see and says which it may not', async () => {
    const { data, error } = await userB.client.storage
      .from('ebooks-free')
      .createSignedUrls([freeBook, 'free/missing.pdf'], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: freeBook, error: null });
    expect(data![0]!.signedUrl).toContain('token=');
    expect(data![1]).toMatchObject({ path: 'free/missing.pdf', signedUrl: null, error: expect.any(String) });
  });

  test('expiresIn must be a positive whole number of seconds', async () => {
    const { error } = await userA.client.storage.from('ebooks-free').createSignedUrl(freeBook, 0);
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });
});

describe('a signed download', () => {
  test('sends the headers a PDF viewer relies on', async () => {
    const res = await fetch(await signedUrlFor('ebooks-free', freeBook));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(freeBytes.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    await res.arrayBuffer();
  });

  test('serves a byte range with 206 and Content-Range', async () => {
    const res = await fetch(await signedUrlFor('ebooks-free', freeBook), { headers: { Range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-99/${freeBytes.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(freeBytes.subarray(0, 100));
  });

  test('serves the last n bytes for a suffix range', async () => {
    const res = await fetch(await signedUrlFor('ebooks-free', freeBook), { headers: { Range: 'bytes=-10' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(
      `bytes ${freeBytes.length - 10}-${freeBytes.length - 1}/${freeBytes.length}`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(freeBytes.subarray(-10));
  });

  test('answers 416 with the size for a range past the end', async () => {
    const res = await fetch(await signedUrlFor('ebooks-free', freeBook), {
      headers: { Range: `bytes=${freeBytes.length}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${freeBytes.length}`);
    expect(await res.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });
  });

  test('answers 304 when the client already has this version', async () => {
    const url = await signedUrlFor('ebooks-free', freeBook);
    const first = await fetch(url);
    await first.arrayBuffer();
    const again = await fetch(url, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  test('answers HEAD with the headers and no body', async () => {
    const res = await fetch(await signedUrlFor('ebooks-free', freeBook), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(freeBytes.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  test('names the attachment when a download is asked for', async () => {
    const { data } = await service.storage
      .from('ebooks-free')
      .createSignedUrl(freeBook, 60, { download: 'Marketing Basics.pdf' });
    const res = await fetch(data!.signedUrl);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Marketing Basics.pdf"');
    await res.arrayBuffer();
  });

  test('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    const token = signToken(t.jwtSecret, { url: `ebooks-free/${freeBook}`, iat: past - 60, exp: past });
    const res = await fetch(`${t.url}/storage/v1/object/sign/ebooks-free/${encodeURI(freeBook)}?token=${token}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'ExpiredToken',
      error: 'ExpiredToken',
      message: 'The provided token has expired.',
    });
  });

  test('refuses a token made for another object', async () => {
    const url = await signedUrlFor('ebooks-free', freeBook);
    const token = new URL(url).searchParams.get('token')!;
    const res = await fetch(`${t.url}/storage/v1/object/sign/ebooks-premium/${premiumBook}?token=${token}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });

  test('refuses a tampered token', async () => {
    const url = new URL(await signedUrlFor('ebooks-free', freeBook));
    const [header, , signature] = url.searchParams.get('token')!.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ url: `ebooks-premium/${premiumBook}`, exp: 4102444800 }),
    ).toString('base64url');
    const res = await fetch(
      `${t.url}/storage/v1/object/sign/ebooks-premium/${premiumBook}?token=${header}.${forgedClaims}.${signature}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });
});

describe('public and authenticated downloads', () => {
  beforeAll(async () => {
    const { error } = await service.storage
      .from('covers')
      .upload('shelf/cover one.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { contentType: 'image/svg+xml' });
    if (error) throw error;
  });

  test('a cover in the public bucket is served without any credentials', async () => {
    const { data } = t.clientAs(t.anonKey).storage.from('covers').getPublicUrl('shelf/cover one.svg');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(await res.text()).toContain('<svg');
  });

  test('the public route does not serve a private bucket', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/public/ebooks-free/${encodeURI(freeBook)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  test('an unknown bucket is not found', async () => {
    const { error } = await t.clientAs(t.anonKey).storage.from('no-such-bucket').download('a.pdf');
    expect(error).toMatchObject({ status: 400 });
    const res = await fetch(`${t.url}/storage/v1/object/public/no-such-bucket/a.pdf`);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  test('download follows the policies: a signed-in user reads a free ebook, anon does not', async () => {
    const mine = await userB.client.storage.from('ebooks-free').download(freeBook);
    expect(Buffer.from(await mine.data!.arrayBuffer())).toEqual(freeBytes);
    const anon = await t.clientAs(t.anonKey).storage.from('ebooks-free').download(freeBook);
    expect(anon.error).toMatchObject({ status: 400 });
    const res = await fetch(`${t.url}/storage/v1/object/authenticated/ebooks-free/${encodeURI(freeBook)}`, {
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` },
    });
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });

  test('a bad access token is refused in Storage shape', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/ebooks-free/${encodeURI(freeBook)}`, {
      headers: { apikey: t.anonKey, Authorization: 'Bearer not-a-jwt' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  test('exists and info describe an object the caller can see', async () => {
    const bucket = userA.client.storage.from('ebooks-free');
    expect((await bucket.exists(freeBook)).data).toBe(true);
    expect((await bucket.exists('free/none.pdf')).data).toBe(false);
    const { data, error } = await bucket.info(freeBook);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: freeBook, size: freeBytes.length, contentType: 'application/pdf' });
  });
});

describe('listing, removing and buckets', () => {
  test('a listing shows one folder level, sub-folders included', async () => {
    const bucket = service.storage.from('ebooks-free');
    await bucket.upload('shelf/a.pdf', fakePdf(50), { contentType: 'application/pdf' });
    await bucket.upload('shelf/deeper/b.pdf', fakePdf(50), { contentType: 'application/pdf' });
    const { data, error } = await bucket.list('shelf');
    expect(error).toBeNull();
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.pdf', false],
      ['deeper', true],
    ]);
  });

  test('remove skips what the caller may not delete and deletes for the service role', async () => {
    const bucket = 'ebooks-free';
    await service.storage.from(bucket).upload('gone/x.pdf', fakePdf(50), { contentType: 'application/pdf' });
    const [file] = await storedFiles(bucket, 'gone/x.pdf');
    expect(file).toBeDefined();
    const denied = await userA.client.storage.from(bucket).remove(['gone/x.pdf']);
    expect(denied).toEqual({ data: [], error: null });
    const removed = await service.storage.from(bucket).remove(['gone/x.pdf']);
    expect(removed.data!.map((row) => row.name)).toEqual(['gone/x.pdf']);
    expect(existsSync(file!)).toBe(false);
    expect((await service.storage.from(bucket).exists('gone/x.pdf')).data).toBe(false);
  });

  test('buckets are seen as storage.buckets policies allow: with none, only the service role sees them', async () => {
    const anon = await t.clientAs(t.anonKey).storage.listBuckets();
    expect(anon).toEqual({ data: [], error: null });
    expect((await userA.client.storage.listBuckets()).data).toEqual([]);
    const all = await service.storage.listBuckets();
    expect(all.data!.map((bucket) => bucket.id)).toEqual(
      expect.arrayContaining(['covers', 'ebooks-free', 'ebooks-premium']),
    );
    expect((await t.clientAs(t.anonKey).storage.getBucket('covers')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await service.storage.getBucket('ebooks-premium')).data).toMatchObject({ public: false });
  });

  test('unknown routes and malformed bodies get Storage errors', async () => {
    const unknown = await fetch(`${t.url}/storage/v1/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
    const malformed = await fetch(`${t.url}/storage/v1/object/sign/ebooks-free/${encodeURI(freeBook)}`, {
      method: 'POST',
      headers: {
        apikey: t.serviceRoleKey,
        Authorization: `Bearer ${t.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: '{"expiresIn": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});

/** The file holding an object's bytes in this backend's storage folder, if the object and its file exist. */
async function storedFiles(bucket: string, name: string): Promise<string[]> {
  const { rows } = await t.backend.db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows
    .map((row) => storedObjectPath(t.storageDir, { bucket_id: bucket, name, version: row.version }))
    .filter((file) => existsSync(file));
}
