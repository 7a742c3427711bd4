/**
 * How a request becomes an identity, one rule for REST, auth and Storage:
 *
 * The caller is whoever the `Authorization: Bearer <jwt>` token says, once it
 * verifies with the project's JWT secret. The `apikey` header is never an
 * identity. On a hosted project the gateway checks `apikey` and hides it from
 * the services behind it, and PostgREST, GoTrue and Storage read only
 * Authorization: a lone service_role `apikey` acts as anon there, so it does
 * here too. supabase-js always sends both headers, with Authorization carrying
 * the session's access token or else the API key, so its calls see no
 * difference. With no bearer token (no Authorization header, or another
 * scheme), there are no credentials, and each service decides what that means
 * (REST: anon; Storage: refused, but for public and signed downloads; auth:
 * 401 on user routes).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestIdentity } from './requestIdentity';
import { bearerToken, checkToken, type TokenProblem } from './jwt';

export type Credentials =
  | { kind: 'none' }
  | { kind: 'verified'; identity: RequestIdentity }
  /** `empty` is `Authorization: Bearer` with no token after it. */
  | { kind: 'refused'; problem: TokenProblem | 'empty'; message: string; token: string };

export function identityFromRequest(headers: IncomingHttpHeaders, keys: { jwtSecret: string }): Credentials {
  const token = bearerToken(headers.authorization);
  if (token === null) return { kind: 'none' };
  if (token === '') return { kind: 'refused', problem: 'empty', message: 'Empty JWT in Authorization header', token };
  const check = checkToken(keys.jwtSecret, token);
  return check.ok
    ? { kind: 'verified', identity: check.identity }
    : { kind: 'refused', problem: check.problem, message: check.message, token };
}
