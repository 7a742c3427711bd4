import type { ServiceContext } from '../context';
import { ExpiringStore } from './expiringStore';
import type { CodeChallenge } from './pkce';
import { RateLimiter } from './rateLimiter';

/** A Google sign-in between /authorize and the local page's answer. */
export interface PendingSignIn {
  redirectTo: string;
  /** Present in the PKCE flow: the client's S256 (or plain) challenge. */
  codeChallenge?: CodeChallenge;
}

/** A PKCE authorisation code, between the redirect with ?code= and POST /token?grant_type=pkce. */
export interface AuthCodeGrant {
  userId: string;
  codeChallenge: CodeChallenge;
  providerToken: string;
}

/** What the auth service's routes share: the backend's context and the in-memory state of this process. */
export interface AuthRuntime {
  ctx: ServiceContext;
  /** Where the service is mounted, e.g. /auth/v1. */
  prefix: string;
  /** Failed password sign-ins, per email and client address. */
  failedSignIns: RateLimiter;
  /** Sign-ups per client address. */
  signups: RateLimiter;
  pendingSignIns: ExpiringStore<PendingSignIn>;
  authCodes: ExpiringStore<AuthCodeGrant>;
}

const MINUTE = 60_000;

export function createAuthRuntime(ctx: ServiceContext, prefix: string): AuthRuntime {
  return {
    ctx,
    prefix,
    failedSignIns: new RateLimiter({ limit: 5, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    // Generous: a shared address (a classroom, a test run) may create many accounts.
    signups: new RateLimiter({ limit: 100, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    pendingSignIns: new ExpiringStore({ ttlMs: 10 * MINUTE, maxEntries: 10_000 }),
    authCodes: new ExpiringStore({ ttlMs: 5 * MINUTE, maxEntries: 10_000 }),
  };
}

/** The `iss` claim: GoTrue's external URL, which is the auth service's own address. */
export function issuer(auth: AuthRuntime): string {
  return `${auth.ctx.publicUrl()}${auth.prefix}`;
}
