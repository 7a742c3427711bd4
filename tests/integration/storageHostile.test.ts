/**
 * Hostile requests to the Storage API: traversal in every spelling (`..`,
 * percent-encoded, double-encoded, backslashes, absolute paths, NUL), very long
 * names, forged tokens and malformed bodies. Each must get a Storage error
 * (never a 500), touch no file outside the storage folder, and leave the
 * server answering. fetch normalises `..` and `%2e%2e` away before sending, so
 * paths go out verbatim through node:http.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signToken } from '../../server/src/shared/jwt';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { strayStorageFiles } from '../support/strayStorageFiles';

let t: TestBackend;
let service: SupabaseClient;

/** A file outside every storage folder that no request may read. */
const secretFile = join(tmpdir(), `mentoria-secret-${randomUUID()}.txt`);
const SECRET = `top secret ${randomUUID()}`;
/** A file name outside every storage folder that no request may create. */
const escapeName = `mentoria-escape-${randomUUID()}.txt`;
/** Enough `..` segments to climb from any storage folder up to the root, then down into tmpdir(). */
const climb = '../'.repeat(24);
const tmpFromRoot = tmpdir().replace(/^\//, '');

interface RawResponse {
  status: number;
  body: string;
}

/** Sends the path exactly as written, with no URL normalisation. */
function raw(method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}) {
  const { port, hostname } = new URL(t.url);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          apikey: t.serviceRoleKey,
          authorization: `Bearer ${t.serviceRoleKey}`,
          // node:http frames a DELETE body only when told its length.
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const hostileNames: Array<[string, string]> = [
  ['dot-dot segments', `${climb}${tmpFromRoot}/NAME`],
  ['a dot-dot inside a folder', 'shelf/../../NAME'],
  ['a lone dot segment', 'shelf/./NAME'],
  ['percent-encoded dot-dots', `${'%2e%2e/'.repeat(24)}${tmpFromRoot}/NAME`],
  ['encoded slashes', `..%2f..%2f..%2fNAME`],
  ['upper-case encoded dots and slashes', '%2E%2E%2F%2E%2E%2FNAME'],
  ['double-encoded dot-dots', '%252e%252e%252f%252e%252e%252fNAME'],
  ['backslashes', '..\\..\\NAME'],
  ['encoded backslashes', '..%5c..%5cNAME'],
  ['an absolute path', `/${tmpFromRoot}/NAME`],
  ['an encoded absolute path', `%2f${tmpFromRoot.replace(/\//g, '%2f')}%2fNAME`],
  ['a NUL byte', 'shelf/NAME%00.pdf'],
  ['an empty segment', 'shelf//NAME'],
];

function expectStorageRefusal(res: RawResponse): void {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body.statusCode).toEqual(expect.any(String));
  expect(body.message).toEqual(expect.any(String));
  expect(res.body).not.toContain(SECRET);
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.clientAs(t.serviceRoleKey);
  writeFileSync(secretFile, SECRET);
  const { error } = await service.storage.from('covers').upload('shelf/ok.png', 'png bytes', {
    contentType: 'image/png',
  });
  if (error) throw error;
}, 60_000);
afterAll(async () => {
  rmSync(secretFile, { force: true });
  await t?.stop();
});

