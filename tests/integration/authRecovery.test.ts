/**
 * Links by email through supabase-js: password reset, magic links, verifyOtp, admin
 * links and invitations, admin updates, and the local mailbox they are delivered to.
 */
import { get } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeClient, startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
// Starting a backend over a cloned database takes a while on a busy machine (Jest's hook default is 5 s).
beforeAll(async () => {
  t = await startTestBackend();
}, 120_000);
afterAll(() => t?.stop(), 60_000);

let accounts = 0;
const freshEmail = (label: string) => `${label}.${process.pid}.${accounts++}@example.test`;
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new secret';
const APP_RESET_PAGE = 'http://localhost:5173/resetpass';

interface Mail {
  to: string;
  subject: string;
  type: string;
  link: string;
  token: string;
  html: string;
}

async function mailTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${t.url}/auth/v1/mailbox/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

async function latestMailTo(email: string): Promise<Mail> {
  const [latest] = await mailTo(email);
  if (!latest) throw new Error(`no mail to ${email}`);
  return latest;
}

/** Follows a link as a browser would, and returns where the backend sends it. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

async function signUp(email: string): Promise<string> {
  const { data, error } = await t.anonClient().auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return data.user.id;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await t.anonClient().auth.signInWithPassword({ email, password });
  return error === null;
}

/** A client holding the session that a followed link put in the fragment. */
async function clientFromFragment(url: URL): Promise<SupabaseClient> {
  const fragment = fragmentOf(url);
  const client = t.anonClient();
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  return client;
}

describe('forgot password', () => {
  test('a reset link arrives in the mailbox, opens a recovery session, and the new password then signs in', async () => {
    const email = freshEmail('reset');
    await signUp(email);
    const { data, error } = await t.anonClient().auth.resetPasswordForEmail(email, { redirectTo: APP_RESET_PAGE });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await latestMailTo(email);
    expect(mail.type).toBe('recovery');
    expect(mail.subject).toBe('Reset Your Password');
    expect(mail.link.startsWith(`${t.url}/auth/v1/verify?`)).toBe(true);
    expect(new URL(mail.link).searchParams.get('type')).toBe('recovery');

    const landing = await follow(mail.link);
    expect(`${landing.origin}${landing.pathname}`).toBe(APP_RESET_PAGE);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    const recovered = await clientFromFragment(landing);
    const updated = await recovered.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();

    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });

  test('with PKCE (the app’s flow) the link returns a code that only the asking client can exchange, as a recovery', async () => {
    const email = freshEmail('pkce');
    await signUp(email);
    const asking = makeClient(t.url, t.anonKey, { flowType: 'pkce' });
    expect((await asking.auth.resetPasswordForEmail(email, { redirectTo: APP_RESET_PAGE })).error).toBeNull();
    const mail = await latestMailTo(email);
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);

    const landing = await follow(mail.link);
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(landing.hash).toBe('');
    const stranger = makeClient(t.url, t.anonKey, { flowType: 'pkce' });
    expect((await stranger.auth.exchangeCodeForSession(code ?? '')).error).not.toBeNull();

    const events: string[] = [];
    asking.auth.onAuthStateChange((event) => void events.push(event));
    const exchanged = await asking.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const email = freshEmail('nobody');
    const { data, error } = await t.anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailTo(email)).toEqual([]);
  });

  test('a link works once; the second time it sends the browser back with otp_expired', async () => {
    const email = freshEmail('once');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email, { redirectTo: APP_RESET_PAGE });
    const { link } = await latestMailTo(email);
    expect(fragmentOf(await follow(link)).get('access_token')).toBeTruthy();

    const again = await follow(link);
    expect(`${again.origin}${again.pathname}`).toBe(APP_RESET_PAGE);
    const fragment = fragmentOf(again);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  test('a newer link replaces the older one', async () => {
    const email = freshEmail('newer');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const older = await latestMailTo(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const newer = await latestMailTo(email);
    expect(fragmentOf(await follow(older.link)).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(await follow(newer.link)).get('access_token')).toBeTruthy();
  });

  test('a link older than an hour has expired', async () => {
    const email = freshEmail('late');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const { link } = await latestMailTo(email);
    await t.backend.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    expect(fragmentOf(await follow(link)).get('error_code')).toBe('otp_expired');
  });

  test('the database keeps only a hash of the code, not the code mailed', async () => {
    const email = freshEmail('hashed');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const mail = await latestMailTo(email);
    const { rows } = await t.backend.db.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where email = $1',
      [email],
    );
    expect(rows[0]?.recovery_token).toMatch(/^[0-9a-f]{56}$/);
    expect(rows[0]?.recovery_token).not.toContain(mail.token);
  });

  test('repeated requests for one address are refused with over_email_send_rate_limit, known or not', async () => {
    for (const email of [freshEmail('flood'), freshEmail('flood-unknown')]) {
      const statuses: number[] = [];
      let code: string | undefined;
      for (let i = 0; i < 7; i++) {
        const { error } = await t.anonClient().auth.resetPasswordForEmail(email);
        statuses.push(error?.status ?? 200);
        code = error?.code ?? code;
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      expect(code).toBe('over_email_send_rate_limit');
    }
  });

  test('a redirect to another site is replaced by the site URL, so a link cannot hand a session elsewhere', async () => {
    const email = freshEmail('elsewhere');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://attacker.example/steal' });
    const landing = await follow((await latestMailTo(email)).link);
    expect(landing.hostname).not.toBe('attacker.example');
  });
});

