/** The local stand-in for Google sign-in (docs/product.md#google-sign-in-on-the-local-backend), driven as a browser would: plain navigations and a form post. */
import { request as httpRequest } from 'node:http';
import { makeClient, startTestBackend, type TestBackend } from '../support/backendHarness';

// Starting a backend takes seconds on a busy machine; the project's testTimeout does not reach this file's hooks.
jest.setTimeout(60_000);

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const APP = 'http://localhost:5173/account';

/** A browser's cookie for the stand-in: what ties the accounts it makes to it. */
class Browser {
  cookie = '';

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    return res;
  }
}

/** The browser most tests use; tests about other browsers make their own. */
const usual = new Browser();

/** Follows /authorize to the local page, as the browser would, and returns the page and its sign-in state. */
async function openAccountChooser(query: string, browser = usual) {
  const authorize = await browser.fetch(`${t.url}/auth/v1/authorize?${query}`);
  expect(authorize.status).toBe(302);
  const pageUrl = new URL(authorize.headers.get('location') ?? '', t.url);
  const page = await browser.fetch(pageUrl);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { page, html, state, pageUrl };
}

async function chooseAccount(pageUrl: URL, fields: Record<string, string>, browser = usual) {
  return browser.fetch(pageUrl.origin + pageUrl.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signInWithGoogle(name: string, email: string, redirectTo = APP, browser = usual) {
  const { pageUrl, state } = await openAccountChooser(
    `provider=google&redirect_to=${encodeURIComponent(redirectTo)}`,
    browser,
  );
  const answer = await chooseAccount(pageUrl, { state, name, email }, browser);
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

/** A refused choice, with the parts that differ between two pages (the sign-in state and echoed values) taken out. */
async function refusal(email: string, browser: Browser) {
  const { pageUrl, state } = await openAccountChooser('provider=google', browser);
  const answer = await chooseAccount(pageUrl, { state, name: 'Intruder', email }, browser);
  const html = (await answer.text()).replaceAll(state, 'STATE').replaceAll(email, 'EMAIL');
  return { status: answer.status, html };
}

test('an email that belongs to a password account is not taken over through the stand-in', async () => {
  const email = 'owner@example.test';
  expect((await t.anonClient().auth.signUp({ email, password: 'owner password' })).error).toBeNull();
  const { status, html } = await refusal(email, usual);
  expect(status).toBe(400);
  expect(html).toContain('not made in this browser');
  const { data } = await t.serviceClient().auth.admin.listUsers();
  const owner = data.users.find((user) => user.email === email);
  expect(owner?.identities?.map((identity) => identity.provider)).toEqual(['email']);
});

test('another browser cannot sign in to an account the stand-in made, and is told nothing about the account', async () => {
  const email = 'mine@gmail.test';
  const made = await signInWithGoogle('Owner', email);
  expect(made.fragment.get('access_token')).toBeTruthy();

  const intruder = new Browser();
  const intruded = await refusal(email, intruder);
  expect(intruded.status).toBe(400);

  // The same page as for an email with a password account: nothing tells the two apart.
  const passwordEmail = 'password-owner@example.test';
  expect((await t.anonClient().auth.signUp({ email: passwordEmail, password: 'owner password' })).error).toBeNull();
  const passwordAccount = await refusal(passwordEmail, intruder);
  expect(passwordAccount).toEqual(intruded);

  // Nor does it help to send no cookie at all.
  const noCookie = new Browser();
  expect((await refusal(email, noCookie)).status).toBe(400);

  // The browser that made it still can.
  const again = await signInWithGoogle('Owner', email);
  const { data } = await t.anonClient().auth.getUser(again.fragment.get('access_token') ?? '');
  expect(data.user?.email).toBe(email);
});

test('the browser key is an HttpOnly cookie for the stand-in page only', async () => {
  const browser = new Browser();
  const authorize = await browser.fetch(`${t.url}/auth/v1/authorize?provider=google`);
  const page = await browser.fetch(new URL(authorize.headers.get('location') ?? '', t.url));
  const cookie = page.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^mentoria-local-google=[A-Za-z0-9_-]{43}; /);
  expect(cookie).toContain('Path=/auth/v1/local-google');
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  // A browser that has its key keeps it.
  const second = await browser.fetch(new URL(authorize.headers.get('location') ?? '', t.url));
  expect(second.headers.get('set-cookie')).toBeNull();
});

/** A raw request with a Host header of our choosing, as a page on a rebinding site would send. */
function requestWithHost(path: string, host: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Peers on other machines are covered by loopbackRequest.test.ts: this test's server listens on loopback only.
test('a foreign site whose name points at this machine (DNS rebinding) gets a GoTrue 404', async () => {
  const { state } = await openAccountChooser('provider=google');
  for (const [path, method] of [
    ['/auth/v1/authorize?provider=google', 'GET'],
    [`/auth/v1/local-google?state=${state}`, 'GET'],
    ['/auth/v1/local-google', 'POST'],
  ] as const) {
    const res = await requestWithHost(path, 'attacker.example:54321', method);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'not_found', error_code: 'not_found' });
  }
  for (const host of ['localhost:54321', '127.0.0.1', '[::1]:54321', new URL(t.url).host]) {
    expect((await requestWithHost('/auth/v1/authorize?provider=google', host)).status).toBe(302);
  }
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

// Last: it uses up this address's stand-in sign-ins for the rest of the file.
test('a flood of stand-in sign-ins from one address is limited with 429', async () => {
  const browser = new Browser();
  const answers: number[] = [];
  for (let i = 0; i < 40; i++) {
    const { pageUrl, state } = await openAccountChooser('provider=google', browser);
    const answer = await chooseAccount(pageUrl, { state, name: 'Flood', email: `flood-${i}@gmail.test` }, browser);
    answers.push(answer.status);
    if (answer.status === 429) {
      expect(await answer.json()).toMatchObject({ code: 'over_request_rate_limit' });
      break;
    }
  }
  expect(answers.at(-1)).toBe(429);
  expect(answers.length).toBeLessThanOrEqual(31);
});
