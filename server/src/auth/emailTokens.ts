/**
 * One-time email tokens, kept as GoTrue keeps them: a six-digit code is mailed, and
 * auth.users holds only its hash (sha224 of email + code), in confirmation_token for
 * signup and invite links and in recovery_token for recovery and magic links, with
 * the time it was sent. The link carries the hash; a link that must be completed with
 * PKCE carries it with a `pkce_` prefix. A token works once, for an hour.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { AuthError, forbidden, validationFailed } from './authError';
import type { EmailLinkType } from './outgoingMail';
import { normalizeEmail } from './users';

/** GoTrue's mailer_otp_exp default. */
export const EMAIL_TOKEN_LIFETIME_SECONDS = 3600;
const PKCE_PREFIX = 'pkce_';

/** The types verify accepts: a link type, or `email` for a code from either kind of mail. */
export type VerifyType = EmailLinkType | 'email';
const VERIFY_TYPES: readonly string[] = ['signup', 'invite', 'magiclink', 'recovery', 'email'] satisfies VerifyType[];

export function parseVerifyType(type: string | undefined): VerifyType {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (type === 'email_change' || type === 'sms' || type === 'phone_change') {
    throw validationFailed('Unsupported verification type');
  }
  if (!VERIFY_TYPES.includes(type)) throw validationFailed('Invalid email verification type');
  return type as VerifyType;
}

const COLUMNS = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
} as const;

const columnsOf = (type: EmailLinkType) =>
  type === 'signup' || type === 'invite' ? COLUMNS.confirmation : COLUMNS.recovery;

export function emailTokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(normalizeEmail(email) + code)
    .digest('hex');
}

export interface IssuedEmailToken {
  /** The six-digit code. */
  code: string;
  /** What the link carries and auth.users stores. */
  tokenHash: string;
}

/** A fresh token for the user, replacing any earlier one of the same kind. */
export async function issueEmailToken(
  q: Queryable,
  user: { id: string; email: string },
  type: EmailLinkType,
  pkce: boolean,
): Promise<IssuedEmailToken> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = emailTokenHash(user.email, code);
  const tokenHash = pkce ? PKCE_PREFIX + hash : hash;
  const { token, sentAt } = columnsOf(type);
  await q.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(),
            invited_at = case when $3::boolean then now() else invited_at end
      where id = $1`,
    [user.id, tokenHash, type === 'invite'],
  );
  return { code, tokenHash };
}

export const linkInvalidOrExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
export const tokenInvalidOrExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** How a presented token is identified: the hash itself (links, token_hash), or an email with its code. */
export type PresentedToken = { tokenHash: string } | { email: string; code: string };

export interface ConsumedToken {
  userId: string;
  /** The link type the token was issued for (`email` resolves to signup or magiclink). */
  type: EmailLinkType;
  /** Whether the link was issued for the PKCE flow. */
  pkce: boolean;
}

/**
 * Uses the token up in one statement, so two requests with the same link cannot both
 * succeed: the matching user's token is cleared and the address counts as confirmed
 * (following any link proves the mailbox is the user's). A banned user's token is
 * left as it was.
 */
export async function consumeEmailToken(
  q: Queryable,
  type: VerifyType,
  presented: PresentedToken,
): Promise<ConsumedToken | null> {
  const candidates: EmailLinkType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  for (const candidate of candidates) {
    const consumed = await consumeOne(q, candidate, presented);
    if (consumed) return consumed;
  }
  return null;
}

async function consumeOne(q: Queryable, type: EmailLinkType, presented: PresentedToken): Promise<ConsumedToken | null> {
  const hash = 'tokenHash' in presented ? presented.tokenHash : emailTokenHash(presented.email, presented.code);
  if (hash === '') return null;
  const email = 'email' in presented ? normalizeEmail(presented.email) : null;
  const { token, sentAt } = columnsOf(type);
  const { rows } = await q.query<{ id: string; stored: string; banned: boolean }>(
    `select id::text as id, ${token} as stored, coalesce(banned_until > now(), false) as banned
       from auth.users
      where ${token} in ($1, $2) and ($3::text is null or email = $3)
        and ${sentAt} > now() - make_interval(secs => $4)
      for update`,
    [hash, PKCE_PREFIX + hash, email, EMAIL_TOKEN_LIFETIME_SECONDS],
  );
  const user = rows[0];
  if (!user) return null;
  if (user.banned) throw new AuthError(403, 'user_banned', 'User is banned');
  const { affectedRows } = await q.query(
    `update auth.users set ${token} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1 and ${token} = $2`,
    [user.id, user.stored],
  );
  if (affectedRows === 0) return null;
  return { userId: user.id, type, pkce: user.stored.startsWith(PKCE_PREFIX) };
}

/** Makes every code and link mailed to this address unusable (after too many wrong codes): a new one must be asked for. */
export async function discardEmailTokens(q: Queryable, email: string): Promise<void> {
  await q.query(
    `update auth.users set confirmation_token = '', recovery_token = '', updated_at = now()
      where email = $1 and (confirmation_token <> '' or recovery_token <> '')`,
    [normalizeEmail(email)],
  );
}
