/** Who a REST request acts as (shared/identity.ts states the rule), with PostgREST's 401 answers for bad tokens. */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestIdentity } from '../db/requestContext';
import { identityFromRequest } from '../shared/identity';
import { ANON_IDENTITY } from '../shared/jwt';
import { RestError } from './restError';

function invalidToken(code: string, message: string): RestError {
  const description = message.replaceAll('"', "'");
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

/** No bearer token acts as anon; an empty, undecodable, forged or expired token is refused. */
export function identityOf(headers: IncomingHttpHeaders, keys: { jwtSecret: string }): RequestIdentity {
  const credentials = identityFromRequest(headers, keys);
  if (credentials.kind === 'none') return ANON_IDENTITY;
  if (credentials.kind === 'verified') return credentials.identity;
  switch (credentials.problem) {
    case 'empty':
      throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
    case 'expired':
      throw invalidToken('PGRST303', 'JWT expired');
    case 'not_yet_valid':
      throw invalidToken('PGRST303', 'JWT not yet valid');
    case 'unknown_role':
      throw new RestError(401, '22023', credentials.message);
    case 'bad_signature':
      throw invalidToken('PGRST301', 'No suitable key or wrong key type');
    case 'malformed': {
      const parts = credentials.token.split('.').length;
      throw invalidToken('PGRST301', parts === 3 ? 'JWT cannot be decoded' : `Expected 3 parts in JWT; got ${parts}`);
    }
  }
}
