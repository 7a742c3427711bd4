/**
 * The user records GoTrue keeps in auth.users and auth.identities: creating them
 * (sign-up, Google stand-in, admin), finding them, and the user JSON the client reads.
 * Seeded users are written by SQL with the same shape, so sign-in accepts them too.
 */
import { randomUUID } from 'node:crypto';
import { isPostgresError, type Queryable } from '../db/database';
import { AuthError, unprocessable, validationFailed } from './authError';
import { MAX_METADATA_BYTES } from './requestBody';

export type Provider = 'email' | 'google';

/** An auth.users row, with timestamps already formatted as GoTrue writes them (RFC 3339, Z). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  phone: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  deleted_at: string | null;
}

const rfc3339 = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${column}`;

const USER_COLUMNS = [
  'id::text as id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'phone',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_anonymous',
  'email_change',
  ...[
    'email_confirmed_at',
    'phone_confirmed_at',
    'confirmed_at',
    'confirmation_sent_at',
    'recovery_sent_at',
    'email_change_sent_at',
    'invited_at',
    'last_sign_in_at',
    'created_at',
    'updated_at',
    'banned_until',
    'deleted_at',
  ].map(rfc3339),
].join(', ');

/** The HTML living standard's email syntax, which GoTrue also applies; at most 255 characters as its column. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_FORMAT.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0] ?? null;
}

/** `id` must already be known to be a uuid. */
export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** GoTrue lists users newest first unless asked for `sort=created_at asc`. */
export async function listUsers(
  q: Queryable,
  limit: number,
  offset: number,
  direction: 'asc' | 'desc' = 'desc',
): Promise<{ users: UserRow[]; total: number }> {
  const order = direction === 'asc' ? 'asc' : 'desc';
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at ${order}, id ${order} limit $1 offset $2`,
    [limit, offset],
  );
  const count = await q.query<{ total: number }>('select count(*)::int as total from auth.users');
  return { users: rows, total: count.rows[0]?.total ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string): boolean => UUID.test(text);

export interface NewUser {
  email: string;
  /** A bcrypt hash, or '' for an account that signs in only through a provider (as GoTrue stores it). */
  passwordHash: string;
  emailConfirmed: boolean;
  provider: Provider;
  /** The provider's subject; for email it is the user's own id. */
  providerId?: string;
  userMetadata: Record<string, unknown>;
  /** Keys added to app_metadata besides provider and providers. */
  appMetadata?: Record<string, unknown>;
}

/** The identity's data: the provider's claims plus the metadata, as GoTrue stores it. */
function identityData(
  subject: string,
  email: string,
  verified: boolean,
  metadata: Record<string, unknown>,
): Record<string, unknown> {
  return { ...metadata, sub: subject, email, email_verified: verified, phone_verified: false };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * user_metadata of an email account: what the client sent, full_name made from
 * first_name and last_name when not given, and email_verified once confirmed.
 */
export function emailUserMetadata(data: Record<string, unknown>, confirmed: boolean): Record<string, unknown> {
  const fullName = nonEmpty(data.full_name)
    ? data.full_name
    : [data.first_name, data.last_name]
        .filter(nonEmpty)
        .map((name) => name.trim())
        .join(' ');
  return { ...data, ...(fullName ? { full_name: fullName } : {}), email_verified: confirmed };
}

/** Inserts the user and its one identity; an email already taken is `email_exists`. */
export async function createUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = normalizeEmail(user.email);
  const subject = user.providerId ?? id;
  const appMetadata = { ...user.appMetadata, provider: user.provider, providers: [user.provider] };
  checkTokenMetadataSize(user.userMetadata, appMetadata);
  try {
    await q.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end,
               $5::jsonb, $6::jsonb, now(), now())`,
      [
        id,
        email,
        user.passwordHash,
        user.emailConfirmed,
        JSON.stringify(appMetadata),
        JSON.stringify(user.userMetadata),
      ],
    );
  } catch (error) {
    if (isPostgresError(error) && error.code === '23505') {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    throw error;
  }
  await addIdentity(
    q,
    id,
    user.provider,
    subject,
    identityData(subject, email, user.emailConfirmed, user.userMetadata),
  );
  const created = await findUserById(q, id);
  if (!created) throw new AuthError(500, 'unexpected_failure', 'The new user could not be read back');
  return created;
}

