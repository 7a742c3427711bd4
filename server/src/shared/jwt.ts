/**
 * The one signer and verifier of JWTs for the whole backend: API keys, access
 * tokens, signed download URLs. Every token here is HS256 with the project's
 * JWT secret, as in Supabase's classic setup, so node:crypto's HMAC is all it
 * takes, and each way a token can fail is a named problem rather than a
 * library's message text that callers would have to match.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiRole, RequestIdentity } from './requestIdentity';

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export type TokenProblem =
  /** Not three base64url parts, or not JSON objects inside, or a time claim that is not a number. */
  | 'malformed'
  /** Another algorithm than HS256 (`none` included), or a signature the secret did not make. */
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  /** Verified, but the role claim names no API role. */
  | 'unknown_role';

export type VerifiedToken =
  { ok: true; claims: Record<string, unknown> } | { ok: false; problem: TokenProblem; message: string };

export type TokenCheck =
  { ok: true; identity: RequestIdentity } | { ok: false; problem: TokenProblem; message: string };

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const signature = (secret: string, signingInput: string) => createHmac('sha256', secret).update(signingInput).digest();

/** Signs exactly the claims given: callers set iat and exp themselves, so a key derived from a secret is always the same. */
export function signToken(secret: string, claims: Record<string, unknown>): string {
  const signingInput = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodedObject(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const refuse = (problem: TokenProblem, message: string): VerifiedToken => ({ ok: false, problem, message });

/**
 * Checks a token's form, then its signature, then its time claims (exp, nbf),
 * in that order, so that a forged token never gets as far as saying it expired.
 * `ignoreExpiration` is for signed URLs, which check the object before expiry.
 */
export function verifyToken(
  secret: string,
  token: string,
  options: { ignoreExpiration?: boolean; nowSeconds?: number } = {},
): VerifiedToken {
  const parts = token.split('.');
  if (parts.length !== 3) return refuse('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodedObject(headerPart);
  const claims = decodedObject(payloadPart);
  if (!header || !claims || !BASE64URL.test(signaturePart)) return refuse('malformed', 'JWT cannot be decoded');
  if (header.alg !== HEADER.alg) return refuse('bad_signature', `JWT algorithm ${String(header.alg)} is not allowed`);
  const expected = signature(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse('bad_signature', 'JWT signature does not match');
  }
  for (const claim of ['exp', 'nbf', 'iat'] as const) {
    if (claims[claim] !== undefined && typeof claims[claim] !== 'number') {
      return refuse('malformed', `JWT claim ${claim} is not a number`);
    }
  }
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!options.ignoreExpiration && typeof claims.exp === 'number' && now >= claims.exp) {
    return refuse('expired', 'JWT expired');
  }
  if (typeof claims.nbf === 'number' && now < claims.nbf) return refuse('not_yet_valid', 'JWT not yet valid');
  return { ok: true, claims };
}

/** Verifies a bearer token and says which API role it acts as (anon when it names none). */
export function checkToken(secret: string, token: string): TokenCheck {
  const verified = verifyToken(secret, token);
  if (!verified.ok) return verified;
  const role = verified.claims.role ?? 'anon';
  if (!API_ROLES.includes(role as ApiRole)) {
    return { ok: false, problem: 'unknown_role', message: `role "${String(role)}" does not exist` };
  }
  return { ok: true, identity: { role: role as ApiRole, claims: { ...verified.claims, role } } };
}

/** The bearer token of an Authorization header, '' for `Bearer ` with nothing after it, null when absent. */
export function bearerToken(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = /^bearer\s*(.*)$/i.exec(authorization.trim());
  return match ? (match[1] ?? '').trim() : null;
}

export const ANON_IDENTITY: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
