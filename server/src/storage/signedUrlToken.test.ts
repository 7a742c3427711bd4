import { signToken } from '../shared/jwt';
import { objectTokenProblem, parseExpiresIn, signObjectToken } from './signedUrlToken';
import { StorageError } from './storageErrors';

const secret = 'unit-test-secret-that-is-long-enough-1234';
const object = { bucket: 'ebooks-free', name: 'free/a b.pdf' };
const now = 1_800_000_000;
const claimsOf = (token: string): unknown =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signed URL tokens', () => {
  test('carry the object as `bucket/name` and expire after expiresIn seconds', () => {
    const claims = claimsOf(signObjectToken(secret, object, 60, now));
    expect(claims).toEqual({ url: 'ebooks-free/free/a b.pdf', iat: now, exp: now + 60 });
  });

  test('open the object they were made for until they expire', () => {
    const token = signObjectToken(secret, object, 60, now);
    expect(objectTokenProblem(secret, token, object, now + 59)).toBeNull();
    expect(objectTokenProblem(secret, token, object, now + 60)?.code).toBe('ExpiredToken');
  });

  test('do not open another object', () => {
    const token = signObjectToken(secret, object, 60, now);
    expect(objectTokenProblem(secret, token, { ...object, name: 'free/other.pdf' }, now)?.code).toBe(
      'InvalidSignature',
    );
    expect(objectTokenProblem(secret, token, { ...object, bucket: 'ebooks-premium' }, now)?.code).toBe(
      'InvalidSignature',
    );
  });

  test('are refused when signed with another secret, unsigned or garbled', () => {
    const foreign = signObjectToken('another-secret-that-is-long-enough-5678', object, 60, now);
    expect(objectTokenProblem(secret, foreign, object, now)?.code).toBe('InvalidJWT');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ url: 'ebooks-free/free/a b.pdf', exp: now + 60 })}.`;
    expect(objectTokenProblem(secret, unsigned, object, now)?.code).toBe('InvalidJWT');
    expect(objectTokenProblem(secret, 'not.a.token', object, now)?.code).toBe('InvalidJWT');
  });

  test('without an expiry count as expired', () => {
    const token = signToken(secret, { url: 'ebooks-free/free/a b.pdf' });
    expect(objectTokenProblem(secret, token, object, now)?.code).toBe('ExpiredToken');
  });
});

describe('parseExpiresIn', () => {
  test('takes a positive whole number of seconds', () => {
    expect(parseExpiresIn(3600)).toBe(3600);
  });

  test.each([[0], [-5], [1.5], ['60'], [null], [10 ** 12]])('refuses %p', (value) => {
    expect(parseExpiresIn(value)).toBeInstanceOf(StorageError);
  });
});
