import { join } from 'node:path';
import type { ServiceContext } from '../context';
import type { SignInMethod } from './accessClaims';
import { EMAIL_TOKEN_LIFETIME_SECONDS } from './emailTokens';
import { ExpiringStore } from './expiringStore';
import { Mailbox } from './mailbox';
import type { MailSender } from './outgoingMail';
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
  /** The Google stand-in's access token; email links have none. */
  providerToken?: string;
  /** How the session is recorded in `amr`; OAuth when not given. */
  method?: SignInMethod;
}

/** What the auth service's routes share: the backend's context and the in-memory state of this process. */
export interface AuthRuntime {
  ctx: ServiceContext;
  /** Where the service is mounted, e.g. /auth/v1. */
  prefix: string;
  /** Failed password sign-ins, per email and client address. */
  failedSignIns: RateLimiter;
  /** Failed password sign-ins per client address, whatever the email: one address cannot guess across accounts. */
  failedSignInsByAddress: RateLimiter;
  /** Sign-ins through the local Google stand-in, per client address. */
  localGoogleSignIns: RateLimiter;
  /** Sign-ups per client address. */
  signups: RateLimiter;
  /** Failed /verify calls per client address (GoTrue's token_verifications limit). */
  failedVerifiesByAddress: RateLimiter;
  /** Wrong six-digit codes per email address, since the last code was mailed to it (see verifyAttempts.ts). */
  wrongCodesByEmail: RateLimiter;
  pendingSignIns: ExpiringStore<PendingSignIn>;
  authCodes: ExpiringStore<AuthCodeGrant>;
  /** Mail sent per address and per client address (reset links, magic links, confirmations). */
  mailPerAddress: RateLimiter;
  mailPerClient: RateLimiter;
  /** The PKCE challenge of an email link sent and not yet followed, per `<user id>/<link type>` (GoTrue's flow state). */
  emailFlows: ExpiringStore<CodeChallenge>;
  mailer: MailSender;
  /** Where the local backend delivers mail. */
  mailbox: Mailbox;
}

const MINUTE = 60_000;

export function createAuthRuntime(ctx: ServiceContext, prefix: string): AuthRuntime {
  const mailbox = new Mailbox({
    file: ctx.config.dataDir ? join(ctx.config.dataDir, 'mailbox.json') : null,
    maxAgeMs: EMAIL_TOKEN_LIFETIME_SECONDS * 1000,
  });
  return {
    ctx,
    prefix,
    failedSignIns: new RateLimiter({ limit: 5, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    // As the CLI's rate_limit.sign_in_sign_ups (30 per 5 minutes per IP), counting failures only.
    failedSignInsByAddress: new RateLimiter({ limit: 30, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    localGoogleSignIns: new RateLimiter({ limit: 30, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    // Generous: a shared address (a classroom, a test run) may create many accounts.
    signups: new RateLimiter({ limit: 100, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    // As the CLI's rate_limit.token_verifications (30 per 5 minutes per IP), counting failures only.
    failedVerifiesByAddress: new RateLimiter({ limit: 30, windowMs: 5 * MINUTE, maxKeys: 10_000 }),
    // Five wrong codes within a code's lifetime discard it; of a million codes, five guesses find it 1 time in 200,000.
    wrongCodesByEmail: new RateLimiter({
      limit: 5,
      windowMs: EMAIL_TOKEN_LIFETIME_SECONDS * 1000,
      maxKeys: 10_000,
    }),
    pendingSignIns: new ExpiringStore({ ttlMs: 10 * MINUTE, maxEntries: 10_000 }),
    authCodes: new ExpiringStore({ ttlMs: 5 * MINUTE, maxEntries: 10_000 }),
    // A few links per address, so nobody can fill someone's inbox; more per client for a shared address.
    mailPerAddress: new RateLimiter({ limit: 5, windowMs: 15 * MINUTE, maxKeys: 10_000 }),
    mailPerClient: new RateLimiter({ limit: 60, windowMs: 15 * MINUTE, maxKeys: 10_000 }),
    emailFlows: new ExpiringStore({ ttlMs: 60 * MINUTE, maxEntries: 10_000 }),
    mailer: mailbox,
    mailbox,
  };
}

/** The `iss` claim: GoTrue's external URL, which is the auth service's own address. */
export function issuer(auth: AuthRuntime): string {
  return `${auth.ctx.publicUrl()}${auth.prefix}`;
}