async function addIdentity(
  q: Queryable,
  userId: string,
  provider: Provider,
  providerId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [providerId, userId, JSON.stringify(data), provider],
  );
}

/**
 * Signs in through a provider: finds the user by the provider's identity (its subject),
 * else creates the account. The provider's profile is merged into user_metadata each
 * time, as GoTrue does. An email that already belongs to another account (a password
 * account, or the stand-in's account for another browser, whose subject differs) is
 * refused with email_exists rather than linked: GoTrue links because Google has verified
 * the address, but the local stand-in verifies nothing, so linking or matching by email
 * would let anyone take over an account by typing its email.
 */
export async function upsertProviderUser(
  q: Queryable,
  provider: Provider,
  subject: string,
  email: string,
  profile: Record<string, unknown>,
): Promise<UserRow> {
  const normalized = normalizeEmail(email);
  const { rows } = await q.query<{ id: string; user_id: string; provider_id: string }>(
    `select id::text as id, user_id::text as user_id, provider_id from auth.identities
      where provider = $1 and provider_id = $2`,
    [provider, subject],
  );
  const identity = rows[0];
  if (!identity) {
    return createUser(q, {
      email: normalized,
      passwordHash: '',
      emailConfirmed: true,
      provider,
      providerId: subject,
      userMetadata: profile,
    });
  }
  const data = identityData(identity.provider_id, normalized, true, { ...profile, sub: identity.provider_id });
  await q.query(
    'update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now() where id = $1',
    [identity.id, JSON.stringify(data)],
  );
  await q.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1`,
    [identity.user_id, JSON.stringify({ ...profile, sub: identity.provider_id, provider_id: identity.provider_id })],
  );
  const user = await findUserById(q, identity.user_id);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'The signed-in user could not be read back');
  return user;
}

/** GoTrue's metadata update: keys given replace the old ones, and a key set to null is removed. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * The cap on metadata holds for what rides in every access token: user_metadata and
 * app_metadata together, as they are stored after the change (so many small updates,
 * or an admin filling both, cannot grow a token past what fits in a request header).
 */
export function checkTokenMetadataSize(
  userMetadata: Record<string, unknown>,
  appMetadata: Record<string, unknown>,
): void {
  const bytes =
    Buffer.byteLength(JSON.stringify(userMetadata), 'utf8') + Buffer.byteLength(JSON.stringify(appMetadata), 'utf8');
  if (bytes > MAX_METADATA_BYTES) {
    throw validationFailed(
      `Metadata is too large: user_metadata and app_metadata may hold at most ${MAX_METADATA_BYTES} bytes in total, with what is already stored (set keys to null to remove them)`,
    );
  }
}

interface IdentityRow {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select id::text as identity_id, provider_id as id, user_id::text as user_id, identity_data, provider, email,
            ${rfc3339('last_sign_in_at')}, ${rfc3339('created_at')}, ${rfc3339('updated_at')}
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** Go's `omitempty`: GoTrue leaves these keys out while they are null. */
function present(fields: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The user object of GET /user and of `session.user`. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    ...present({ email_confirmed_at: user.email_confirmed_at }),
    phone: user.phone ?? '',
    ...present({
      phone_confirmed_at: user.phone_confirmed_at,
      confirmed_at: user.confirmed_at,
      confirmation_sent_at: user.confirmation_sent_at,
      recovery_sent_at: user.recovery_sent_at,
      new_email: user.email_change || null,
      email_change_sent_at: user.email_change_sent_at,
      last_sign_in_at: user.last_sign_in_at,
      invited_at: user.invited_at,
    }),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: await identitiesOf(q, user.id),
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...present({ banned_until: user.banned_until, deleted_at: user.deleted_at }),
    is_anonymous: user.is_anonymous,
  };
}
