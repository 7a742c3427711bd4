/** Hostile and malformed requests to /auth/v1, GoTrue's error format, and the service-role admin API. */
import { signToken } from '../../server/src/shared/jwt';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

// Starting a backend takes seconds on a busy machine; the project's testTimeout does not reach this file's hooks.
jest.setTimeout(60_000);

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

/** Every raw response of this file, so the last test can check that none was a 5xx. */
const statuses: number[] = [];

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', t.anonKey);
  if (init.token !== undefined) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`${t.url}/auth/v1${path}`, { ...init, headers });
  statuses.push(res.status);
  return res;
}

async function signedUpUser(email: string) {
  const { data, error } = await t.anonClient().auth.signUp({ email, password: 'a fine password' });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return data.session;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens GET /user refuses', () => {
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    const session = await signedUpUser('bearer@example.test');
    claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  });

  test.each([
    ['signed with another secret', () => signToken('another-secret-that-is-also-32-characters-long', claims)],
    ['expired', () => signToken(t.jwtSecret, { ...claims, iat: 1_600_000_000, exp: 1_600_003_600 })],
    ['with alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`],
    ['made of garbage', () => 'garbage.token.here'],
    ['that is the anon key (no sub claim)', () => t.anonKey],
  ])('a token %s, with 403 bad_jwt in GoTrue format', async (_label, makeToken) => {
    const res = await call('/user', { token: makeToken() });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('bad_jwt');
    const body = await res.json();
    expect(body).toEqual({ code: 'bad_jwt', error_code: 'bad_jwt', msg: expect.any(String), message: body.msg });
  });

  test('a token for a user that does not exist, with user_not_found', async () => {
    const token = signToken(t.jwtSecret, { ...claims, sub: '00000000-0000-4000-8000-000000000000' });
    const res = await call('/user', { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'user_not_found' });
  });

  test('no Authorization at all, with 401 no_authorization', async () => {
    const res = await call('/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });

  test('and supabase-js reports a forged token as an AuthApiError with the code', async () => {
    const { data, error } = await t.anonClient().auth.getUser(signToken('x'.repeat(40), claims));
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'bad_jwt' });
  });
});

