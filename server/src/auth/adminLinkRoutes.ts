/** POST /admin/generate_link and POST /invite: email links made by an administrator (service_role). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AuthError, unprocessable, validationFailed } from './authError';
import type { AuthRuntime } from './authRuntime';
import { requireServiceRole } from './bearer';
import { requiredEmail } from './emailInput';
import { issueLink } from './emailLinks';
import { linkMail } from './linkMails';
import type { EmailLinkType } from './outgoingMail';
import { checkNewPassword, hashPassword } from './passwords';
import { allowedRedirect } from './redirects';
import { jsonObjectBody, optionalMetadata, optionalString, queryParam } from './requestBody';
import {
  createUser,
  emailUserMetadata,
  findUserByEmail,
  findUserById,
  checkTokenMetadataSize,
  mergeMetadata,
  userJson,
  type UserRow,
} from './users';

const LINK_TYPES: readonly string[] = ['signup', 'invite', 'magiclink', 'recovery'] satisfies EmailLinkType[];
const alreadyRegistered = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

function redirectOf(auth: AuthRuntime, request: FastifyRequest, body: Record<string, unknown>): string {
  return allowedRedirect(
    optionalString(body, 'redirect_to') ?? queryParam(request.query, 'redirect_to'),
    auth.ctx.config,
  );
}

async function reread(q: Queryable, user: UserRow): Promise<UserRow> {
  return (await findUserById(q, user.id)) ?? user;
}

/** An invited user: created without a password or confirmation; an address already confirmed cannot be invited. */
async function invitedUser(q: Queryable, email: string, data: Record<string, unknown>): Promise<UserRow> {
  const existing = await findUserByEmail(q, email);
  if (existing?.email_confirmed_at) throw alreadyRegistered();
  return (
    existing ?? createUser(q, { email, passwordHash: '', emailConfirmed: false, provider: 'email', userMetadata: data })
  );
}

export function registerAdminLinkRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const { db } = auth.ctx;

  // Makes the link without mailing it: the caller delivers it (GoTrue's generateLink).
  app.post('/admin/generate_link', async (request) => {
    requireServiceRole(auth, request);
    const body = jsonObjectBody(request.body);
    const requested = optionalString(body, 'type') ?? '';
    if (!LINK_TYPES.includes(requested)) {
      throw validationFailed(`Invalid email action link type requested: ${requested.slice(0, 40)}`);
    }
    const email = requiredEmail(body);
    const data = optionalMetadata(body, 'data') ?? {};
    const redirectTo = redirectOf(auth, request, body);
    let type = requested as EmailLinkType;
    let password = optionalString(body, 'password');
    const existing = await findUserByEmail(db, email);
    if (!existing && type === 'recovery') throw new AuthError(404, 'user_not_found', 'User with this email not found');
    if (!existing && type === 'magiclink') {
      // As GoTrue: a magic link for an unknown address signs the address up, with a password nobody knows.
      type = 'signup';
      password = randomBytes(32).toString('base64url');
    }
    const passwordHash =
      type === 'signup' && !existing
        ? await hashPassword(checkNewPassword(password, 'Signup requires a valid password'))
        : '';

    return db.transaction(async (tx) => {
      let user = existing;
      if (type === 'invite') user = await invitedUser(tx, email, data);
      if (type === 'signup') {
        if (user?.email_confirmed_at) throw alreadyRegistered();
        if (user) {
          const userMetadata = mergeMetadata(user.raw_user_meta_data, data);
          checkTokenMetadataSize(userMetadata, user.raw_app_meta_data);
          await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
            user.id,
            JSON.stringify(userMetadata),
          ]);
        } else {
          user = await createUser(tx, {
            email,
            passwordHash,
            emailConfirmed: false,
            provider: 'email',
            userMetadata: emailUserMetadata(data, false),
          });
        }
      }
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      const issued = await issueLink(auth, tx, { id: user.id, email }, type, redirectTo);
      return {
        ...(await userJson(tx, await reread(tx, user))),
        action_link: issued.link,
        email_otp: issued.code,
        hashed_token: issued.tokenHash,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
  });

  app.post('/invite', async (request) => {
    requireServiceRole(auth, request);
    const body = jsonObjectBody(request.body);
    const email = requiredEmail(body);
    const data = optionalMetadata(body, 'data') ?? {};
    const redirectTo = redirectOf(auth, request, body);
    const { user, link, code } = await db.transaction(async (tx) => {
      const invited = await invitedUser(tx, email, data);
      const issued = await issueLink(auth, tx, { id: invited.id, email }, 'invite', redirectTo);
      return { user: await userJson(tx, await reread(tx, invited)), link: issued.link, code: issued.code };
    });
    await auth.mailer.send(linkMail('invite', email, link, code));
    return user;
  });
}
