import { PgliteDatabase } from '../db/pgliteDatabase';
import type { AuthError } from './authError';
import { checkNewPassword, hashPassword, passwordMatches } from './passwords';

test('a hash made here matches its password only, and is bcrypt at cost 10 as the seed contract says', async () => {
  const hash = await hashPassword('correct horse');
  expect(hash).toMatch(/^\$2[ab]\$10\$/);
  expect(await passwordMatches('correct horse', hash)).toBe(true);
  expect(await passwordMatches('correct horsf', hash)).toBe(false);
});

test("accepts the $2a$ hashes pgcrypto's crypt(pw, gen_salt('bf')) writes, as seeded users have", async () => {
  const db = await PgliteDatabase.open();
  try {
    await db.exec('create extension if not exists pgcrypto');
    // The lowest cost bcrypt allows: the test is about pgcrypto's $2a$ format, and each check at cost 10 takes
    // seconds on a busy machine.
    const { rows } = await db.query<{ hash: string }>("select crypt('password123', gen_salt('bf', 4)) as hash");
    const hash = rows[0]?.hash ?? '';
    expect(hash).toMatch(/^\$2a\$04\$/);
    expect(await passwordMatches('password123', hash)).toBe(true);
    expect(await passwordMatches('password124', hash)).toBe(false);
  } finally {
    await db.close();
  }
}, 90_000); // starting PGlite can take tens of seconds while other suites run in parallel on a busy machine

test('a missing or unusable hash never matches', async () => {
  for (const stored of [null, undefined, '', 'plain-text-password', '$2a$10$short']) {
    expect(await passwordMatches('plain-text-password', stored)).toBe(false);
  }
});

test("new passwords follow GoTrue's rules", () => {
  expect(() => checkNewPassword(undefined, 'Signup requires a valid password')).toThrow(
    'Signup requires a valid password',
  );
  const weak = (() => {
    try {
      checkNewPassword('12345', 'x');
    } catch (error) {
      return error as AuthError;
    }
  })();
  expect(weak).toMatchObject({
    httpStatus: 422,
    code: 'weak_password',
    extra: { weak_password: { reasons: ['length'] } },
  });
  expect(() => checkNewPassword('x'.repeat(73), 'x')).toThrow('72');
  expect(checkNewPassword('123456', 'x')).toBe('123456');
});

test('the event loop keeps turning while passwords are hashed and compared', async () => {
  let turns = 0;
  const ticker = setInterval(() => (turns += 1), 1);
  const started = performance.now();
  try {
    const hash = await hashPassword('correct horse');
    await Promise.all(Array.from({ length: 4 }, () => passwordMatches('wrong horse', hash)));
  } finally {
    clearInterval(ticker);
  }
  const elapsed = performance.now() - started;
  // A 1 ms timer on a free event loop fires far more often than once per 20 ms, even on a busy
  // machine; bcrypt on the event loop (bcryptjs's async mode) lets it fire once per 100 ms slice.
  expect(turns).toBeGreaterThan(elapsed / 20);
});
