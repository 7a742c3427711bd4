-- What a hosted Supabase project provides before any user migration runs:
-- the API roles, the auth and storage schemas with the helpers policies call,
-- and the default grants of the public schema. This is not a migration: on a
-- hosted project it already exists. Every statement is idempotent. It runs as
-- the connecting superuser (PGlite's postgres, or DATABASE_URL's user), who
-- plays hosted's supabase_admin; the app's migrations then run as
-- hosted_postgres (see migrate.ts), which has what hosted's `postgres` has.

create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Roles ----------------------------------------------------------------------
-- Hosted's own roles, with the attributes they have there. supabase_admin is
-- hosted's superuser; locally the connecting superuser does its work, and the
-- role exists so that schemas can be owned as they are there.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  -- Hosted's `postgres`, the role migrations and the SQL editor run as: not a
  -- superuser (supabase/postgres demotes it), so a migration that needs one
  -- fails here as it would there. Locally the login role is the superuser
  -- (PGlite has no other), so this role has another name; migrate.ts switches
  -- to it for each migration.
  if not exists (select 1 from pg_roles where rolname = 'hosted_postgres') then
    create role hosted_postgres nologin nosuperuser createdb createrole bypassrls;
  end if;
end
$$;
-- Attributes are restated, so that a role created by an older shim gets them too.
alter role hosted_postgres nosuperuser createdb createrole bypassrls;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to hosted_postgres;
-- Hosted lets `postgres` manage storage.objects' policies (through supautils);
-- plain Postgres asks for ownership, which membership of the owner gives.
grant supabase_storage_admin to hosted_postgres;
-- The connecting superuser switches into these roles per request.
do $$ begin execute format('grant anon, authenticated, service_role to %I', current_user); end $$;
do $$ begin execute format('grant create, temporary on database %I to hosted_postgres', current_database()); end $$;

-- Hosted's `postgres` owns public (it owns the database) and may install
-- trusted extensions into the extensions schema.
alter schema public owner to hosted_postgres;
grant all on schema extensions to hosted_postgres;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
-- Every new table, function and sequence in public is granted to the API
-- roles, whether a migration (hosted_postgres) or the superuser (tests,
-- tools) creates it; row-level security is what guards it.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on sequences to anon, authenticated, service_role;

-- Databases migrated before migrations ran as hosted_postgres hold public
-- objects owned by the superuser; later migrations must be able to alter them.
do $$
declare
  item record;
begin
  for item in
    select format('alter %s %s owner to hosted_postgres',
                  case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                                 when 'f' then 'foreign table' else 'table' end,
                  c.oid::regclass) as statement
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and c.relowner = (select oid from pg_roles where rolname = current_user)
    union all
    select format('alter routine %s owner to hosted_postgres', p.oid::regprocedure)
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proowner = (select oid from pg_roles where rolname = current_user)
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select format('alter type %s owner to hosted_postgres', t.oid::regtype)
    from pg_type t
    where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r')
      and t.typowner = (select oid from pg_roles where rolname = current_user)
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
  loop
    execute item.statement;
  end loop;
end
$$;

-- API roles' statement timeouts, as on a hosted project.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- auth -----------------------------------------------------------------------
-- As on hosted: supabase_admin owns the schema, GoTrue's supabase_auth_admin
-- owns its tables and functions, `postgres` may read and write the tables (and
-- so reference auth.users and put triggers on it) but not alter them.
create schema if not exists auth;
alter schema auth owner to supabase_admin;
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, hosted_postgres;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);

create table if not exists auth.identities (
  id uuid primary key default extensions.gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Columns GoTrue's migrations added to auth.users over time, which a hosted
-- project has and an older local database may lack (supabase/seed.sql, exported
-- for hosted, writes some of them).
alter table auth.users
  add column if not exists email_change_token_new varchar(255) default '',
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz;

-- How each session was started, so that a refreshed token keeps its `amr`.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- The JWT claims of the current request, as PostgREST and Storage set them:
-- GoTrue's own definitions, where an empty setting (what a transaction-local
-- setting leaves behind once its transaction ends) means no claim.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- storage --------------------------------------------------------------------
-- As on hosted: supabase_admin owns the schema, the storage service's
-- supabase_storage_admin owns its tables and functions.
create schema if not exists storage;
alter schema storage owner to supabase_admin;
grant all on schema storage to supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role, hosted_postgres;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default extensions.gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  unique (bucket_id, name)
);

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;
create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;
create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Deleting a row would orphan its file: hosted refuses direct SQL deletes, and
-- the storage service sets storage.allow_delete_query in its own transactions.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- New auth and storage tables and functions go above: this hands each schema's
-- to its service's role, as on hosted, and turns row-level security on for
-- every table, as GoTrue and Storage do: nothing but the service (and
-- `postgres`, which bypasses it) reads them unless a policy lets it.
do $$
declare
  service record;
  item record;
begin
  for service in
    select * from (values ('auth'::regnamespace, 'supabase_auth_admin'),
                          ('storage'::regnamespace, 'supabase_storage_admin')) as services (namespace, owner_role)
  loop
    for item in
      select c.oid::regclass as relation, c.relkind from pg_class c
      where c.relnamespace = service.namespace and c.relkind in ('r', 'p', 'v')
    loop
      execute format('alter table %s owner to %I', item.relation, service.owner_role);
      if item.relkind <> 'v' then
        execute format('alter table %s enable row level security', item.relation);
      end if;
    end loop;
    for item in
      select p.oid::regprocedure as routine from pg_proc p where p.pronamespace = service.namespace
    loop
      execute format('alter routine %s owner to %I', item.routine, service.owner_role);
    end loop;
  end loop;
end
$$;
grant all on all tables in schema auth to hosted_postgres;
grant all on all sequences in schema auth to hosted_postgres;
grant select on all tables in schema auth to hosted_postgres with grant option;
grant all on storage.buckets, storage.objects to hosted_postgres with grant option;

-- What hosted's supautils allows `postgres` on the services' schemas, and no
-- more. Locally hosted_postgres is a member of supabase_storage_admin (to
-- manage storage.objects' policies, which plain Postgres ties to ownership),
-- which would let it alter or drop the storage tables too; these event
-- triggers refuse what hosted refuses there: any DDL in auth or storage by a
-- role that is not a superuser, except policies, triggers and grants.
create or replace function extensions.refuse_platform_ddl() returns event_trigger language plpgsql as $$
declare
  command record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  for command in select * from pg_event_trigger_ddl_commands() loop
    if command.schema_name in ('auth', 'storage')
       and command.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER', 'GRANT', 'REVOKE') then
      raise exception 'must be owner of % %', command.object_type, command.object_identity using errcode = '42501';
    end if;
  end loop;
end
$$;
create or replace function extensions.refuse_platform_drop() returns event_trigger language plpgsql as $$
declare
  dropped record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  for dropped in select * from pg_event_trigger_dropped_objects() loop
    if dropped.schema_name in ('auth', 'storage') and dropped.object_type not in ('policy', 'trigger') then
      raise exception 'must be owner of % %', dropped.object_type, dropped.object_identity using errcode = '42501';
    end if;
  end loop;
end
$$;
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'refuse_platform_ddl') then
    create event trigger refuse_platform_ddl on ddl_command_end execute function extensions.refuse_platform_ddl();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'refuse_platform_drop') then
    create event trigger refuse_platform_drop on sql_drop execute function extensions.refuse_platform_drop();
  end if;
end
$$;

-- Lets `alter publication supabase_realtime add table …` in migrations succeed.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to hosted_postgres;

-- Where applied migrations are recorded, as the Supabase CLI records them.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
