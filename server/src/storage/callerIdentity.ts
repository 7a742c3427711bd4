/**
 * Who is calling, by the rule of shared/identity.ts: the role and claims of the
 * bearer token (storage-js sends the session's access token, or the API key
 * when signed out). Storage verifies whatever Authorization holds, so a
 * request without a bearer token is refused as a token that is no JWS, as on a
 * hosted project; public and signed downloads do not ask who calls.
 */
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity, RequestMeta } from '../db/requestContext';
import { identityFromRequest } from '../shared/identity';
import type { TokenProblem } from '../shared/jwt';
import { storageErrors, type StorageError } from './storageErrors';

/** The messages of jose, the library real Storage verifies with, which it passes on as the error message. */
const JOSE_MESSAGE: Record<TokenProblem, string> = {
  malformed: 'Invalid Compact JWS',
  bad_signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  not_yet_valid: '"nbf" claim timestamp check failed',
  unknown_role: 'role claim names no API role',
};

export function callerIdentity(request: FastifyRequest, jwtSecret: string): RequestIdentity | StorageError {
  const credentials = identityFromRequest(request.headers, { jwtSecret });
  if (credentials.kind === 'verified') return credentials.identity;
  if (credentials.kind === 'none' || credentials.problem === 'empty') return storageErrors.missingJwt();
  return storageErrors.accessDenied(JOSE_MESSAGE[credentials.problem]);
}

/** What runAsRequest exposes to SQL about the request (request.method, request.path). */
export function requestMeta(request: FastifyRequest, readOnly: boolean): RequestMeta {
  return { method: request.method, path: request.url.split('?', 1)[0] ?? '', readOnly };
}
