/**
 * Stands in for auth-js's passkey (WebAuthn) module in the browser bundle
 * (vite.config.ts swaps it in for `./lib/webauthn` when auth-js imports it):
 * Mentoria signs in with a password or Google and enrols no MFA factor, and its
 * backend has no WebAuthn routes, yet GoTrueClient imports the module and builds
 * a WebAuthnApi whatever the app uses. The names below are the ones GoTrueClient
 * imports (webAuthnStub.test.ts checks that list against the installed auth-js).
 * Checked against @supabase/supabase-js 2.109.0 (auth-js 2.109.0), pinned to
 * exactly that in package.json.
 */
const notPartOfMentoria = 'Passkeys are not part of Mentoria (see src/lib/bundleStubs/authWebAuthn.ts)';

function refuse(): never {
  throw new Error(notPartOfMentoria);
}

export const createCredential = refuse;
export const getCredential = refuse;
export const deserializeCredentialCreationOptions = refuse;
export const deserializeCredentialRequestOptions = refuse;
export const serializeCredentialCreationResponse = refuse;
export const serializeCredentialRequestResponse = refuse;

/** auth-js asks before offering passkeys; the answer here is always no. */
export const browserSupportsWebAuthn = () => false;

export const webAuthnAbortService = {
  createNewAbortSignal: () => new AbortController().signal,
  cancelCeremony: () => undefined,
};

/** Built by GoTrueClient as `mfa.webauthn`; every ceremony says passkeys are not offered. */
export class WebAuthnApi {
  constructor(_client: unknown) {}
  enroll = refuse;
  challenge = refuse;
  verify = refuse;
  authenticate = refuse;
  register = refuse;
}
