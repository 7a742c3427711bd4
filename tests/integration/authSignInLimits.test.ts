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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

test('a flood of failed sign-ins from 20 clients does not hold up catalogue reads', async () => {
  const anon = t.anonClient();
  const timedRead = async () => {
    const started = performance.now();
    const { data, error } = await anon.from('MentoriaDatabase').select('ID, Name').limit(20);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    return performance.now() - started;
  };
  const timedReads = async (count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await timedRead());
    return times;
  };
  await timedReads(5); // warm up
  const baseline = median(await timedReads(20));

  let flooding = true;
  let floodAnswers = 0;
  const clients = Array.from({ length: 20 }, async (_, client) => {
    for (let i = 0; flooding; i++) {
      const answer = await signInFrom(`127.0.1.${client + 1}`, `flood-${client}-${i}@example.test`, 'password123');
      expect(answer.status).toBe(400);
      floodAnswers += 1;
    }
  });
  // Let the flood fill the hashing queue before reading.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const underFlood = median(await timedReads(20));
  flooding = false;
  await Promise.all(clients);

  expect(floodAnswers).toBeGreaterThan(0);
  expect(underFlood).toBeLessThan(5 * baseline + 25);
});