describe.each(hostileNames)('an object name with %s', (_label, pattern) => {
  const readName = pattern.replace('NAME', secretFile.split('/').pop()!);
  const writeName = pattern.replace('NAME', escapeName);

  test('is refused with a Storage error by every read, sign and write route', async () => {
    const token = signToken(t.jwtSecret, { url: `covers/${readName}`, iat: 0, exp: 4102444800 });
    const attempts: Array<[string, string, string | undefined]> = [
      ['GET', `/storage/v1/object/public/covers/${readName}`, undefined],
      ['GET', `/storage/v1/object/covers/${readName}`, undefined],
      ['HEAD', `/storage/v1/object/authenticated/covers/${readName}`, undefined],
      ['GET', `/storage/v1/object/info/covers/${readName}`, undefined],
      ['GET', `/storage/v1/object/sign/covers/${readName}?token=${token}`, undefined],
      ['POST', `/storage/v1/object/sign/covers/${readName}`, '{"expiresIn":60}'],
      ['POST', `/storage/v1/object/covers/${writeName}`, 'escaped'],
      ['PUT', `/storage/v1/object/covers/${writeName}`, 'escaped'],
      ['DELETE', `/storage/v1/object/covers/${readName}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const headers = { 'content-type': method === 'POST' && body?.startsWith('{') ? 'application/json' : 'image/png' };
      const res = await raw(method, path, { body, headers });
      expect([method, path, res.status]).toEqual([method, path, 400]);
      if (method !== 'HEAD') {
        expectStorageRefusal(res);
        expect([method, path, JSON.parse(res.body).code]).toEqual([method, path, 'InvalidKey']);
      }
    }
    expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
  });
});

describe('hostile input beyond paths', () => {
  test('names in a delete or batch-sign body are checked like paths', async () => {
    const remove = await raw('DELETE', '/storage/v1/object/covers', {
      body: JSON.stringify({ prefixes: [`${climb}${tmpFromRoot}/${secretFile.split('/').pop()}`] }),
      headers: { 'content-type': 'application/json' },
    });
    expectStorageRefusal(remove);
    expect(JSON.parse(remove.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(existsSync(secretFile)).toBe(true);
    const { data } = await service.storage.from('covers').createSignedUrls(['../x.png', 'shelf/ok.png'], 60);
    expect(data!.map((item) => item.signedUrl === null)).toEqual([true, false]);
  });

  test('a traversal attempt through the client fails without reaching the disk', async () => {
    const { error } = await service.storage.from('covers').upload(`../../${escapeName}`, 'x', {
      contentType: 'image/png',
    });
    expect(error).not.toBeNull();
    expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
  });

  test('a malformed percent-escape is refused before any route runs', async () => {
    // The router refuses to decode it, in the app's generic 400 shape rather than Storage's.
    for (const method of ['GET', 'POST']) {
      const res = await raw(method, `/storage/v1/object/covers/shelf/%e0%80${escapeName}`, { body: 'x' });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ message: expect.any(String) });
    }
    expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
  });

  test('a very long name is refused, and an overlong URL does not crash the server', async () => {
    const long = await raw('GET', `/storage/v1/object/public/covers/${'a'.repeat(1100)}.png`);
    expectStorageRefusal(long);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'InvalidKey' });
    const overlong = await raw('POST', `/storage/v1/object/covers/${'b/'.repeat(3000)}x.png`, { body: 'x' });
    expect(overlong.status).toBeGreaterThanOrEqual(400);
    expect(overlong.status).toBeLessThan(500);
  });

  test('forged and garbage tokens are refused', async () => {
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ url: 'covers/shelf/ok.png', exp: 4102444800 }),
    ).toString('base64url')}.`;
    const otherSecret = signToken('another-secret-of-at-least-32-characters', {
      url: 'covers/shelf/ok.png',
      exp: 4102444800,
    });
    for (const token of ['garbage', noneAlg, otherSecret, '']) {
      const res = await raw('GET', `/storage/v1/object/sign/covers/shelf/ok.png?token=${token}`, { headers: {} });
      expectStorageRefusal(res);
      expect(res.status).toBe(400);
    }
  });

  test('malformed bodies are answered in Storage shape', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['POST', '/storage/v1/object/sign/covers/shelf/ok.png', 'application/json', '{"expiresIn":'],
      ['POST', '/storage/v1/object/sign/covers/shelf/ok.png', 'application/json', '[1,2]'],
      ['POST', '/storage/v1/object/sign/covers', 'application/json', '{"expiresIn":60,"paths":"nope"}'],
      ['POST', '/storage/v1/object/list/covers', 'application/json', '{"limit":-1}'],
      ['POST', '/storage/v1/object/list/covers', 'application/json', '{"sortBy":{"column":"name","order":"sideways"}}'],
      ['POST', '/storage/v1/object/covers/shelf/m.png', 'multipart/form-data; boundary=xyz', '--xyz\r\nbroken'],
      ['POST', '/storage/v1/object/covers/shelf/m.png', 'not a mime type', 'bytes'],
    ];
    for (const [method, path, contentType, body] of cases) {
      const res = await raw(method, path, { body, headers: { 'content-type': contentType } });
      expectStorageRefusal(res);
      expect(res.status).toBe(400);
    }
  });

  test('the server still answers normally afterwards', async () => {
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    const { data } = await service.storage.from('covers').download('shelf/ok.png');
    expect(await data!.text()).toBe('png bytes');
  });
});

