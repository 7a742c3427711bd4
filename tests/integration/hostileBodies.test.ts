/**
 * Hostile bodies and headers: JSON nested ten thousand levels deep, bytes that
 * are not UTF-8, headers larger than the server accepts. Each service refuses
 * them with a 4xx in its own error shape, stores nothing, and keeps answering.
 */
import { request as httpRequest } from 'node:http';
import { MAX_JSON_DEPTH } from '../../server/src/shared/jsonBody';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** A JSON text whose string holds the bytes FF FE, which no UTF-8 text contains. */
const withInvalidUtf8 = (before: string, after: string) =>
  Uint8Array.from(Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe]), Buffer.from(after)]));

async function send(path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: t.serviceRoleKey,
      Authorization: `Bearer ${t.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function expectServerAlive(): Promise<void> {
  const { data, error } = await t.anonClient().from('categories').select('name').eq('name', 'All');
  expect(error).toBeNull();
  expect(data).toEqual([{ name: 'All' }]);
}

/** PostgREST's error body: exactly code, message, details and hint. */
function expectPostgrestBadJson(answer: { status: number; body: Record<string, unknown> }): void {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(answer.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
}

function expectGotrueBadJson(answer: { status: number; body: Record<string, unknown> }): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    code: 'bad_json',
    error_code: 'bad_json',
    msg: 'Could not parse request body as JSON',
    message: 'Could not parse request body as JSON',
  });
}

function expectStorageInvalidRequest(answer: { status: number; body: Record<string, unknown> }): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    statusCode: '400',
    code: 'InvalidRequest',
    error: 'InvalidRequest',
    message: expect.stringContaining('not valid JSON'),
  });
}

describe('REST refuses, as PostgREST refuses an invalid body (400 PGRST102)', () => {
  test.each([
    ['an insert of arrays nested 10,000 levels deep', `{"name":${deepArray(10_000)},"icon":"x","position":900}`],
    ['an insert of objects nested 10,000 levels deep', `{"name":${deepObject(10_000)},"icon":"x","position":901}`],
    ['an insert whose body is one array nested 10,000 levels deep', deepArray(10_000)],
  ])('%s', async (_label, body) => {
    expectPostgrestBadJson(await send('/rest/v1/categories', body));
    await expectServerAlive();
  });

  test('an rpc whose argument is nested 10,000 levels deep', async () => {
    expectPostgrestBadJson(await send('/rest/v1/rpc/search_products', `{"search":${deepArray(10_000)}}`));
    await expectServerAlive();
  });

  test('an insert with bytes that are not UTF-8, and nothing is stored', async () => {
    const body = withInvalidUtf8('{"name":"bad bytes ', '","icon":"x","position":902}');
    expectPostgrestBadJson(await send('/rest/v1/categories', body, { Prefer: 'return=representation' }));
    const { data } = await t.serviceClient().from('categories').select('name').like('name', 'bad bytes%');
    expect(data).toEqual([]);
  });

  test('an rpc with bytes that are not UTF-8', async () => {
    expectPostgrestBadJson(await send('/rest/v1/rpc/search_products', withInvalidUtf8('{"search":"', '"}')));
  });

  test(`nesting up to ${MAX_JSON_DEPTH} levels is still an ordinary value`, async () => {
    const { status } = await send(
      '/rest/v1/rpc/search_products',
      JSON.stringify({ search: JSON.parse(deepArray(MAX_JSON_DEPTH - 1)) }),
    );
    // search_products takes text: Postgres refuses an array for it, after the body was accepted.
    expect(status).not.toBe(500);
    expect(status).toBeLessThan(500);
  });
});

describe('auth refuses, as GoTrue refuses a body it cannot decode (400 bad_json)', () => {
  test('a sign-up whose metadata is nested 10,000 levels deep', async () => {
    const body = `{"email":"deep@example.test","password":"a fine password","data":${deepObject(10_000)}}`;
    expectGotrueBadJson(await send('/auth/v1/signup', body, { Authorization: `Bearer ${t.anonKey}` }));
    await expectServerAlive();
  });

  test('a sign-up with bytes that are not UTF-8, and no account is made', async () => {
    const body = withInvalidUtf8('{"email":"bytes@example.test","password":"a fine password","data":{"name":"', '"}}');
    expectGotrueBadJson(await send('/auth/v1/signup', body, { Authorization: `Bearer ${t.anonKey}` }));
    const { rows } = await t.backend.db.query(`select 1 from auth.users where email = 'bytes@example.test'`);
    expect(rows).toEqual([]);
  });
});

describe('storage refuses, in Storage’s error shape (400 InvalidRequest)', () => {
  test('a listing whose options are nested 10,000 levels deep', async () => {
    expectStorageInvalidRequest(
      await send('/storage/v1/object/list/ebooks-free', `{"prefix":"","options":${deepObject(10_000)}}`),
    );
    await expectServerAlive();
  });

  test('a listing with bytes that are not UTF-8', async () => {
    expectStorageInvalidRequest(
      await send('/storage/v1/object/list/ebooks-free', withInvalidUtf8('{"prefix":"', '"}')),
    );
  });
});

describe('headers larger than the server accepts', () => {
  /** node:http, because fetch may refuse to send or hide a response on a closed connection. */
  function withHugeHeader(path: string): Promise<{ status: number; type: string; body: string; cors: string }> {
    const { hostname, port } = new URL(t.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: hostname, port, path, headers: { apikey: t.anonKey, 'x-filler': 'a'.repeat(64 * 1024) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks).toString('utf8'),
              cors: String(res.headers['access-control-allow-origin']),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  test.each(['/rest/v1/categories', '/auth/v1/user', '/storage/v1/bucket'])(
    'answer 431 with a JSON message and code that a browser may read (%s)',
    async (path) => {
      const answer = await withHugeHeader(path);
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.cors).toBe('*');
      expect(JSON.parse(answer.body)).toEqual({
        code: 'request_header_fields_too_large',
        message: expect.stringContaining('headers'),
      });
      await expectServerAlive();
    },
  );
});
