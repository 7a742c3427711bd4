/**
 * Sessions and refresh tokens, stored as GoTrue stores them (auth.sessions,
 * auth.refresh_tokens, auth.mfa_amr_claims), and the session JSON the client keeps.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { signToken } from '../shared/jwt';
import { accessTokenClaims, type SignInMethod } from './accessClaims';
import { AuthError, badRequest } from './authError';
import { issuer, type AuthRuntime } from './authRuntime';
import { findUserById, userJson } from './users';

/** GoTrue's refresh_token_reuse_interval in the CLI's local config, in seconds. */
export const REFRESH_TOKEN_REUSE_INTERVAL = 10;

export type LogoutScope = 'global' | 'local' | 'others';

/** Opaque and unguessable: 192 random bits. */
function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function addRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [token, userId, sessionId, parent],
  );
  return token;
}

export interface SessionGrant {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

/** A new session for a user who just proved who they are, with its first refresh token. */
export async function startSession(q: Queryable, userId: string, method: SignInMethod): Promise<SessionGrant> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id::text as id`,
    [userId],
  );
  const sessionId = rows[0]!.id;
  await q.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [
    sessionId,
    method,
  ]);
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { userId, sessionId, refreshToken: await addRefreshToken(q, userId, sessionId, null) };
}

async function amrOf(q: Queryable, sessionId: string): Promise<{ method: SignInMethod; timestamp: number }[]> {
  const { rows } = await q.query<{ method: SignInMethod; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from created_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  return rows;
}

/** The token response: a fresh access token for the session, the refresh token, and the user. */
export async function sessionJson(
  q: Queryable,
  auth: AuthRuntime,
  grant: SessionGrant,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const user = await findUserById(q, grant.userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const issuedAt = Math.floor(Date.now() / 1000);
  const lifetime = auth.ctx.config.jwtExpiry;
  const amr = await amrOf(q, grant.sessionId);
  const claims = accessTokenClaims({
    issuer: issuer(auth),
    user: {
      id: user.id,
      aud: user.aud,
      role: user.role,
      email: user.email,
      phone: user.phone,
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      is_anonymous: user.is_anonymous,
    },
    sessionId: grant.sessionId,
    amr: amr.length > 0 ? amr : [{ method: 'password', timestamp: issuedAt }],
    issuedAt,
    lifetime,
  });
  return {
    access_token: signToken(auth.ctx.keys.jwtSecret, claims),
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: issuedAt + lifetime,
    refresh_token: grant.refreshToken,
    user: await userJson(q, user),
    ...extra,
  };
}

export type Rotation = { kind: 'rotated'; grant: SessionGrant } | { kind: 'reused_too_late' };

/**
 * GoTrue's refresh-token rotation: the presented token is revoked and a child issued.
 * A revoked token that is the parent of the session's active token gets that active
 * token again (the client lost the earlier answer); another revoked token is still
 * honoured within the reuse interval (tabs refreshing at once), and after it the
 * session is ended, since a stolen token may be in use. The caller reports that case
 * after the transaction commits, so the session stays ended.
 */
export async function rotateRefreshToken(q: Queryable, presented: string): Promise<Rotation> {
  const { rows } = await q.query<{ user_id: string; session_id: string; revoked: boolean; reuse_expired: boolean }>(
    `select user_id::text as user_id, session_id::text as session_id, revoked,
            updated_at < now() - make_interval(secs => $2) as reuse_expired
       from auth.refresh_tokens where token = $1 for update`,
    [presented, REFRESH_TOKEN_REUSE_INTERVAL],
  );
  const token = rows[0];
  if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const { user_id: userId, session_id: sessionId } = token;
  if (token.revoked) {
    const active = await q.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
        where session_id = $1 and not revoked order by id desc limit 1`,
      [sessionId],
    );
    const current = active.rows[0];
    if (current && current.parent === presented) {
      return { kind: 'rotated', grant: { userId, sessionId, refreshToken: current.token } };
    }
    if (token.reuse_expired) {
      await q.query('delete from auth.sessions where id = $1', [sessionId]);
      return { kind: 'reused_too_late' };
    }
  }
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and not revoked', [
    presented,
  ]);
  await q.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
  return {
    kind: 'rotated',
    grant: { userId, sessionId, refreshToken: await addRefreshToken(q, userId, sessionId, presented) },
  };
}

export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/** Sign-out: ending a session deletes its refresh tokens too (foreign key cascade). */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, sessionId]);
  }
}

export async function sessionExists(q: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  return rows.length > 0;
}
