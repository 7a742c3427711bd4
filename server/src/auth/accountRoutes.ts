/** The signed-in user's own account: sign-up, GET and PUT /user, logout. */
import type { FastifyInstance } from 'fastify';
import { overRateLimit, unprocessable, validationFailed } from './authError';
import type { AuthRuntime } from './authRuntime';
import { optionalEmail, requiredEmail } from './emailInput';
import { requireUser } from './bearer';
import { checkNewPassword, hashPassword, passwordMatches } from './passwords';
import { jsonObjectBody, optionalMetadata, optionalString, queryParam } from './requestBody';
import { endSessions, sessionJson, startSession, type LogoutScope } from './sessions';
import {
  checkTokenMetadataSize,
  createUser,
  emailUserMetadata,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  userJson,
} from './users';

const LOGOUT_SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies LogoutScope[];

export function registerAccountRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const { db } = auth.ctx;

  // Local sign-up confirms at once (the CLI's enable_confirmations=false), so it answers with a session.
  app.post('/signup', async (request) => {
    if (!auth.signups.tryRecord(request.ip)) throw overRateLimit();
    const body = jsonObjectBody(request.body);
    const password = optionalString(body, 'password');
    const data = optionalMetadata(body, 'data') ?? {};
    if (!optionalString(body, 'email') && optionalString(body, 'phone')) {
      throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = requiredEmail(body, 'To signup, please provide your email');
    const passwordHash = await hashPassword(checkNewPassword(password, 'Signup requires a valid password'));
    return db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw unprocessable('user_already_exists', 'User already registered');
      const user = await createUser(tx, {
        email,
        passwordHash,
        emailConfirmed: true,
        provider: 'email',
        userMetadata: emailUserMetadata(data, true),
      });
      return sessionJson(tx, auth, await startSession(tx, user.id, 'password'));
    });
  });

  app.get('/user', async (request) => {
    const { user } = await requireUser(auth, request);
    return userJson(db, user);
  });

  app.put('/user', async (request) => {
    const caller = await requireUser(auth, request);
    const body = jsonObjectBody(request.body);
    const data = optionalMetadata(body, 'data');
    const email = optionalEmail(body);
    const password = optionalString(body, 'password');
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkNewPassword(password, 'Password update requires a valid password');
      if (await passwordMatches(password, caller.user.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }
    return db.transaction(async (tx) => {
      const current = (await findUserById(tx, caller.user.id)) ?? caller.user;
      const newEmail = email !== undefined && email !== current.email ? email : undefined;
      if (newEmail && (await findUserByEmail(tx, newEmail))) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      const userMetadata = data ? mergeMetadata(current.raw_user_meta_data, data) : current.raw_user_meta_data;
      checkTokenMetadataSize(userMetadata, current.raw_app_meta_data);
      await tx.query(
        `update auth.users
            set raw_user_meta_data = $2::jsonb,
                encrypted_password = coalesce($3, encrypted_password),
                email = coalesce($4, email),
                updated_at = now()
          where id = $1`,
        [current.id, JSON.stringify(userMetadata), passwordHash ?? null, newEmail ?? null],
      );
      if (newEmail) {
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
                  updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [current.id, newEmail],
        );
      }
      // As GoTrue: a new password signs out every other session, which may be the reason for the change.
      if (passwordHash) await endSessions(tx, current.id, caller.sessionId, 'others');
      const updated = await findUserById(tx, current.id);
      return userJson(tx, updated ?? current);
    });
  });

  app.post('/logout', async (request, reply) => {
    const scope = queryParam(request.query, 'scope') ?? 'global';
    if (!LOGOUT_SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await requireUser(auth, request);
    await db.transaction((tx) => endSessions(tx, user.id, sessionId, scope as LogoutScope));
    return reply.code(204).send();
  });
}
