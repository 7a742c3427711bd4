/** Issuing an email link and mailing it: what /recover, /otp, /resend and /invite share. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AuthError } from './authError';
import { issuer, type AuthRuntime } from './authRuntime';
import { issueEmailToken, type IssuedEmailToken } from './emailTokens';
import { linkMail } from './linkMails';
import type { EmailLinkType } from './outgoingMail';
import type { CodeChallenge } from './pkce';
import { forgetWrongCodes } from './verifyAttempts';
import { normalizeEmail } from './users';

/** GoTrue's answer when too much mail is asked for. */
const overEmailSendRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

/**
 * Counts a request that sends mail, per address and per client, whether or not the
 * address has an account: limiting only known addresses would tell which ones exist.
 */
export function limitMailSends(auth: AuthRuntime, request: FastifyRequest, email: string): void {
  const address = normalizeEmail(email);
  if (auth.mailPerAddress.isLimited(address) || auth.mailPerClient.isLimited(request.ip)) {
    throw overEmailSendRateLimit();
  }
  auth.mailPerAddress.record(address);
  auth.mailPerClient.record(request.ip);
}

/** GoTrue's action link: its own /verify, which then sends the browser on to redirect_to. */
export function actionLink(auth: AuthRuntime, tokenHash: string, type: EmailLinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${issuer(auth)}/verify?${query.toString()}`;
}

export interface IssuedLink extends IssuedEmailToken {
  link: string;
}

/**
 * A new link for the user, inside the caller's transaction. With a PKCE challenge the
 * link ends in ?code= for the client that asked, which must then prove its verifier.
 */
export async function issueLink(
  auth: AuthRuntime,
  q: Queryable,
  user: { id: string; email: string },
  type: EmailLinkType,
  redirectTo: string,
  challenge?: CodeChallenge,
): Promise<IssuedLink> {
  const issued = await issueEmailToken(q, user, type, challenge !== undefined);
  forgetWrongCodes(auth, user.email);
  if (challenge) auth.emailFlows.put(`${user.id}/${type}`, challenge);
  return { ...issued, link: actionLink(auth, issued.tokenHash, type, redirectTo) };
}

/** Issues a link and mails it; the mail goes out after the token is stored. */
export async function sendLink(
  auth: AuthRuntime,
  user: { id: string; email: string },
  type: EmailLinkType,
  redirectTo: string,
  challenge?: CodeChallenge,
): Promise<void> {
  const issued = await auth.ctx.db.transaction((tx) => issueLink(auth, tx, user, type, redirectTo, challenge));
  await auth.mailer.send(linkMail(type, user.email, issued.link, issued.code));
}
