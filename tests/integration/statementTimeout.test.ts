/**
 * One request cannot hold up the others: a statement that outlives its role's
 * statement timeout (anon 3 s) is cancelled with 57014, answered 500 in
 * PostgREST's shape as PostgREST answers it, and requests queued behind it
 * are answered soon after. On PGlite, which has no statement timeout of its
 * own, the database's watchdog does the cancelling; what was committed before
 * stays committed.
 */
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

/** Backtracking over the seeded descriptions: minutes with two groups, unbounded with three. */
const PATHOLOGICAL = `MentoriaDatabase?select=ID&Description=match.${encodeURIComponent('(.*)(.*)(.*)\\3\\2\\1x')}`;
const ANON_TIMEOUT_MS = 3000;
/** Generous, for a loaded machine: the timeout, restarting PGlite, and answering. */
const DEADLINE_MS = ANON_TIMEOUT_MS + 12_000;

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

test('a service_role read is not cut short by the API roles’ timeout', async () => {
  // The watchdog watches only statements that have a timeout; this read takes a moment but must complete.
  const { status } = await get('MentoriaDatabase?select=ID&Description=match.e', t.serviceRoleKey);
  expect(status).toBe(200);
});
