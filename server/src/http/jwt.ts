import jwt from 'jsonwebtoken';
import type { ApiRole, RequestIdentity } from '../db/requestContext';

/** Every token this backend signs or accepts is HS256 with the project's JWT secret, as in Supabase's classic setup. */
const ALGORITHM = 'HS256';
const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export type TokenProblem =
  /** Not three base64url parts, or not JSON inside. */
  | 'malformed'
  /** Signature does not verify with the secret. */
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  /** Verified, but the role claim names no API role. */
  | 'unknown_role';

export type TokenCheck =
  { ok: true; identity: RequestIdentity } | { ok: false; problem: TokenProblem; message: string };

/** Signs exactly the claims given: callers set iat and exp themselves, so a key derived from a secret is always the same. */
export function signToken(secret: string, claims: Record<string, unknown>): string {
  // jsonwebtoken adds iat when noTimestamp is false and deletes a given iat when it is true.
  return jwt.sign(claims, secret, { algorithm: ALGORITHM, noTimestamp: !('iat' in claims) });
}

/** Verifies a bearer token and says which API role it acts as. */
export function checkToken(secret: string, token: string): TokenCheck {
  let claims: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof decoded === 'string')
      return { ok: false, problem: 'malformed', message: 'JWT payload is not an object' };
    claims = decoded;
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) return { ok: false, problem: 'expired', message: 'JWT expired' };
    if (error instanceof jwt.NotBeforeError)
      return { ok: false, problem: 'not_yet_valid', message: 'JWT not yet valid' };
    const message = error instanceof Error ? error.message : 'invalid JWT';
    const problem: TokenProblem = /signature/i.test(message) ? 'bad_signature' : 'malformed';
    return {
      ok: false,
      problem,
      message: problem === 'bad_signature' ? 'JWT signature does not match' : `JWT could not be decoded: ${message}`,
    };
  }
  const role = claims.role ?? 'anon';
  if (!API_ROLES.includes(role as ApiRole)) {
    return { ok: false, problem: 'unknown_role', message: `role "${String(role)}" does not exist` };
  }
  return { ok: true, identity: { role: role as ApiRole, claims: { ...claims, role } } };
}

/** The bearer token of an Authorization header, '' for `Bearer ` with nothing after it, null when absent. */
export function bearerToken(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = /^bearer\s*(.*)$/i.exec(authorization.trim());
  return match ? (match[1] ?? '').trim() : null;
}

export const ANON_IDENTITY: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
