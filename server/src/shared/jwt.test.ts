import { checkToken, signToken, verifyToken } from './jwt';

const secret = 'unit-test-secret-that-is-long-enough-1234';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = 1_800_000_000;

describe('signToken', () => {
  test('signs exactly the claims given as an HS256 JWT', () => {
    const token = signToken(secret, { role: 'anon', exp: 1983812996 });
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({ role: 'anon', exp: 1983812996 });
    expect(signToken(secret, { role: 'anon', exp: 1983812996 })).toBe(token);
  });
});

describe('verifyToken names each way a token fails', () => {
  const claims = { sub: 'u', iat: now, exp: now + 60 };

  test.each<[string, () => string, string]>([
    ['fewer than three parts', () => 'a.b', 'malformed'],
    ['parts that are not base64url JSON', () => 'garbage.token.here', 'malformed'],
    ['a time claim that is not a number', () => signToken(secret, { exp: 'soon' }), 'malformed'],
    ['another secret', () => signToken('another-secret-that-is-long-enough-5678', claims), 'bad_signature'],
    ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`, 'bad_signature'],
    [
      'a changed payload',
      () => {
        const [header, , signature] = signToken(secret, claims).split('.');
        return `${header}.${base64url({ ...claims, sub: 'someone else' })}.${signature}`;
      },
      'bad_signature',
    ],
    ['an expiry that has passed', () => signToken(secret, { ...claims, exp: now }), 'expired'],
    ['a not-before still to come', () => signToken(secret, { ...claims, nbf: now + 1 }), 'not_yet_valid'],
  ])('%s', (_label, makeToken, problem) => {
    expect(verifyToken(secret, makeToken(), { nowSeconds: now })).toMatchObject({ ok: false, problem });
  });

  test('a forged token is a bad signature even when it has also expired', () => {
    const forged = signToken('another-secret-that-is-long-enough-5678', { exp: now - 1 });
    expect(verifyToken(secret, forged, { nowSeconds: now })).toMatchObject({ problem: 'bad_signature' });
  });

  test('accepts a good token, and an expired one only when told to ignore expiry', () => {
    expect(verifyToken(secret, signToken(secret, claims), { nowSeconds: now })).toEqual({ ok: true, claims });
    const expired = signToken(secret, { ...claims, exp: now - 1 });
    expect(verifyToken(secret, expired, { nowSeconds: now, ignoreExpiration: true })).toMatchObject({ ok: true });
  });
});

describe('checkToken', () => {
  test('takes the role claim, anon when there is none', () => {
    expect(checkToken(secret, signToken(secret, { role: 'authenticated', sub: 'u' }))).toEqual({
      ok: true,
      identity: { role: 'authenticated', claims: { role: 'authenticated', sub: 'u' } },
    });
    expect(checkToken(secret, signToken(secret, {}))).toMatchObject({ ok: true, identity: { role: 'anon' } });
  });

  test('refuses a role that is not an API role', () => {
    expect(checkToken(secret, signToken(secret, { role: 'postgres' }))).toMatchObject({
      ok: false,
      problem: 'unknown_role',
    });
  });
});
