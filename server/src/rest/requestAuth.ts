/** Who a REST request acts as, from its bearer token, with PostgREST's 401 answers for bad tokens. */
import { ANON_IDENTITY, bearerToken, checkToken } from '../http/jwt';
import type { RequestIdentity } from '../db/requestContext';
import { RestError } from './restError';

function invalidToken(code: string, message: string): RestError {
  const description = message.replaceAll('"', "'");
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

/** No Authorization header acts as anon; an empty, undecodable, forged or expired token is refused. */
export function identityOf(authorization: string | undefined, jwtSecret: string): RequestIdentity {
  const token = bearerToken(authorization);
  if (token === null) return ANON_IDENTITY;
  if (token === '') throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
  const check = checkToken(jwtSecret, token);
  if (check.ok) return check.identity;
  switch (check.problem) {
    case 'expired':
      throw invalidToken('PGRST303', 'JWT expired');
    case 'not_yet_valid':
      throw invalidToken('PGRST303', 'JWT not yet valid');
    case 'unknown_role':
      throw new RestError(401, '22023', check.message);
    case 'bad_signature':
      throw invalidToken('PGRST301', 'No suitable key or wrong key type');
    case 'malformed': {
      const parts = token.split('.').length;
      throw invalidToken('PGRST301', parts === 3 ? 'JWT cannot be decoded' : `Expected 3 parts in JWT; got ${parts}`);
    }
  }
}
