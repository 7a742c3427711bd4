/**
 * One request cannot hold up the others: a statement that outlives its role's
 * statement timeout (anon 3 s, service_role 8 s) is cancelled with 57014, answered 500 in
 * PostgREST's shape as PostgREST answers it, and requests queued behind it
 * are answered soon after. On PGlite, which has no statement timeout of its
 * own, the database's watchdog does the cancelling; what was committed before
 * stays committed. A request waits at most 10 s for the database (then 504
 * PGRST003, as PostgREST answers), and one whose client has gone is dropped
 * before it starts.
 */
import { request as httpRequest } from 'node:http';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

/** Backtracking over the seeded descriptions: minutes with two groups, unbounded with three. */
const PATHOLOGICAL = `MentoriaDatabase?select=ID&Description=match.${encodeURIComponent('(.*)(.*)(.*)\\3\\2\\1x')}`;
const ANON_TIMEOUT_MS = 3000;
const SERVICE_ROLE_TIMEOUT_MS = 8000;
const PLAIN_READ = 'MentoriaDatabase?select=ID&limit=2';
/** Generous, for a loaded machine: the timeout, restarting PGlite, and answering. */
const DEADLINE_MS = ANON_TIMEOUT_MS + 12_000;

/** Sends a GET and disconnects `ms` after the request has gone out, without waiting for an answer. */
function abandonAfterSending(path: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(`${t.url}/rest/v1/${path}`, { headers: { apikey: t.anonKey }, agent: false });
    request.on('error', () => undefined);
    request.on('finish', () =>
      setTimeout(() => {
        request.destroy();
        resolve();
      }, ms),
    );
    request.end();
  });
}

async function get(path: string, key = t.anonKey): Promise<{ status: number; body: unknown; at: number }> {
  const response = await fetch(`${t.url}/rest/v1/${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: await response.json(), at: performance.now() };
}

test('a runaway anonymous query is cancelled at the timeout, and a catalogue read sent meanwhile is answered', async () => {
  const service = t.serviceClient();
  const before = await service.from('newsletter_subscribers').insert({ email: 'before-the-runaway@example.com' });
  expect(before.status).toBe(201);

  const started = performance.now();
  const runaway = get(PATHOLOGICAL);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const read = get('categories?select=name&name=eq.All');

  const answered = await read;
  expect(answered.status).toBe(200);
  expect(answered.body).toEqual([{ name: 'All' }]);
  expect(answered.at - started).toBeLessThan(DEADLINE_MS);

  const cancelled = await runaway;
  expect(cancelled.status).toBe(500);
  expect(cancelled.body).toEqual({
    code: '57014',
    message: 'canceling statement due to statement timeout',
    details: null,
    hint: null,
  });
  // Cancelled by the timeout, not by something quicker.
  expect(cancelled.at - started).toBeGreaterThanOrEqual(ANON_TIMEOUT_MS - 100);

  // The database keeps answering, with what was committed before.
  const { data, error } = await service
    .from('newsletter_subscribers')
    .select('email')
    .eq('email', 'before-the-runaway@example.com');
  expect(error).toBeNull();
  expect(data).toEqual([{ email: 'before-the-runaway@example.com' }]);
});

test('a service_role read that takes a moment completes', async () => {
  const { status } = await get('MentoriaDatabase?select=ID&Description=match.e', t.serviceRoleKey);
  expect(status).toBe(200);
});

test('a runaway service_role query is cancelled at 8 s, as the hosted API cancels it', async () => {
  const started = performance.now();
  const cancelled = await get(PATHOLOGICAL, t.serviceRoleKey);
  expect(cancelled.status).toBe(500);
  expect(cancelled.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  expect(cancelled.at - started).toBeGreaterThanOrEqual(SERVICE_ROLE_TIMEOUT_MS - 100);
  expect(cancelled.at - started).toBeLessThan(SERVICE_ROLE_TIMEOUT_MS + 12_000);
});

/** What a request that waited too long for the database gets from PostgREST. */
const POOL_TIMEOUT = {
  code: 'PGRST003',
  message: 'Timed out acquiring connection from connection pool.',
  details: null,
  hint: null,
};

test('several runaway queries at once do not keep a plain read waiting for all of them', async () => {
  const started = performance.now();
  const runaways = Array.from({ length: 6 }, () => get(PATHOLOGICAL));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const read = await get(PLAIN_READ);

  // Run one after another (PGlite has one connection) they would take six timeouts and restarts, 25 s or more:
  // the read is answered instead once it has waited PostgREST's 10 s for a connection, if not sooner.
  expect(read.at - started).toBeLessThan(15_000);
  if (read.status === 200) expect(read.body).toHaveLength(2);
  else expect({ status: read.status, body: read.body }).toEqual({ status: 504, body: POOL_TIMEOUT });

  for (const runaway of await Promise.all(runaways)) {
    expect([500, 504]).toContain(runaway.status);
    expect((runaway.body as { code: string }).code).toBe(runaway.status === 500 ? '57014' : 'PGRST003');
  }
});

test('runaway queries whose clients have gone do not keep a later read waiting', async () => {
  // The backend is idle first (an earlier runaway may still be restarting PGlite), so that the test times only its own.
  expect((await get(PLAIN_READ)).status).toBe(200);
  const abandoned = Array.from({ length: 8 }, () => abandonAfterSending(PATHOLOGICAL, 300));
  await Promise.all(abandoned);
  const started = performance.now();
  const read = await get(PLAIN_READ);

  // At most the one already running is waited for (its timeout, then PGlite's restart): the others are dropped
  // unstarted, so the read gets its data rather than a 504 after waiting 10 s behind requests nobody awaits.
  expect(read.status).toBe(200);
  expect(read.body).toHaveLength(2);
  expect(read.at - started).toBeLessThan(ANON_TIMEOUT_MS + 7000);
});

test('a write whose client has gone while it waited for the database is still carried out', async () => {
  expect((await get(PLAIN_READ)).status).toBe(200);
  const email = `left-right-after-sending-${Date.now()}@example.com`;
  // A runaway read holds the database, so the write below waits in line while its client leaves
  // (as a reload or a closed tab right after pressing a button does).
  const runaway = get(PATHOLOGICAL);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await new Promise<void>((resolve) => {
    const request = httpRequest(`${t.url}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json' },
      agent: false,
    });
    request.on('error', () => undefined);
    request.on('finish', () =>
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300),
    );
    request.end(JSON.stringify({ email }));
  });
  await runaway;

  const service = t.serviceClient();
  let stored = 0;
  for (let attempt = 0; attempt < 40 && stored === 0; attempt += 1) {
    const { count } = await service
      .from('newsletter_subscribers')
      .select('email', { count: 'exact', head: true })
      .eq('email', email);
    stored = count ?? 0;
    if (stored === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(stored).toBe(1);
});