describe('malformed bodies', () => {
  test('invalid JSON is 400 bad_json', async () => {
    const res = await call('/signup', { method: 'POST', body: '{"email": "a@b.test",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json', msg: 'Could not parse request body as JSON' });
  });

  test.each([
    ['[1, 2]'],
    ['"just a string"'],
    ['null'],
    ['{"email": 5, "password": []}'],
    ['{"email":"x@y.test","password":"secret!","data":"not an object"}'],
  ])('a body of the wrong shape (%s) is 400', async (body) => {
    const res = await call('/signup', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_json');
  });

  test('a body over the size limit is 413 in GoTrue format', async () => {
    const huge = JSON.stringify({
      email: 'big@example.test',
      password: 'x'.repeat(t.backend.app.initialConfig.bodyLimit ?? 1),
    });
    const res = await call('/signup', { method: 'POST', body: huge });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'request_too_large', error_code: 'request_too_large' });
  });

  test('user metadata too large to travel in a token is refused', async () => {
    const { error } = await t.anonClient().auth.signUp({
      email: 'fat@example.test',
      password: 'a fine password',
      options: { data: { bio: 'x'.repeat(20_000) } },
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('metadata grown by many updates stops at the cap in total, keeps what it had, and the user can still sign in', async () => {
    const session = await signedUpUser('grower@example.test');
    const client = t.clientAs(session.access_token);
    await client.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    const chunk = 'x'.repeat(3000);
    expect((await client.auth.updateUser({ data: { part1: chunk } })).error).toBeNull();
    expect((await client.auth.updateUser({ data: { part2: chunk } })).error).toBeNull();
    const refused = await client.auth.updateUser({ data: { part3: chunk } });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refused.error?.message).toMatch(/too large.*in total/);

    const { data } = await client.auth.getUser();
    expect(Object.keys(data.user?.user_metadata ?? {})).toEqual(expect.arrayContaining(['part1', 'part2']));
    expect(data.user?.user_metadata.part3).toBeUndefined();
    // Every token still fits in a request header: signing in again and using the token works.
    const again = await t.signedInClient('grower@example.test', 'a fine password');
    expect((await again.auth.getUser()).error).toBeNull();
    // Room is made by removing keys, as GoTrue removes a key set to null.
    expect((await client.auth.updateUser({ data: { part1: null, part3: chunk } })).error).toBeNull();
  });

  test('a form-encoded body to a JSON endpoint is bad_json', async () => {
    const res = await call('/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('SQL-looking input is only ever data', () => {
  test('an email with an apostrophe is valid, signs up and signs in', async () => {
    await signedUpUser("o'hara+test@example.test");
    const { error } = await t.anonClient().auth.signInWithPassword({
      email: "O'Hara+Test@example.test",
      password: 'a fine password',
    });
    expect(error).toBeNull();
  });

  test.each([["x' or '1'='1"], ['a@b.test; drop table auth.users; --'], ["'); delete from auth.users; --@x.test"]])(
    'signing up as %s is refused as an invalid email, and sign-in finds no one',
    async (email) => {
      const before = await t.backend.db.query<{ n: number }>('select count(*)::int as n from auth.users');
      const signUp = await t.anonClient().auth.signUp({ email, password: 'a fine password' });
      expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' });
      const signIn = await t.anonClient().auth.signInWithPassword({ email, password: "' or 1=1 --" });
      expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      const after = await t.backend.db.query<{ n: number }>('select count(*)::int as n from auth.users');
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    },
  );
});

describe('protocol edges', () => {
  test('an unknown grant type is 400 unsupported_grant_type', async () => {
    const res = await call('/token?grant_type=client_credentials', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', msg: 'unsupported_grant_type' });
  });

  test('a password grant without email is validation_failed', async () => {
    const res = await call('/token?grant_type=password', { method: 'POST', body: '{"password":"x"}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', msg: 'missing email or phone' });
  });

  test('a refresh without a token is a 400 with the OAuth-style fields too', async () => {
    const res = await call('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  test('an unknown path under /auth/v1 is a GoTrue 404', async () => {
    const res = await call('/no/such/endpoint');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', error_code: 'not_found' });
  });

  test('settings and health answer for tooling', async () => {
    const settings = await (await call('/settings')).json();
    expect(settings).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: true });
    expect((await call('/health')).status).toBe(200);
  });
});

describe('admin users (service_role only)', () => {
  test('the anon key and a user token are refused with not_admin', async () => {
    const session = await signedUpUser('not-admin@example.test');
    for (const token of [t.anonKey, session.access_token]) {
      const res = await call('/admin/users', { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'not_admin' });
    }
  });

  test('the service role creates, lists and deletes users; a deleted user is signed out', async () => {
    const admin = t.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'Made.By.Admin@example.test',
      password: 'admin-made password',
      email_confirm: true,
      user_metadata: { first_name: 'Made', last_name: 'Admin' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email: 'made.by.admin@example.test',
      user_metadata: { full_name: 'Made Admin', email_verified: true },
    });
    const client = await t.signedInClient('made.by.admin@example.test', 'admin-made password');
    const listed = await admin.listUsers();
    expect(listed.data.users.map((user) => user.email)).toContain('made.by.admin@example.test');
    const duplicate = await admin.createUser({ email: 'made.by.admin@example.test', password: 'whatever123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const id = created.data.user?.id ?? '';
    expect((await admin.deleteUser(id)).error).toBeNull();
    const { data, error } = await client.auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'user_not_found' });
    expect((await admin.deleteUser(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const notUuid = await call('/admin/users/1%27%20or%201=1', { method: 'DELETE', token: t.serviceRoleKey });
    expect(notUuid.status).toBe(400);
  });
});

test('no request in this file got a 5xx, and the server still answers', async () => {
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect((await fetch(`${t.url}/auth/v1/health`)).status).toBe(200);
});
