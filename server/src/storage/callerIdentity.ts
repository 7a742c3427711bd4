/**
 * Who is calling: the role and claims of the bearer token (storage-js sends the
 * session's access token, or the API key when signed out). Without any token
 * the caller is anon, the least privileged role, so policies still decide.
 */
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity, RequestMeta } from '../db/requestContext';
import { ANON_IDENTITY, bearerToken, checkToken } from '../http/jwt';
import { storageErrors, type StorageError } from './storageErrors';

export function callerIdentity(request: FastifyRequest, jwtSecret: string): RequestIdentity | StorageError {
  const apikey = request.headers.apikey;
  const token = bearerToken(request.headers.authorization) ?? (typeof apikey === 'string' ? apikey : null);
  if (token === null) return ANON_IDENTITY;
  const check = checkToken(jwtSecret, token);
  return check.ok ? check.identity : storageErrors.accessDenied(check.message);
}

/** What runAsRequest exposes to SQL about the request (request.method, request.path). */
export function requestMeta(request: FastifyRequest, readOnly: boolean): RequestMeta {
  return { method: request.method, path: request.url.split('?', 1)[0] ?? '', readOnly };
}
