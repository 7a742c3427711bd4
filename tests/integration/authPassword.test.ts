/** Email and password accounts through supabase-js: sign-up, sign-in, refresh rotation, sign-out, updates. */
import type { Session } from '@supabase/supabase-js';
import { makeClient, startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

let accounts = 0;
/** A fresh email per test, so tests never depend on each other's accounts. */
const freshEmail = (label: string) => `${label}.${process.pid}.${accounts++}@example.test`;
const PASSWORD = 'correct horse battery';

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function signUp(email: string, password = PASSWORD) {
  const client = t.anonClient();
  const result = await client.auth.signUp({
    email,
    password,
    options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  return { client, ...result };
}

async function signIn(email: string, password = PASSWORD): Promise<Session> {
  const { data, error } = await t.anonClient().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return data.session;
}

describe('sign-up', () => {
  test('signs the new user in at once, with first, last and full name in user_metadata', async () => {
    const email = freshEmail('Ada');
    const { client, data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.email_confirmed_at).toEqual(expect.stringMatching(/Z$/));
    expect(data.user?.user_metadata).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      email_verified: true,
    });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: data.user?.id, user_id: data.user?.id }),
    ]);
    const { data: current } = await client.auth.getUser();
    expect(current.user?.id).toBe(data.user?.id);
  });

  test('stores the user as the seed contract says: bcrypt hash, lower-cased email, one email identity', async () => {
    const email = freshEmail('Contract');
    const { data } = await signUp(email);
    const { rows } = await t.backend.db.query<{ email: string; encrypted_password: string; providers: unknown }>(
      `select u.email, u.encrypted_password, u.raw_app_meta_data -> 'providers' as providers
         from auth.users u join auth.identities i on i.user_id = u.id and i.provider_id = u.id::text
        where u.id = $1`,
      [data.user?.id],
    );
    expect(rows).toEqual([
      { email: email.toLowerCase(), encrypted_password: expect.stringMatching(/^\$2[ab]\$10\$/), providers: ['email'] },
    ]);
  });

  test('a second sign-up with the same email is refused with user_already_exists', async () => {
    const email = freshEmail('twice');
    await signUp(email);
    const { error } = await signUp(email.toUpperCase());
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  test('a password under 6 characters is a weak_password error with its reasons', async () => {
    const { error } = await signUp(freshEmail('weak'), '12345');
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });
  });

  test('an invalid or missing email is a validation_failed error', async () => {
    const invalid = await signUp('not-an-email');
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalid.error?.message).toMatch(/email/i);
    const missing = await signUp('');
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('sign-in with password', () => {
  test('answers with a complete session whose access token carries GoTrue claims', async () => {
    const email = freshEmail('claims');
    const { data: signedUp } = await signUp(email);
    const before = Math.floor(Date.now() / 1000);
    const session = await signIn(email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(16);
    expect(session.user.id).toBe(signedUp.user?.id);
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      iss: `${t.url}/auth/v1`,
      sub: signedUp.user?.id,
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Ada Lovelace' }),
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  });

  test('the client keeps the session it signed in with', async () => {
    const email = freshEmail('rest');
    await signUp(email);
    const client = await t.signedInClient(email, PASSWORD);
    const { data } = await client.auth.getSession();
    expect(data.session?.user.email).toBe(email.toLowerCase());
  });

  test('a wrong password and an unknown email give the same invalid_credentials error', async () => {
    const email = freshEmail('wrong');
    await signUp(email);
    const wrong = await t.anonClient().auth.signInWithPassword({ email, password: 'not the password' });
    const unknown = await t.anonClient().auth.signInWithPassword({ email: freshEmail('nobody'), password: PASSWORD });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  test('an account created unconfirmed by an admin cannot sign in until confirmed', async () => {
    const email = freshEmail('unconfirmed');
    const { error: createError } = await t.serviceClient().auth.admin.createUser({ email, password: PASSWORD });
    expect(createError).toBeNull();
    const { error } = await t.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  test('repeated failures for one email are rate-limited with 429, even for the right password, while others pass', async () => {
    const email = freshEmail('limited');
    const other = freshEmail('unaffected');
    await signUp(email);
    await signUp(other);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { error } = await t.anonClient().auth.signInWithPassword({ email, password: `guess ${attempt}` });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const { error } = await t.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await expect(signIn(other)).resolves.toBeTruthy();
  });

  test('a successful sign-in resets the count of failures', async () => {
    const email = freshEmail('reset');
    await signUp(email);
    const fail = () => t.anonClient().auth.signInWithPassword({ email, password: 'nope nope' });
    for (let attempt = 0; attempt < 4; attempt++) await fail();
    await signIn(email);
    for (let attempt = 0; attempt < 4; attempt++) expect((await fail()).error?.status).toBe(400);
  });
});

describe('refresh tokens', () => {
  test('a refresh rotates the refresh token and returns the user with a new access token', async () => {
    const email = freshEmail('rotate');
    await signUp(email);
    const client = await t.signedInClient(email, PASSWORD);
    const { data: before } = await client.auth.getSession();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.session?.refresh_token);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(claimsOf(data.session?.access_token ?? '').session_id).toBe(
      claimsOf(before.session?.access_token ?? '').session_id,
    );
  });

  test('presenting the parent of the active token again returns the active token', async () => {
    const email = freshEmail('parent');
    await signUp(email);
    const first = await signIn(email);
    const { data: rotated } = await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    const { data: again, error } = await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    expect(again.session?.refresh_token).toBe(rotated.session?.refresh_token);
  });

  test('an older revoked token is honoured within the reuse interval', async () => {
    const email = freshEmail('interval');
    await signUp(email);
    const first = await signIn(email);
    const second = (await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token })).data.session!;
    await t.anonClient().auth.refreshSession({ refresh_token: second.refresh_token });
    const { data, error } = await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
  });

  test('an older revoked token after the reuse interval is refused and ends the session', async () => {
    const email = freshEmail('stolen');
    await signUp(email);
    const first = await signIn(email);
    const second = (await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token })).data.session!;
    const third = (await t.anonClient().auth.refreshSession({ refresh_token: second.refresh_token })).data.session!;
    await t.backend.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first.refresh_token],
    );
    const late = await t.anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const active = await t.anonClient().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(active.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const { error } = await t.anonClient().auth.getUser(third.access_token);
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  test('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await t.anonClient().auth.refreshSession({ refresh_token: 'no-such-token-anywhere' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out', () => {
  test('after sign-out the refresh token is refused and the old access token has no session', async () => {
    const email = freshEmail('signout');
    await signUp(email);
    const client = await t.signedInClient(email, PASSWORD);
    const { data: before } = await client.auth.getSession();
    const session = before.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const { error: refreshError } = await t.anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshError).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const restored = makeClient(t.url, t.anonKey);
    await restored.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    const { data, error } = await restored.auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
    const raw = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found', error_code: 'session_not_found' });
  });

  test('local scope ends only this session, global ends them all', async () => {
    const email = freshEmail('scopes');
    await signUp(email);
    const phone = await t.signedInClient(email, PASSWORD);
    const laptop = await t.signedInClient(email, PASSWORD);
    const tablet = await t.signedInClient(email, PASSWORD);
    const tokenOf = async (client: typeof phone) => (await client.auth.getSession()).data.session!.access_token;
    const [phoneToken, laptopToken, tabletToken] = [await tokenOf(phone), await tokenOf(laptop), await tokenOf(tablet)];
    const userWith = (token: string) => t.anonClient().auth.getUser(token);

    await phone.auth.signOut({ scope: 'local' });
    expect((await userWith(phoneToken)).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await userWith(laptopToken)).data.user?.email).toBe(email.toLowerCase());

    await laptop.auth.signOut({ scope: 'others' });
    expect((await userWith(laptopToken)).data.user?.email).toBe(email.toLowerCase());
    expect((await userWith(tabletToken)).error).toMatchObject({ name: 'AuthSessionMissingError' });

    const desk = await t.signedInClient(email, PASSWORD);
    const deskToken = await tokenOf(desk);
    await desk.auth.signOut({ scope: 'global' });
    for (const token of [laptopToken, deskToken]) {
      expect((await userWith(token)).error).toMatchObject({ name: 'AuthSessionMissingError' });
    }
  });

  test('an unknown scope is validation_failed', async () => {
    const email = freshEmail('badscope');
    await signUp(email);
    const session = await signIn(email);
    const res = await fetch(`${t.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { apikey: t.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('updating the user', () => {
  test('data is merged into user_metadata, a null removes a key, and USER_UPDATED is emitted', async () => {
    const email = freshEmail('update');
    const { client } = await signUp(email);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.updateUser({
      data: { last_name: 'Byron', nickname: 'Ada', first_name: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ last_name: 'Byron', nickname: 'Ada', full_name: 'Ada Lovelace' });
    expect(data.user?.user_metadata).not.toHaveProperty('first_name');
    expect(events).toContain('USER_UPDATED');
    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user?.user_metadata.nickname).toBe('Ada');
  });

  test('a new password works for sign-in, the old one does not, and the same password is refused', async () => {
    const email = freshEmail('newpass');
    const { client } = await signUp(email);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'a brand new secret' })).error).toBeNull();
    expect((await t.anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    await expect(signIn(email, 'a brand new secret')).resolves.toBeTruthy();
  });
});
