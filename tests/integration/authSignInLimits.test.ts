/**
 * Password sign-in under attack: parallel guesses for one account, guesses across
 * accounts from one address, and a flood of sign-ins while other users read the
 * catalogue. Clients on other addresses are other loopback addresses (127.0.0.0/8 is
 * all loopback on Linux), so each flood client counts as a different machine.
 */
import { request } from 'node:http';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

// Starting a backend takes seconds on a busy machine; the project's testTimeout does not reach this file's hooks.
jest.setTimeout(60_000);

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const PASSWORD = 'the right password';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POST /auth/v1/token?grant_type=password from a chosen local address. */
function signInFrom(localAddress: string, email: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  const url = new URL(`${t.url}/auth/v1/token?grant_type=password`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress,
        headers: { apikey: t.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signUp(email: string) {
  const { error } = await t.anonClient().auth.signUp({ email, password: PASSWORD });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
}

test('40 parallel wrong passwords and then the right one: only the allowed number are tried, then 429', async () => {
  const email = 'parallel-target@example.test';
  await signUp(email);
  const from = '127.0.0.2';
  const wrong = Array.from({ length: 40 }, (_, i) => signInFrom(from, email, `guess number ${i}`));
  const right = signInFrom(from, email, PASSWORD);
  const answers = await Promise.all(wrong);
  const tried = answers.filter((answer) => answer.status === 400);
  const limited = answers.filter((answer) => answer.status === 429);
  expect(tried.length).toBeLessThanOrEqual(5);
  expect(tried.every((answer) => answer.body.code === 'invalid_credentials')).toBe(true);
  expect(limited.length).toBe(40 - tried.length);
  expect(limited[0]?.body).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' });
  // The right password arrived in the same burst, after the limit was reached: it is not tried either.
  expect(await right).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
  // The limit is per address: the owner on another machine still signs in.
  expect((await signInFrom('127.0.0.3', email, PASSWORD)).status).toBe(200);
});

test('one address guessing across many accounts is stopped after 30 failures, even for a right password', async () => {
  const email = 'spray-target@example.test';
  await signUp(email);
  const from = '127.0.0.4';
  for (let i = 0; i < 30; i++) {
    const answer = await signInFrom(from, `nobody-${i}@example.test`, 'password123');
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
  }
  expect(await signInFrom(from, email, PASSWORD)).toMatchObject({
    status: 429,
    body: { code: 'over_request_rate_limit' },
  });
  expect((await signInFrom('127.0.0.5', email, PASSWORD)).status).toBe(200);
});

test('a right password does not count against its address', async () => {
  const email = 'regular@example.test';
  await signUp(email);
  for (let i = 0; i < 35; i++) expect((await signInFrom('127.0.0.6', email, PASSWORD)).status).toBe(200);
});

test('an unknown email and a wrong password for a known one answer alike', async () => {
  await signUp('known@example.test');
  const known = await signInFrom('127.0.0.7', 'known@example.test', 'wrong password');
  const unknown = await signInFrom('127.0.0.7', 'unknown@example.test', 'wrong password');
  expect(unknown).toEqual(known);
});

test('under a flood of failed sign-ins from 20 clients, catalogue reads are answered ahead of the queued sign-ins', async () => {
  // What matters is the order, not a time: a read asked for while sign-ins wait for their password hash is
  // answered before them, rather than queued behind the hashing (a ratio of times failed on a busy machine).
  const anon = t.anonClient();
  let flooding = true;
  let floodAnswers = 0;
  let nextSignIn = 0;
  /** The sign-ins under way: their number, in the order they were sent. */
  const pending = new Set<number>();
  const clients = Array.from({ length: 20 }, async (_, client) => {
    for (let i = 0; flooding; i++) {
      const signIn = nextSignIn++;
      pending.add(signIn);
      const answer = await signInFrom(`127.0.1.${client + 1}`, `flood-${client}-${i}@example.test`, 'password123');
      pending.delete(signIn);
      expect(answer.status).toBe(400);
      floodAnswers += 1;
    }
  });
  // Let the flood fill the hashing queue before reading.
  while (floodAnswers < 3) await new Promise((resolve) => setTimeout(resolve, 20));

  const overtaken: number[] = [];
  for (let read = 0; read < 20; read++) {
    const waitingBefore = [...pending];
    const { data, error } = await anon.from('MentoriaDatabase').select('ID, Name').limit(20);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    // Sign-ins sent before this read and still unanswered after it: the read went past them.
    overtaken.push(waitingBefore.filter((signIn) => pending.has(signIn)).length);
  }
  flooding = false;
  await Promise.all(clients);

  expect(floodAnswers).toBeGreaterThan(0);
  expect(overtaken.filter((count) => count === 0)).toEqual([]);
});
