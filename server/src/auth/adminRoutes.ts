/** /admin/users: user management for tooling, with the service_role key only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError, validationFailed } from './authError';
import type { AuthRuntime } from './authRuntime';
import { requireServiceRole } from './bearer';
import { checkNewPassword, hashPassword } from './passwords';
import { jsonObjectBody, optionalMetadata, optionalString, queryParam } from './requestBody';
import {
  createUser,
  emailUserMetadata,
  findUserById,
  isUuid,
  isValidEmail,
  listUsers,
  normalizeEmail,
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
    const email = normalizeEmail(optionalString(body, 'email') ?? '');
    if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
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
    const { users, total } = await listUsers(db, perPage, (page - 1) * perPage);
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

  app.delete('/admin/users/:id', async (request) => {
    requireServiceRole(auth, request);
    const id = userIdParam(request);
    const { affectedRows } = await db.query('delete from auth.users where id = $1', [id]);
    if (affectedRows === 0) throw userNotFound();
    return {};
  });
}