describe('verifyOtp', () => {
  test('a token hash from generateLink signs the user in once', async () => {
    const email = freshEmail('hash');
    await signUp(email);
    const admin = t.serviceClient();
    const { data, error } = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('magiclink');
    expect(data.properties?.action_link).toContain('/auth/v1/verify?');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.user?.email).toBe(email);

    const client = t.anonClient();
    const verified = await client.auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const reused = await t.anonClient().auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.status).toBe(403);
  });

  test('the six-digit code from a recovery mail works with the email address', async () => {
    const email = freshEmail('code');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const { token } = await latestMailTo(email);
    const wrong = await t
      .anonClient()
      .auth.verifyOtp({ email, token: token === '000000' ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error?.code).toBe('otp_expired');

    const client = t.anonClient();
    const { data, error } = await client.auth.verifyOtp({ email, token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });
});

describe('guessing a mailed code', () => {
  test('five wrong codes for an address make its code stop working, until a new one is mailed', async () => {
    const email = freshEmail('guessed');
    await signUp(email);
    await t.anonClient().auth.resetPasswordForEmail(email);
    const { token, link } = await latestMailTo(email);
    const wrongCode = token === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await t.anonClient().auth.verifyOtp({ email, token: wrongCode, type: 'recovery' });
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    // Even the right code (and the mailed link) no longer work: a guesser gets no sixth try.
    const right = await t.anonClient().auth.verifyOtp({ email, token, type: 'recovery' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(fragmentOf(await follow(link)).get('error_code')).toBe('otp_expired');

    await t.anonClient().auth.resetPasswordForEmail(email);
    const fresh = await latestMailTo(email);
    const { data, error } = await t.anonClient().auth.verifyOtp({ email, token: fresh.token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});

describe('magic links', () => {
  test('signInWithOtp creates the account and mails a link that signs in', async () => {
    const email = freshEmail('magic');
    const { error } = await t.anonClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:5173/', data: { first_name: 'Grace' } },
    });
    expect(error).toBeNull();
    const mail = await latestMailTo(email);
    expect(mail.type).toBe('magiclink');
    const landing = await follow(mail.link);
    expect(fragmentOf(landing).get('type')).toBe('magiclink');
    const client = await clientFromFragment(landing);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Grace' });
  });

  test('with shouldCreateUser false an unknown address is refused', async () => {
    const { error } = await t.anonClient().auth.signInWithOtp({
      email: freshEmail('no-signup'),
      options: { shouldCreateUser: false },
    });
    expect(error?.code).toBe('otp_disabled');
    expect(error?.status).toBe(422);
  });

  test('resend of a signup confirmation answers without mail for a confirmed account', async () => {
    const email = freshEmail('resend');
    await signUp(email);
    const { error } = await t.anonClient().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(await mailTo(email)).toEqual([]);
  });
});

describe('admin links and users', () => {
  test('inviteUserByEmail creates the user and mails an invitation that signs them in', async () => {
    const email = freshEmail('invited');
    const admin = t.serviceClient();
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { data: { first_name: 'Ines' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toEqual(expect.stringMatching(/Z$/));
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await latestMailTo(email);
    expect(mail.type).toBe('invite');
    const client = await clientFromFragment(await follow(mail.link));
    expect((await client.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();

    const again = await admin.auth.admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  test('generateLink for recovery of an unknown address is user_not_found', async () => {
    const { error } = await t.serviceClient().auth.admin.generateLink({ type: 'recovery', email: freshEmail('ghost') });
    expect(error?.status).toBe(404);
  });

  test('generateLink signup creates an unconfirmed user whose link confirms them', async () => {
    const email = freshEmail('signup-link');
    const { data, error } = await t.serviceClient().auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const landing = await follow(data.properties?.action_link ?? '');
    expect(fragmentOf(landing).get('type')).toBe('signup');
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  test('updateUserById changes password, metadata, email and bans', async () => {
    const email = freshEmail('managed');
    const id = await signUp(email);
    const admin = t.serviceClient();
    const changed = await admin.auth.admin.updateUserById(id, {
      password: NEW_PASSWORD,
      user_metadata: { nickname: 'Ace' },
      app_metadata: { plan: 'gold' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata).toMatchObject({ nickname: 'Ace' });
    expect(changed.data.user?.app_metadata).toMatchObject({ plan: 'gold', provider: 'email' });
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);

    const newEmail = freshEmail('renamed');
    const renamed = await admin.auth.admin.updateUserById(id, { email: newEmail });
    expect(renamed.data.user?.email).toBe(newEmail);
    expect(await canSignIn(newEmail, NEW_PASSWORD)).toBe(true);

    const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    const refused = await t.anonClient().auth.signInWithPassword({ email: newEmail, password: NEW_PASSWORD });
    expect(refused.error?.code).toBe('user_banned');
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(await canSignIn(newEmail, NEW_PASSWORD)).toBe(true);

    const bad = await admin.auth.admin.updateUserById(id, { ban_duration: 'a while' });
    expect(bad.error?.status).toBe(400);
  });

  test('updateUserById refuses metadata too large to travel in a token, counting user and app metadata together', async () => {
    const email = freshEmail('heavy');
    const id = await signUp(email);
    const admin = t.serviceClient();
    const half = 'x'.repeat(5000);
    expect((await admin.auth.admin.updateUserById(id, { user_metadata: { notes: half } })).error).toBeNull();
    const refused = await admin.auth.admin.updateUserById(id, { app_metadata: { notes: half } });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refused.error?.message).toMatch(/too large/);
    const both = await admin.auth.admin.updateUserById(id, {
      user_metadata: { more: half },
      app_metadata: { more: half },
    });
    expect(both.error).toMatchObject({ status: 400, code: 'validation_failed' });

    // Nothing was stored, and the user's token still fits in a request header.
    const { data } = await admin.auth.admin.getUserById(id);
    expect(data.user?.app_metadata.notes).toBeUndefined();
    expect(data.user?.user_metadata.more).toBeUndefined();
    const signedIn = await t.signedInClient(email, PASSWORD);
    expect((await signedIn.auth.getUser()).error).toBeNull();
  });

  test('updateUserById is refused to a user’s own token', async () => {
    const email = freshEmail('not-admin');
    const id = await signUp(email);
    const { data } = await t.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    const asUser = makeClient(t.url, t.anonKey, { accessToken: data.session?.access_token ?? '' });
    const { error } = await asUser.auth.admin.updateUserById(id, { user_metadata: { role: 'admin' } });
    expect(error?.status).toBe(403);
  });

  test('listUsers returns the newest users first, as GoTrue does', async () => {
    const older = freshEmail('older');
    await signUp(older);
    const newer = freshEmail('newer-user');
    await signUp(newer);
    const { data, error } = await t.serviceClient().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual([newer, older]);

    const oldestFirst = await fetch(`${t.url}/auth/v1/admin/users?sort=created_at%20asc&per_page=1000`, {
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
    });
    const emails = ((await oldestFirst.json()) as { users: { email: string }[] }).users.map((user) => user.email);
    expect(emails.indexOf(older)).toBeLessThan(emails.indexOf(newer));
    const badSort = await fetch(`${t.url}/auth/v1/admin/users?sort=email`, {
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
    });
    expect(badSort.status).toBe(400);
  });
});

describe('the local mailbox', () => {
  test('is a page listing each message with its link, newest first, with addresses escaped', async () => {
    const older = freshEmail('older-mail');
    await signUp(older);
    await t.anonClient().auth.resetPasswordForEmail(older);
    const email = freshEmail("o'hara&co");
    const { error } = await t.anonClient().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const response = await fetch(`${t.url}/auth/v1/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Your Magic Link');
    expect(html).not.toContain("o'hara&co");
    expect(html).toContain('o&#39;hara&amp;co');
    const newest = html.indexOf('o&#39;hara&amp;co');
    const anOlderOne = html.indexOf('Reset Your Password');
    expect(newest).toBeGreaterThan(-1);
    expect(anOlderOne).toBeGreaterThan(newest);
  });

  test('is not readable by other web pages or through another host name', async () => {
    const fromPage = await fetch(`${t.url}/auth/v1/mailbox/messages`, { headers: { Origin: 'https://evil.example' } });
    expect(fromPage.status).toBe(404);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    // fetch cannot set Host; a rebound DNS name reaches the same socket with its own Host.
    const { port } = new URL(t.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        { host: '127.0.0.1', port, path: '/auth/v1/mailbox/messages', headers: { Host: `evil.example:${port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(404);
  });
});

// Last in this file: every test here reaches the backend from the same address, which this one uses up.
describe('guessing from one client address', () => {
  test('failed verifications are limited per address with 429 over_request_rate_limit, as GoTrue limits them', async () => {
    const verify = (tokenHash: string) =>
      fetch(`${t.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'recovery', token_hash: tokenHash }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40 && !statuses.includes(429); attempt++) {
      statuses.push((await verify(`guess${attempt}`)).status);
    }
    // At most GoTrue's 30 failures per 5 minutes (fewer if earlier tests here failed some), then 429.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(31);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([403]));

    const limited = await verify('another-guess');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const link = await fetch(`${t.url}/auth/v1/verify?type=recovery&token=a-guessed-link`, { redirect: 'manual' });
    expect(link.status).toBe(429);
  });
});
