import { AuthError } from './authError';
import { parseCodeChallenge, verifierMatches } from './pkce';

// The example of RFC 7636, appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('S256 accepts the verifier that made the challenge and nothing else', () => {
  const challenge = parseCodeChallenge(CHALLENGE, 'S256')!;
  expect(verifierMatches(challenge, VERIFIER)).toBe(true);
  expect(verifierMatches(challenge, `${VERIFIER}x`)).toBe(false);
  expect(verifierMatches(challenge, CHALLENGE)).toBe(false);
});

test('plain compares the verifier itself', () => {
  const challenge = parseCodeChallenge(VERIFIER, 'plain')!;
  expect(verifierMatches(challenge, VERIFIER)).toBe(true);
});

test('no challenge means the implicit flow; a bad method or length is validation_failed', () => {
  expect(parseCodeChallenge(undefined, undefined)).toBeUndefined();
  expect(() => parseCodeChallenge(CHALLENGE, 'md5')).toThrow(AuthError);
  expect(() => parseCodeChallenge('short', 's256')).toThrow('between 43 and 128');
});
