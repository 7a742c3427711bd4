/**
 * Hostile and malformed requests to /rest/v1: each gets PostgREST's documented
 * status and error shape, never a 500, and the server keeps answering.
 */
import { randomUUID } from 'node:crypto';
import { signToken } from '../../server/src/shared/jwt';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

interface Probe {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  token?: string;
}

async function call(probe: Probe): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${t.url}/rest/v1/${probe.path}`, {
    method: probe.method ?? 'GET',
    headers: {
      apikey: t.anonKey,
      Authorization: `Bearer ${probe.token ?? t.anonKey}`,
      ...(probe.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...probe.headers,
    },
    body: probe.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
}

/** PostgREST's error body: exactly code, message, details and hint, texts or null. */
function expectErrorShape(body: unknown, code: string): void {
  const error = body as Record<string, unknown>;
  expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.details === null || typeof error.details === 'string' || Array.isArray(error.details)).toBe(true);
  expect(error.hint === null || typeof error.hint === 'string').toBe(true);
}

/** After every hostile request the server must still answer an ordinary one. */
async function expectServerAlive(): Promise<void> {
  const { status, body } = await call({ path: 'categories?select=name&name=eq.All' });
  expect(status).toBe(200);
  expect(body).toEqual([{ name: 'All' }]);
}

const now = () => Math.floor(Date.now() / 1000);

/** A signed-in user's token (no such account needs to exist: these saves are refused before anything is written). */
const userToken = () =>
  signToken(t.jwtSecret, { role: 'authenticated', aud: 'authenticated', sub: randomUUID(), exp: now() + 600 });

/** A save_reading_position call by a signed-in user, with `position` as its arguments. */
const savePosition = (position: Record<string, unknown>) => (): Probe => ({
  path: 'rpc/save_reading_position',
  method: 'POST',
  body: JSON.stringify({ product_id: 1, page: 1, page_count: 10, ...position }),
  token: userToken(),
});

describe.each<[string, Probe | (() => Probe), number, string]>([
  // Injection through values: bound parameters, so just values that match nothing.
  ['a quote-and-semicolon filter value', { path: `categories?name=eq.x'%3B+drop+table+categories%3B--` }, 200, ''],
  ['an injection attempt in an in list', { path: `categories?name=in.(%22a')+or+1%3D1--%22,b)` }, 200, ''],
  // Identifiers: checked against the schema cache.
  ['a column name with SQL in it', { path: 'categories?%22name%22%3B+drop+table+x=eq.1' }, 400, 'PGRST100'],
  ['a quoted column name with a quote in it', { path: 'categories?%22na%5C%22me%22=eq.1' }, 400, '42703'],
  ['a column name that does not exist', { path: 'categories?name+or+1=eq.1' }, 400, '42703'],
  ['a subquery in select', { path: 'categories?select=*,(select+1)' }, 400, 'PGRST100'],
  ['a statement in select', { path: 'categories?select=id%3Bdrop+table+x' }, 400, 'PGRST100'],
  ['a cast to an unsafe type', { path: 'categories?select=name::regclass' }, 400, 'PGRST100'],
  ['a statement in order', { path: 'categories?order=ID%3Bdrop' }, 400, 'PGRST100'],
  ['an unknown column in order', { path: 'categories?order=nope.desc' }, 400, '42703'],
  ['an rpc to a catalogue function', { path: 'rpc/pg_sleep', method: 'POST', body: '{"seconds":5}' }, 404, 'PGRST202'],
  ['an rpc name with a path in it', { path: 'rpc/..%2Fcategories', method: 'POST', body: '{}' }, 404, 'PGRST202'],
  ['an rpc path climbing out', { path: 'rpc/../auth.users' }, 404, 'PGRST205'],
  ['a table in pg_catalog', { path: 'pg_catalog.pg_user' }, 404, 'PGRST205'],
  ['a table in the auth schema', { path: 'auth.users' }, 404, 'PGRST205'],
  ['a quoted table name', { path: '%22categories%22' }, 404, 'PGRST205'],
  ['a path with extra segments', { path: 'categories/1' }, 404, 'PGRST125'],
  ['another schema through Accept-Profile', { path: 'users', headers: { 'Accept-Profile': 'auth' } }, 406, 'PGRST106'],
  // Malformed filters and modifiers.
  ['a filter without a value', { path: 'categories?position=eq' }, 400, 'PGRST100'],
  ['an unknown operator', { path: 'categories?position=foo.1' }, 400, 'PGRST100'],
  ['an unclosed or', { path: 'categories?or=(name.eq.1' }, 400, 'PGRST100'],
  [
    'a nesting bomb in or',
    { path: `categories?or=(${'and('.repeat(3000)}name.eq.1${')'.repeat(3001)}` },
    400,
    'PGRST100',
  ],
  ['a nesting bomb in select', { path: `categories?select=${'a('.repeat(5000)}*${')'.repeat(5000)}` }, 400, 'PGRST100'],
  ['a negative limit', { path: 'categories?limit=-1' }, 400, 'PGRST100'],
  ['bad percent escapes', { path: 'categories?name=eq.%ZZ%FF' }, 200, ''],
  ['a NUL byte in a value', { path: 'categories?name=eq.a%00b' }, 400, '22021'],
  ['a value of the wrong type', { path: 'categories?position=eq.abc' }, 400, '22P02'],
  ['a relation filter not embedded', { path: 'MentoriaDatabase?Favorites.id=eq.1' }, 400, 'PGRST108'],
  ['an unsupported Accept', { path: 'categories', headers: { Accept: 'application/xml' } }, 406, 'PGRST107'],
  // Tokens.
  [
    'a token signed with another secret',
    () => ({
      path: 'categories',
      token: signToken('another-secret-that-is-long-enough-000', { role: 'service_role' }),
    }),
    401,
    'PGRST301',
  ],
  [
    'an expired token',
    () => ({
      path: 'categories',
      token: signToken(t.jwtSecret, { role: 'authenticated', sub: randomUUID(), exp: now() - 60 }),
    }),
    401,
    'PGRST303',
  ],
  ['a token that is not a JWT', { path: 'categories', token: 'not-a-jwt' }, 401, 'PGRST301'],
  ['an empty bearer token', { path: 'categories', headers: { Authorization: 'Bearer ' } }, 401, 'PGRST301'],
  [
    'a token for a role that does not exist',
    () => ({ path: 'categories', token: signToken(t.jwtSecret, { role: 'postgres' }) }),
    401,
    '22023',
  ],
  [
    'an unsigned token',
    {
      path: 'categories',
      token: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
    },
    401,
    'PGRST301',
  ],
  // Bodies.
  ['invalid JSON', { path: 'newsletter_subscribers', method: 'POST', body: '{"email":' }, 400, 'PGRST102'],
  ['an empty body', { path: 'newsletter_subscribers', method: 'POST', body: '' }, 400, 'PGRST102'],
  ['a body of scalars', { path: 'newsletter_subscribers', method: 'POST', body: '[1,2]' }, 400, 'PGRST102'],
  [
    'rows with different keys',
    { path: 'newsletter_subscribers', method: 'POST', body: '[{"email":"a@b.co"},{"x":1}]' },
    400,
    'PGRST102',
  ],
  [
    'an unknown column in the payload',
    { path: 'newsletter_subscribers', method: 'POST', body: '{"email":"a@b.co","admin":true}' },
    400,
    'PGRST204',
  ],
  [
    'a column list with SQL in it',
    { path: 'newsletter_subscribers?columns=email,%22x%22)%3Bdrop', method: 'POST', body: '{"email":"a@b.co"}' },
    400,
    'PGRST100',
  ],
  [
    'a column list naming a missing column',
    { path: 'newsletter_subscribers?columns=email,admin', method: 'POST', body: '{"email":"a@b.co"}' },
    400,
    'PGRST204',
  ],
  [
    'an oversized body',
    { path: 'newsletter_subscribers', method: 'POST', body: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }) },
    413,
    'PGRST413',
  ],
  ['an unfiltered delete', { path: 'newsletter_subscribers', method: 'DELETE' }, 400, '21000'],
  ['an rpc body that is not an object', { path: 'rpc/home_rows', method: 'POST', body: '[1]' }, 400, 'PGRST102'],
  [
    'an rpc argument of the wrong type',
    { path: 'rpc/home_rows', method: 'POST', body: '{"per_category":"many"}' },
    400,
    '22P02',
  ],
  // Reading progress: written only through save_reading_position, by a signed-in user, with sane values.
  ['reading progress read by a visitor', { path: 'reading_progress?select=*' }, 401, '42501'],
  [
    'a reading position saved by a visitor',
    { path: 'rpc/save_reading_position', method: 'POST', body: '{"product_id":1,"page":1,"page_count":10}' },
    401,
    '42501',
  ],
  [
    'a reading position written straight into the table',
    () => ({
      path: 'reading_progress',
      method: 'POST',
      body: '{"product_id":1,"page":1,"page_count":10,"furthest_page":1,"turned_at":"2099-01-01T00:00:00Z"}',
      token: userToken(),
    }),
    403,
    '42501',
  ],
  ['a reading position on page 0', savePosition({ page: 0 }), 400, '22023'],
  ['a reading position past the last page', savePosition({ page: 11 }), 400, '22023'],
  ['a reading position in a book of no pages', savePosition({ page: 1, page_count: 0 }), 400, '22023'],
  ['a reading position on a negative page', savePosition({ page: -5, page_count: -1 }), 400, '22023'],
  ['a reading position in a missing book', savePosition({ product_id: 2 ** 53 - 1 }), 404, 'PT404'],
  [
    'a reading position with a device name of 10,000 characters',
    savePosition({ device: 'x'.repeat(10_000) }),
    400,
    '22023',
  ],
  ['a reading position with a page that is a string', savePosition({ page: 'last' }), 400, '22P02'],
  ['a reading position with a page beyond any integer', savePosition({ page: 1e12, page_count: 1e12 }), 400, '22003'],
  ['a reading position turned at a time that is not one', savePosition({ turned_at: 'soon' }), 400, '22007'],
  ['a reading position with a null page', savePosition({ page: null }), 400, '22023'],
])('%s', (_name, probeOrFactory, status, code) => {
  test(`answers ${status} ${code || 'with no rows'} and keeps serving`, async () => {
    const probe = typeof probeOrFactory === 'function' ? probeOrFactory() : probeOrFactory;
    const response = await call(probe);
    expect(response.status).toBe(status);
    if (code === '') expect(response.body).toEqual([]);
    else expectErrorShape(response.body, code);
    if (code.startsWith('PGRST30')) {
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
    await expectServerAlive();
  });
});

test('the categories table survived every injection attempt', async () => {
  const { rows } = await t.backend.db.query<{ count: number }>('select count(*)::int as count from public.categories');
  expect(rows[0]!.count).toBeGreaterThan(60);
});

describe('query shapes that would exhaust the server', () => {
  test('embeds nested deeper than three levels are refused before anything runs', async () => {
    const deep = 'name,MentoriaDatabase(ID,categories(name,MentoriaDatabase(ID,categories(name))))';
    const res = await fetch(`${t.url}/rest/v1/categories?select=${encodeURIComponent(deep)}`, {
      headers: { apikey: t.anonKey },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST100' });
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});
