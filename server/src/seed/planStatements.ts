/**
 * The SQL that loads a plan's rows, shared by the local backend and the hosted
 * export. Each statement reads its rows from one JSON array, bound as $1 when
 * applied locally, or written out as a literal in supabase/seed.sql, so both
 * paths insert exactly the same values through exactly the same SQL.
 */
import type { SeedPlan } from './plan';

export interface PlanStatement {
  /** What the statement loads, for logs. */
  label: string;
  /** SQL with one parameter, $1, the rows as a JSON array (or none when `rows` is null). */
  sql: string;
  rows: readonly unknown[] | null;
}

const EBOOK_COLUMNS = [
  '"ID"',
  '"Name"',
  '"Categories"',
  '"Type"',
  '"Premium"',
  '"Regular_Price"',
  '"Sale Price"',
  '"Images"',
  '"Short_Description"',
  '"Description"',
  '"ContentURL"',
  '"ContentLength"',
  '"Rating"',
  'created_at',
].join(', ');

const VIDEO_COLUMNS = [
  '"ID"',
  '"Name"',
  '"Categories"',
  '"Premium"',
  '"Price"',
  '"Images"',
  '"Short_Description"',
  '"Lessons"',
  '"Rating"',
  'created_at',
].join(', ');

const LESSON_COLUMNS = [
  'course_id',
  'position',
  'title',
  'description',
  'duration_seconds',
  'video_path',
  'captions_path',
  'chapters_path',
].join(', ');

/** Moves an identity sequence past the explicit ids, so the next insert without an id does not collide. */
const resetSequence = (table: string) =>
  `setval(pg_get_serial_sequence('public."${table}"', 'ID'), (select coalesce(max("ID"), 0) + 1 from public."${table}"), false)`;

export function planStatements(plan: SeedPlan): PlanStatement[] {
  return [
    {
      label: 'users',
      // Already-present accounts (same id or email) are kept as they are.
      sql: `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
            select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', lower(u.email),
                   extensions.crypt(u.password, extensions.gen_salt('bf', 10)), u.created_at,
                   u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.created_at
            from jsonb_to_recordset($1::jsonb) as u(id uuid, email text, password text, created_at timestamptz,
                                                   raw_app_meta_data jsonb, raw_user_meta_data jsonb)
            on conflict do nothing`,
      rows: plan.users,
    },
    {
      label: 'identities',
      sql: `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
            select u.id::text, u.id, u.identity_data, 'email', u.created_at, u.created_at
            from jsonb_to_recordset($1::jsonb) as u(id uuid, identity_data jsonb, created_at timestamptz)
            where exists (select 1 from auth.users existing where existing.id = u.id)
            on conflict do nothing`,
      rows: plan.users,
    },
    {
      label: 'ebooks',
      // The plan gives ebooks and videos their ids; overriding keeps that true if the
      // identity column ever becomes GENERATED ALWAYS, as the tables clients write are.
      sql: `insert into public."MentoriaDatabase" (${EBOOK_COLUMNS}) overriding system value
            select ${EBOOK_COLUMNS} from jsonb_populate_recordset(null::public."MentoriaDatabase", $1::jsonb)`,
      rows: plan.ebooks,
    },
    {
      label: 'videos',
      sql: `insert into public."Videos" (${VIDEO_COLUMNS}) overriding system value
            select ${VIDEO_COLUMNS} from jsonb_populate_recordset(null::public."Videos", $1::jsonb)`,
      rows: plan.videos,
    },
    {
      label: 'lessons',
      // Their triggers recount each course's "Lessons", which the plan already sets to the same number.
      sql: `insert into public.course_lessons (${LESSON_COLUMNS})
            select ${LESSON_COLUMNS} from jsonb_populate_recordset(null::public.course_lessons, $1::jsonb)`,
      rows: plan.lessons,
    },
    {
      label: 'identity sequences',
      sql: `select ${resetSequence('MentoriaDatabase')}, ${resetSequence('Videos')}`,
      rows: null,
    },
    {
      label: 'orders',
      sql: `insert into public.orders (user_id, product_id, amount, created_at)
            select user_id, product_id, amount, created_at from jsonb_populate_recordset(null::public.orders, $1::jsonb)`,
      rows: plan.orders,
    },
    {
      label: 'favourites',
      sql: `insert into public."Favorites" (user_id, product_id, created_at)
            select user_id, product_id, created_at from jsonb_populate_recordset(null::public."Favorites", $1::jsonb)`,
      rows: plan.favorites,
    },
    {
      label: 'reviews',
      // user_info is left to the table's trigger, which copies it from the author's account.
      sql: `insert into public."Reviews" (product_id, content, user_id, created_at)
            select product_id, content, user_id, created_at from jsonb_populate_recordset(null::public."Reviews", $1::jsonb)`,
      rows: plan.reviews,
    },
  ];
}
