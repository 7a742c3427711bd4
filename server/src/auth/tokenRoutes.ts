/** POST /token: the password, refresh_token and pkce grants. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AuthError, badRequest, invalidCredentials, overRateLimit, unprocessable, validationFailed } from './authError';
import type { AuthRuntime } from './authRuntime';
import { passwordMatches } from './passwords';
import { verifierMatches } from './pkce';
import { jsonObjectBody, optionalString, queryParam } from './requestBody';
import { refreshTokenAlreadyUsed, rotateRefreshToken, sessionJson, startSession } from './sessions';
import { findUserByEmail, normalizeEmail, type UserRow } from './users';

type Body = Record<string, unknown>;

/**
 * Takes a place among the failed attempts allowed, per email and address and per address,
 * before the slow hash, and keeps it unless the password turns out right: a burst of
 * parallel guesses gets no more evaluations than the limit. The email is part of the first
 * key with the address, so one attacker cannot lock a user out from everywhere.
 * request.ip is the socket's peer (no proxy headers are trusted): the browser's own
 * address, since the app calls the backend directly, with no dev-server proxy between.
 */
function reserveSignInAttempt(auth: AuthRuntime, email: string, address: string) {
  const byAddress = auth.failedSignInsByAddress.tryRecord(address);
  if (!byAddress) throw overRateLimit();
  const accountKey = `${email}\n${address}`;
  const byAccount = auth.failedSignIns.tryRecord(accountKey);
  if (!byAccount) {
    byAddress.release();
    throw overRateLimit();
  }
  return {
    /** The right password: the address keeps no mark, and the account's earlier failures are forgiven. */
    succeeded() {
      byAddress.release();
      auth.failedSignIns.reset(accountKey);
    },
    /** Nothing was evaluated (the database failed): not an attempt. */
    undo() {
      byAddress.release();
      byAccount.release();
    },
  };
}

/** The user this email and password belong to, or null. */
async function userWithPassword(db: Queryable, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  // Compared even for an unknown email, so both failures take as long and read the same.
  const matches = await passwordMatches(password, user?.encrypted_password);
  return user && matches ? user : null;
}

async function passwordGrant(auth: AuthRuntime, request: FastifyRequest, body: Body) {
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password') ?? '';
  if (!email) {
    if (optionalString(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  const attempt = reserveSignInAttempt(auth, normalizeEmail(email), request.ip);
  const { db } = auth.ctx;
  const user = await userWithPassword(db, email, password).catch((error: unknown) => {
    attempt.undo();
    throw error;
  });
  if (!user) throw invalidCredentials();
  attempt.succeeded();
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
    throw badRequest('user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return db.transaction(async (tx) => sessionJson(tx, auth, await startSession(tx, user.id, 'password')));
}

async function refreshTokenGrant(auth: AuthRuntime, body: Body) {
  const presented = optionalString(body, 'refresh_token');
  if (!presented) {
    throw new AuthError(400, 'validation_failed', 'refresh_token required', {
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  }
  const session = await auth.ctx.db.transaction(async (tx) => {
    const rotation = await rotateRefreshToken(tx, presented);
    return rotation.kind === 'rotated' ? sessionJson(tx, auth, rotation.grant) : null;
  });
  // Reported after the commit, so that the session ended by the late reuse stays ended.
  if (!session) throw refreshTokenAlreadyUsed();
  return session;
}

async function pkceGrant(auth: AuthRuntime, body: Body) {
  const code = optionalString(body, 'auth_code');
  const verifier = optionalString(body, 'code_verifier');
  if (!code || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const grant = auth.authCodes.peek(code);
  if (!grant) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (!verifierMatches(grant.codeChallenge, verifier)) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  auth.authCodes.take(code);
  return auth.ctx.db.transaction(async (tx) =>
    sessionJson(
      tx,
      auth,
      await startSession(tx, grant.userId, grant.method ?? 'oauth'),
      grant.providerToken === undefined ? {} : { provider_token: grant.providerToken },
    ),
  );
}

export function registerTokenRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  app.post('/token', async (request) => {
    const grantType = queryParam(request.query, 'grant_type');
    const body = jsonObjectBody(request.body);
    switch (grantType) {
      case 'password':
        return passwordGrant(auth, request, body);
      case 'refresh_token':
        return refreshTokenGrant(auth, body);
      case 'pkce':
        return pkceGrant(auth, body);
      default:
        // GoTrue's answer for an unknown grant, code and message as it sends them.
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
  });
}