describe('uploads that are refused, too large, aborted or racing', () => {
  /**
   * Starts an upload that declares `declared` bytes (or is chunked), sends
   * `chunk` every few milliseconds until the server answers or `maxChunks` are
   * out, and says what came back and how much had been sent by then.
   */
  function pushUpload(
    path: string,
    headers: Record<string, string>,
    { chunk, maxChunks }: { chunk: Buffer; maxChunks: number },
  ): Promise<RawResponse & { chunksSent: number }> {
    const { port, hostname } = new URL(t.url);
    return new Promise((resolve, reject) => {
      let chunksSent = 0;
      let answered = false;
      const req = httpRequest({ host: hostname, port, method: 'POST', path, headers }, (res) => {
        answered = true;
        const sent = chunksSent;
        const chunks: Buffer[] = [];
        res.on('data', (data: Buffer) => chunks.push(data));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), chunksSent: sent });
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const pump = () => {
        if (answered || chunksSent >= maxChunks) return;
        req.write(chunk);
        chunksSent += 1;
        setTimeout(pump, 5);
      };
      pump();
    });
  }

  test('an upload to a bucket the caller may not write is refused before its 40 MB body is read', async () => {
    const user = await t.userWithToken();
    const now = Math.floor(Date.now() / 1000);
    const token = signToken(t.jwtSecret, { sub: user.id, role: 'authenticated', iat: now, exp: now + 600 });
    const authorization = `Bearer ${token}`;
    // 40 MB declared, 64 KB sent every 5 ms: the whole body would take seconds to go out.
    const res = await pushUpload(
      '/storage/v1/object/covers/refused/big.png',
      {
        apikey: t.anonKey,
        authorization,
        'content-type': 'image/png',
        'content-length': String(40 * 1024 * 1024),
      },
      { chunk: Buffer.alloc(64 * 1024), maxChunks: 640 },
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    expect(res.chunksSent).toBeLessThan(640 / 4);
    expect(await strayStorageFiles(t, 'covers')).toEqual([]);

    // The same refusal through the client, which sends the whole body before reading the answer.
    const { error } = await user.client.storage
      .from('covers')
      .upload('refused/big.png', Buffer.alloc(40 * 1024 * 1024), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  test("a chunked upload is stopped at the bucket's size limit, not read to its end", async () => {
    const bucket = `tiny-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(bucket, { public: false, fileSizeLimit: 4096 })).error).toBeNull();
    const res = await pushUpload(
      `/storage/v1/object/${bucket}/big.bin`,
      {
        apikey: t.serviceRoleKey,
        authorization: `Bearer ${t.serviceRoleKey}`,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
      },
      { chunk: Buffer.alloc(1024), maxChunks: 4000 },
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(res.chunksSent).toBeLessThan(1000);
    expect((await service.storage.from(bucket).exists('big.bin')).data).toBe(false);
    expect(await strayStorageFiles(t, bucket)).toEqual([]);
  });

  test('a client that goes away mid-upload leaves neither a row nor bytes', async () => {
    const { port, hostname } = new URL(t.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: hostname,
        port,
        method: 'POST',
        path: '/storage/v1/object/covers/aborted/half.png',
        headers: {
          apikey: t.serviceRoleKey,
          authorization: `Bearer ${t.serviceRoleKey}`,
          'content-type': 'image/png',
          'content-length': '100000',
        },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(50_000));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    // The server notices the closed connection on its own time.
    for (let i = 0; i < 50 && (await strayStorageFiles(t, 'covers')).length > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await strayStorageFiles(t, 'covers')).toEqual([]);
    expect((await service.storage.from('covers').exists('aborted/half.png')).data).toBe(false);
  });

  test('racing upserts of one name leave one row whose bytes are the ones it describes', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.from(`version ${i} ${'x'.repeat(i * 1000)}`));
    const results = await Promise.all(
      bodies.map((body) =>
        service.storage.from('covers').upload('race/one.png', body, { contentType: 'image/png', upsert: true }),
      ),
    );
    expect(results.map((result) => result.error)).toEqual(bodies.map(() => null));
    const { data } = await service.storage.from('covers').download('race/one.png');
    const bytes = Buffer.from(await data!.arrayBuffer());
    const { data: info } = await service.storage.from('covers').info('race/one.png');
    expect(info!.size).toBe(bytes.length);
    expect(info!.etag).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`);
    expect(bodies.some((body) => body.equals(bytes))).toBe(true);
    expect(await strayStorageFiles(t, 'covers')).toEqual([]);
  });

  test('moving onto an existing key is a 409 and both objects stay as they were', async () => {
    const bucket = service.storage.from('covers');
    await bucket.upload('clash/a.png', 'a', { contentType: 'image/png' });
    await bucket.upload('clash/b.png', 'b', { contentType: 'image/png' });
    const { error } = await bucket.move('clash/a.png', 'clash/b.png');
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const copy = await bucket.copy('clash/a.png', 'clash/b.png');
    expect(copy.error).toMatchObject({ statusCode: '409' });
    expect(await (await bucket.download('clash/a.png')).data!.text()).toBe('a');
    expect(await (await bucket.download('clash/b.png')).data!.text()).toBe('b');
    expect(await strayStorageFiles(t, 'covers')).toEqual([]);
  });

  test('move and copy refuse traversal in either key and touch no file outside storage', async () => {
    for (const route of ['move', 'copy']) {
      for (const [sourceKey, destinationKey] of [
        ['shelf/ok.png', `../../${escapeName}`],
        ['shelf/ok.png', `${climb}${tmpFromRoot}/${escapeName}`],
        [`${climb}${tmpFromRoot}/${secretFile.split('/').pop()}`, 'stolen.png'],
        ['shelf/ok.png', 'a\\..\\..\\x.png'],
      ]) {
        const res = await raw('POST', `/storage/v1/object/${route}`, {
          body: JSON.stringify({ bucketId: 'covers', sourceKey, destinationKey }),
          headers: { 'content-type': 'application/json' },
        });
        expectStorageRefusal(res);
        expect([route, sourceKey, JSON.parse(res.body).code]).toEqual([route, sourceKey, 'InvalidKey']);
      }
      const badBucket = await raw('POST', `/storage/v1/object/${route}`, {
        body: JSON.stringify({
          bucketId: 'covers',
          sourceKey: 'shelf/ok.png',
          destinationKey: 'x.png',
          destinationBucket: '..',
        }),
        headers: { 'content-type': 'application/json' },
      });
      expect(JSON.parse(badBucket.body)).toMatchObject({ code: 'InvalidBucketName' });
    }
    expect(existsSync(join(tmpdir(), escapeName))).toBe(false);
    expect((await service.storage.from('covers').exists('stolen.png')).data).toBe(false);
  });

  test('a copy out of a bucket the caller cannot read is "Object not found"', async () => {
    const premium = 'hostile/premium.pdf';
    await service.storage.from('ebooks-premium').upload(premium, '%PDF', { contentType: 'application/pdf' });
    const user = await t.userWithToken();
    const { error } = await user.client.storage
      .from('ebooks-premium')
      .copy(premium, 'stolen.pdf', { destinationBucket: 'covers' });
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});
