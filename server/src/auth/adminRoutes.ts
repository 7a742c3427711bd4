/** /admin/users: user management for tooling, with the service_role key only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AuthError, validationFailed } from './authError';
import { registerAdminLinkRoutes } from './adminLinkRoutes';
import type { AuthRuntime } from './authRuntime';
import { requireServiceRole } from './bearer';
import { optionalEmail, requiredEmail } from './emailInput';
import { parseGoDuration } from './goDuration';
import { checkNewPassword, hashPassword } from './passwords';
import { jsonObjectBody, optionalMetadata, optionalString, queryParam } from './requestBody';
import {
  createUser,
  emailUserMetadata,
  findUserByEmail,
  findUserById,
  isUuid,
  listUsers,
  checkTokenMetadataSize,
  mergeMetadata,
  userJson,
} from './users';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

function positiveInteger(text: string | undefined, fallback: number): number {
  // auth-js sends page= and per_page= empty when the caller gives none.
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw validationFailed('Bad Pagination Parameters');
  return Number(text);
}

/** GoTrue's `sort` parameter, `<field> [asc|desc]`: only created_at, newest first by default. */
function sortDirection(text: string | undefined): 'asc' | 'desc' {
  if (text === undefined) return 'desc';
  const [field = '', direction] = text.split(' ', 2);
  if (field !== 'created_at') throw validationFailed(`Bad Sort Parameters: bad field for sort '${field.slice(0, 40)}'`);
  if (direction === undefined || direction.toLowerCase() === 'desc') return 'desc';
  if (direction.toLowerCase() === 'asc') return 'asc';
  throw validationFailed(
    `Bad Sort Parameters: bad direction for sort '${direction.slice(0, 40)}', only 'asc' and 'desc' allowed`,
  );
}

/** ban_duration: a Go duration from now, or "none" to lift a ban. */
function bannedUntil(text: string): Date | null {
  if (text === 'none') return null;
  const ms = parseGoDuration(text);
  if (ms === null)
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${text.slice(0, 40)}"`);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

function userIdParam(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw validationFailed('user_id must be an UUID');
  return id;
}

export function registerAdminRoutes(app: FastifyInstance, auth: AuthRuntime): void {
  const { db } = auth.ctx;

  app.post('/admin/users', async (request) => {
    requireServiceRole(auth, request);
    const body = jsonObjectBody(request.body);
    const email = requiredEmail(body);
    const confirmed = body.email_confirm === true;
    const userMetadata = emailUserMetadata(optionalMetadata(body, 'user_metadata') ?? {}, confirmed);
    const appMetadata = optionalMetadata(body, 'app_metadata');
    const password = optionalString(body, 'password');
    const passwordHash =
      password === undefined ? '' : await hashPassword(checkNewPassword(password, 'Password is required'));
    return db.transaction(async (tx) => {
      const user = await createUser(tx, {
        email,
        passwordHash,
        emailConfirmed: confirmed,
        provider: 'email',
        userMetadata,
        appMetadata,
      });
      return userJson(tx, user);
    });
  });

  app.get('/admin/users', async (request, reply) => {
    requireServiceRole(auth, request);
    const page = positiveInteger(queryParam(request.query, 'page'), 1);
    const perPage = Math.min(positiveInteger(queryParam(request.query, 'per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const direction = sortDirection(queryParam(request.query, 'sort'));
    const { users, total } = await listUsers(db, perPage, (page - 1) * perPage, direction);
    const json = [];
    for (const user of users) json.push(await userJson(db, user));
    void reply.header('x-total-count', String(total));
    return { users: json, aud: 'authenticated' };
  });

  app.get('/admin/users/:id', async (request) => {
    requireServiceRole(auth, request);
    const user = await findUserById(db, userIdParam(request));
    if (!user) throw userNotFound();
    return userJson(db, user);
  });

  // updateUserById: each field given is changed; metadata is merged as PUT /user merges it.
  app.put('/admin/users/:id', async (request) => {
    requireServiceRole(auth, request);
    return updateUserAsAdmin(db, userIdParam(request), jsonObjectBody(request.body));
  });

  app.delete('/admin/users/:id', async (request) => {
    requireServiceRole(auth, request);
    const id = userIdParam(request);
    const { affectedRows } = await db.query('delete from auth.users where id = $1', [id]);
    if (affectedRows === 0) throw userNotFound();
    return {};
  });

  registerAdminLinkRoutes(app, auth);
}

/** What an admin's update asks for, read and checked before the transaction (hashing a password takes a while). */
interface AdminUserChanges {
  email: string | undefined;
  passwordHash: string | undefined;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  emailConfirm: boolean;
  ban: { until: Date | null } | undefined;
  role: string | undefined;
}

async function adminUserChanges(body: Record<string, unknown>): Promise<AdminUserChanges> {
  const email = optionalEmail(body);
  const password = optionalString(body, 'password');
  const passwordHash =
    password === undefined ? undefined : await hashPassword(checkNewPassword(password, 'Password is required'));
  const userMetadata = optionalMetadata(body, 'user_metadata');
  const appMetadata = optionalMetadata(body, 'app_metadata');
  const banDuration = optionalString(body, 'ban_duration');
  const ban = banDuration ? { until: bannedUntil(banDuration) } : undefined;
  const role = optionalString(body, 'role');
  return { email, passwordHash, userMetadata, appMetadata, emailConfirm: body.email_confirm === true, ban, role };
}

async function updateUserAsAdmin(db: Database, id: string, body: Record<string, unknown>): Promise<unknown> {
  const changes = await adminUserChanges(body);
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : null;
    if (newEmail && (await findUserByEmail(tx, newEmail))) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const newUserMetadata = changes.userMetadata
      ? mergeMetadata(user.raw_user_meta_data, changes.userMetadata)
      : user.raw_user_meta_data;
    const newAppMetadata = changes.appMetadata
      ? mergeMetadata(user.raw_app_meta_data, changes.appMetadata)
      : user.raw_app_meta_data;
    checkTokenMetadataSize(newUserMetadata, newAppMetadata);
    await tx.query(
      `update auth.users
          set email = coalesce($2, email),
              encrypted_password = coalesce($3, encrypted_password),
              raw_user_meta_data = $4::jsonb,
              raw_app_meta_data = $5::jsonb,
              email_confirmed_at = case when $6::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              banned_until = case when $7::boolean then $8::timestamptz else banned_until end,
              role = coalesce($9, role),
              updated_at = now()
        where id = $1`,
      [
        id,
        newEmail,
        changes.passwordHash ?? null,
        JSON.stringify(newUserMetadata),
        JSON.stringify(newAppMetadata),
        changes.emailConfirm,
        changes.ban !== undefined,
        changes.ban?.until?.toISOString() ?? null,
        changes.role ?? null,
      ],
    );
    if (newEmail) {
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
                updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [id, newEmail],
      );
    }
    // A banned user's sessions end, so the ban takes effect before their tokens expire.
    if (changes.ban?.until) await tx.query('delete from auth.sessions where user_id = $1', [id]);
    return userJson(tx, (await findUserById(tx, id)) ?? user);
  });
}
