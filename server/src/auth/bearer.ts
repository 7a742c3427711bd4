/**
 * Who is calling, by the rule of shared/identity.ts: the user behind a bearer
 * access token, or the service role for admin routes. GoTrue needs a token on
 * these routes, so no credentials is a 401 here rather than anon.
 */
import type { FastifyRequest } from 'fastify';
import { identityFromRequest } from '../shared/identity';
import { AuthError, forbidden } from './authError';
import type { AuthRuntime } from './authRuntime';
import { sessionExists } from './sessions';
import { findUserById, isUuid, type UserRow } from './users';

export interface Caller {
  user: UserRow;
  /** The session_id claim; a token without one (hand-made) still identifies its user. */
  sessionId: string | null;
}

const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

function verifiedClaims(auth: AuthRuntime, request: FastifyRequest): Record<string, unknown> {
  const credentials = identityFromRequest(request.headers, auth.ctx.keys);
  if (credentials.kind === 'none' || (credentials.kind === 'refused' && credentials.problem === 'empty')) {
    throw noAuthorization();
  }
  if (credentials.kind === 'refused') {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${credentials.message}`);
  }
  return credentials.identity.claims;
}

/** The signed-in user of /user and /logout, with GoTrue's 401/403 answers for every way a token can fail. */
export async function requireUser(auth: AuthRuntime, request: FastifyRequest): Promise<Caller> {
  const claims = verifiedClaims(auth, request);
  const { sub, session_id: sessionClaim } = claims;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const db = auth.ctx.db;
  const user = await findUserById(db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (sessionClaim === undefined || sessionClaim === null) return { user, sessionId: null };
  if (typeof sessionClaim !== 'string' || !isUuid(sessionClaim) || !(await sessionExists(db, sessionClaim, sub))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId: sessionClaim };
}

/** Admin routes need the service_role key (or any token whose role is service_role). */
export function requireServiceRole(auth: AuthRuntime, request: FastifyRequest): void {
  if (verifiedClaims(auth, request).role !== 'service_role') throw forbidden('not_admin', 'User not allowed');
}
