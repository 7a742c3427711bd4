/** The local stand-in for Google sign-in (decision 12), driven as a browser would: plain navigations and a form post. */
import { makeClient, startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const APP = 'http://localhost:5173/account';

/** Follows /authorize to the local page, as the browser would, and returns the page and its sign-in state. */
async function openAccountChooser(query: string) {
  const authorize = await fetch(`${t.url}/auth/v1/authorize?${query}`, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const pageUrl = new URL(authorize.headers.get('location') ?? '', t.url);
  const page = await fetch(pageUrl);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { page, html, state, pageUrl };
}

async function chooseAccount(pageUrl: URL, fields: Record<string, string>) {
  return fetch(pageUrl.origin + pageUrl.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function signInWithGoogle(name: string, email: string, redirectTo = APP) {
  const { pageUrl, state } = await openAccountChooser(`provider=google&redirect_to=${encodeURIComponent(redirectTo)}`);
  const answer = await chooseAccount(pageUrl, { state, name, email });
  expect(answer.status).toBe(302);
  const location = answer.headers.get('location') ?? '';
  const [target = '', fragment = ''] = location.split('#');
  return { target, fragment: new URLSearchParams(fragment) };
}

test('authorize leads to an accessible local account chooser with a pre-filled form', async () => {
  const { page, html, state } = await openAccountChooser(`provider=google&redirect_to=${encodeURIComponent(APP)}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(html).toMatch(/<title>[^<]*Google[^<]*<\/title>/);
  expect(html).toMatch(/<form method="post"/);
  expect(html).toContain('<label for="name">');
  expect(html).toContain('<label for="email">');
  expect(html).toContain('value="Google Tester"');
  expect(html).toMatch(/value="[^"]+@gmail\.test"/);
  expect(html).not.toMatch(/(src|href)="https?:/);
  expect(state).toMatch(/^[0-9a-f-]{36}$/);
});

test('the form returns to redirect_to with a session in the fragment that GET /user accepts', async () => {
  const { target, fragment } = await signInWithGoogle('Grace Hopper', 'Grace@Gmail.test');
  expect(target).toBe(APP);
  expect(fragment.get('token_type')).toBe('bearer');
  expect(fragment.get('expires_in')).toBe('3600');
  expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
  expect(fragment.get('provider_token')).toBeTruthy();
  const accessToken = fragment.get('access_token') ?? '';
  const { data, error } = await t.anonClient().auth.getUser(accessToken);
  expect(error).toBeNull();
  expect(data.user).toMatchObject({
    email: 'grace@gmail.test',
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: expect.objectContaining({
      full_name: 'Grace Hopper',
      name: 'Grace Hopper',
      email: 'grace@gmail.test',
      email_verified: true,
      iss: 'https://accounts.google.com',
    }),
  });
  expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  expect(claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

  const client = t.anonClient();
  const { error: setError } = await client.auth.setSession({
    access_token: accessToken,
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(setError).toBeNull();
  expect((await client.auth.refreshSession()).error).toBeNull();
});

test('signing in again with the same email finds the same user and updates the name', async () => {
  const first = await signInWithGoogle('Alan Turing', 'alan@gmail.test');
  const second = await signInWithGoogle('Alan M. Turing', 'alan@gmail.test');
  const userOf = async (fragment: URLSearchParams) =>
    (await t.anonClient().auth.getUser(fragment.get('access_token') ?? '')).data.user;
  const [before, after] = [await userOf(first.fragment), await userOf(second.fragment)];
  expect(after?.id).toBe(before?.id);
  expect(after?.user_metadata.full_name).toBe('Alan M. Turing');
});

test('a redirect_to on a foreign site falls back to the site URL', async () => {
  const { target, fragment } = await signInWithGoogle('Eve', 'eve@gmail.test', 'https://evil.example/steal');
  expect(target).toBe('http://localhost:5173/');
  expect(fragment.get('access_token')).toBeTruthy();
});

test('an unknown provider is a 400 validation_failed error', async () => {
  const res = await fetch(`${t.url}/auth/v1/authorize?provider=myspace`, { redirect: 'manual' });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'validation_failed', msg: 'Unsupported provider: myspace' });
});

test('the page refuses an invalid email, escaping what it echoes, and keeps the sign-in open', async () => {
  const { pageUrl, state } = await openAccountChooser('provider=google');
  const refused = await chooseAccount(pageUrl, { state, name: '<script>alert(1)</script>', email: '"><img src=x>' });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toContain('role="alert"');
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x>');
  expect(html).toContain('&lt;script&gt;');
  const accepted = await chooseAccount(pageUrl, { state, name: 'Retry', email: 'retry@gmail.test' });
  expect(accepted.status).toBe(302);
  const reused = await chooseAccount(pageUrl, { state, name: 'Again', email: 'again@gmail.test' });
  expect(reused.status).toBe(400);
  expect(await reused.json()).toMatchObject({ code: 'bad_oauth_state' });
});

test('an email that belongs to a password account is not taken over through the stand-in', async () => {
  const email = 'owner@example.test';
  expect((await t.anonClient().auth.signUp({ email, password: 'owner password' })).error).toBeNull();
  const { pageUrl, state } = await openAccountChooser('provider=google');
  const answer = await chooseAccount(pageUrl, { state, name: 'Intruder', email });
  expect(answer.status).toBe(400);
  expect(await answer.text()).toContain('signs in with a password');
});

test('a page for an unknown sign-in state is a bad_oauth_state error', async () => {
  const res = await fetch(`${t.url}/auth/v1/local-google?state=00000000-0000-0000-0000-000000000000`);
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'bad_oauth_state' });
});

test('the PKCE flow returns ?code= and exchangeCodeForSession turns it into a session', async () => {
  const client = makeClient(t.url, t.anonKey, { flowType: 'pkce' });
  const { data } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: APP, skipBrowserRedirect: true },
  });
  const authorizeUrl = new URL(data.url ?? '');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256');
  const { pageUrl, state } = await openAccountChooser(authorizeUrl.searchParams.toString());
  const answer = await chooseAccount(pageUrl, { state, name: 'Pat Kce', email: 'pat@gmail.test' });
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(APP);
  const code = location.searchParams.get('code') ?? '';
  expect(code).toMatch(/^[0-9a-f-]{36}$/);

  const exchanged = await client.auth.exchangeCodeForSession(code);
  expect(exchanged.error).toBeNull();
  expect(exchanged.data.session?.user.email).toBe('pat@gmail.test');
  expect(exchanged.data.session?.provider_token).toBeTruthy();
  const again = await fetch(`${t.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: t.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
  });
  expect(again.status).toBe(404);
  expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
});

test('a PKCE code with the wrong verifier is bad_code_verifier', async () => {
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const { pageUrl, state } = await openAccountChooser(
    `provider=google&code_challenge=${challenge}&code_challenge_method=s256`,
  );
  const answer = await chooseAccount(pageUrl, { state, name: 'Wrong', email: 'wrong@gmail.test' });
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
  const res = await fetch(`${t.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: t.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier-that-made-the-challenge-at-all' }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
});
