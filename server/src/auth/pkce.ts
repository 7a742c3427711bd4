import { createHash } from 'node:crypto';
import { validationFailed } from './authError';

export interface CodeChallenge {
  value: string;
  method: 's256' | 'plain';
}

/** The PKCE parameters of /authorize, checked as GoTrue checks them; none means the implicit flow. */
export function parseCodeChallenge(
  challenge: string | undefined,
  method: string | undefined,
): CodeChallenge | undefined {
  if (!challenge) return undefined;
  const normalizedMethod = (method ?? 'plain').toLowerCase();
  if (normalizedMethod !== 's256' && normalizedMethod !== 'plain') {
    throw validationFailed('code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { value: challenge, method: normalizedMethod };
}

/** RFC 7636: BASE64URL(SHA256(verifier)) equals the challenge for S256, plain equality otherwise. */
export function verifierMatches(challenge: CodeChallenge, verifier: string): boolean {
  const expected = challenge.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === challenge.value;
}
