/**
 * What the backend sends over the wire (README.md#performance): REST reads carry an ETag of
 * their answer and are answered 304 without a body when the browser's copy is
 * current; large answers are compressed when the client accepts it, byte
 * ranges never; covers revalidate with their ETag. supabase-js reads every
 * answer as before.
 */
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
const prefix = `SV ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
});
afterAll(() => t.stop());

function restHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, ...extra };
}

/** A request over a plain socket: the bytes as sent (fetch would decode them) and the headers. */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${t.url}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const CATALOGUE = '/rest/v1/MentoriaDatabase?select=*&order=ID.asc&limit=50';

describe('REST reads revalidate with an ETag', () => {
  test('a read carries a weak ETag, stays out of shared caches and names what it varies by', async () => {
    const res = await fetch(`${t.url}${CATALOGUE}`, { headers: restHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Authorization/);
    expect(res.headers.get('vary')).toMatch(/apikey/);
    expect(res.headers.get('vary')).toMatch(/Accept/);
  });

  test('the same read with its ETag in If-None-Match is answered 304 with no body', async () => {
    const first = await fetch(`${t.url}${CATALOGUE}`, { headers: restHeaders() });
    const eTag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await raw(CATALOGUE, restHeaders({ 'if-none-match': eTag, 'accept-encoding': 'br, gzip' }));
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(eTag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['content-range']).toBe(first.headers.get('content-range'));
  });

  test('HEAD has the same ETag as GET, says the length GET sends, and revalidates the same way', async () => {
    const getAnswer = await raw(CATALOGUE, restHeaders());
    const head = await fetch(`${t.url}${CATALOGUE}`, { method: 'HEAD', headers: restHeaders() });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(getAnswer.headers.etag);
    expect(getAnswer.bytes.length).toBeGreaterThan(0);
    expect(head.headers.get('content-length')).toBe(String(getAnswer.bytes.length));
    const conditional = await fetch(`${t.url}${CATALOGUE}`, {
      method: 'HEAD',
      headers: restHeaders({ 'if-none-match': head.headers.get('etag')! }),
    });
    expect(conditional.status).toBe(304);
  });

  test('once the rows change, the old ETag no longer matches and the new rows come back', async () => {
    const path = `/rest/v1/MentoriaDatabase?select=ID,Name&Name=like.${encodeURIComponent(prefix)}*`;
    const before = await fetch(`${t.url}${path}`, { headers: restHeaders() });
    expect(await before.json()).toEqual([]);
    const { error } = await service.from('MentoriaDatabase').insert({ Name: `${prefix} New`, Categories: 'SEO' });
    expect(error).toBeNull();
    const after = await fetch(`${t.url}${path}`, {
      headers: restHeaders({ 'if-none-match': before.headers.get('etag')! }),
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await after.json()).toEqual([expect.objectContaining({ Name: `${prefix} New` })]);
  });

  test('the same URL asked another way (one object, a count) has another ETag', async () => {
    const path = '/rest/v1/categories?select=*&order=position.asc&limit=1';
    const askedWays: Array<Record<string, string>> = [
      {},
      { accept: 'application/vnd.pgrst.object+json' },
      { prefer: 'count=exact' },
    ];
    const tags = await Promise.all(
      askedWays.map(async (extra) => {
        const res = await fetch(`${t.url}${path}`, { headers: restHeaders(extra) });
        await res.arrayBuffer();
        return res.headers.get('etag');
      }),
    );
    expect(new Set(tags).size).toBe(3);
  });

  test('rpc over GET revalidates too; writes and rpc over POST carry no ETag', async () => {
    const rpc = await fetch(`${t.url}/rest/v1/rpc/home_rows?per_category=2`, { headers: restHeaders() });
    const eTag = rpc.headers.get('etag');
    expect(eTag).toMatch(/^W\//);
    await rpc.arrayBuffer();
    const again = await fetch(`${t.url}/rest/v1/rpc/home_rows?per_category=2`, {
      headers: restHeaders({ 'if-none-match': eTag! }),
    });
    expect(again.status).toBe(304);

    const post = await fetch(`${t.url}/rest/v1/rpc/home_rows`, {
      method: 'POST',
      headers: restHeaders({ 'content-type': 'application/json' }),
      body: '{"per_category":2}',
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).toBeNull();
    await post.arrayBuffer();
  });

  test('an error is never answered 304', async () => {
    const res = await fetch(`${t.url}/rest/v1/no_such_table`, { headers: restHeaders({ 'if-none-match': '*' }) });
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('compression', () => {
  test('a large REST answer is sent with brotli (or gzip) when accepted, and is the same rows decoded', async () => {
    const plain = await raw(CATALOGUE, restHeaders());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(CATALOGUE, restHeaders({ 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const gzip = await raw(CATALOGUE, restHeaders({ 'accept-encoding': 'gzip' }));
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test('supabase-js reads compressed answers as before', async () => {
    const { data, error, count } = await t
      .anonClient()
      .from('MentoriaDatabase')
      .select('*', { count: 'exact' })
      .order('ID')
      .range(0, 49);
    expect(error).toBeNull();
    expect(data).toHaveLength(50);
    expect(count).toBeGreaterThan(50);
  });

  test('a cover is compressed, revalidates with its (now weak) ETag, and keeps a cache lifetime', async () => {
    const { data } = await service.from('MentoriaDatabase').select('Images').not('Images', 'is', null).limit(1);
    const path = `/storage/v1/object/public/covers/${(data as Array<{ Images: string }>)[0]!.Images}`;
    const cover = await raw(path, { 'accept-encoding': 'gzip' });
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    if (cover.headers['content-encoding'] === 'gzip') expect(cover.headers.etag).toMatch(/^W\/"/);
    expect(cover.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await raw(path, { 'accept-encoding': 'gzip', 'if-none-match': String(cover.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  test('a byte range of a stored object is sent as is, with the length it names', async () => {
    const shapes = Array.from({ length: 300 }, (_, i) => `<rect x="${i}" width="2" height="2"/>`).join('');
    const bytes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${shapes}</svg>`);
    const name = `serving/${randomUUID()}.svg`;
    const { error } = await service.storage.from('covers').upload(name, bytes, { contentType: 'image/svg+xml' });
    expect(error).toBeNull();
    const path = `/storage/v1/object/public/covers/${name}`;
    const range = await raw(path, { 'accept-encoding': 'br, gzip', range: 'bytes=100-1299' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-length']).toBe('1200');
    expect(range.bytes.equals(bytes.subarray(100, 1300))).toBe(true);
    const whole = await raw(path, { 'accept-encoding': 'br, gzip' });
    expect(whole.headers['content-encoding']).toBe('br');
    expect(whole.bytes.length).toBeLessThan(bytes.length);
  });
});
