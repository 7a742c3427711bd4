/**
 * The token of a signed download URL, in Storage's classic format: an HS256 JWT
 * signed with the project's secret whose `url` claim names `<bucket>/<name>`.
 * Whoever holds the URL may read that one object until `exp`, without a session.
 */
import { signToken, verifyToken } from '../shared/jwt';
import { storageErrors, type StorageError } from './storageErrors';

/** A year, as real Storage allows; a signed link is a capability and should not live forever. */
export const MAX_EXPIRES_IN = 365 * 24 * 3600;

export function signObjectToken(
  secret: string,
  object: { bucket: string; name: string },
  expiresIn: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  return signToken(secret, { url: `${object.bucket}/${object.name}`, iat: nowSeconds, exp: nowSeconds + expiresIn });
}

/**
 * Checks the token's signature, then that it was issued for this very object,
 * then its expiry, in Storage's order; null when the download may go ahead.
 */
export function objectTokenProblem(
  secret: string,
  token: string,
  object: { bucket: string; name: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): StorageError | null {
  const verified = verifyToken(secret, token, { ignoreExpiration: true, nowSeconds });
  if (!verified.ok) {
    return storageErrors.invalidJwt(verified.problem === 'bad_signature' ? 'invalid signature' : 'jwt malformed');
  }
  const { claims } = verified;
  if (claims.url !== `${object.bucket}/${object.name}`) {
    return storageErrors.invalidSignature('The url do not match the signature');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return storageErrors.expiredToken();
  return null;
}

/** The `expiresIn` of a sign request, or why it is refused. */
export function parseExpiresIn(value: unknown): number | StorageError {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_EXPIRES_IN) {
    return storageErrors.invalidRequest(`expiresIn must be an integer between 1 and ${MAX_EXPIRES_IN}`);
  }
  return value;
}
