/**
 * The local backend's database is set up as a hosted Supabase project's is
 * (README.md#the-local-backend-and-a-hosted-supabase-project), so that what works here works when deployed and
 * what a hosted project refuses is refused here too:
 * - migrations run as a role with hosted `postgres`'s rights, not a superuser;
 * - the exported supabase/seed.sql loads, because auth.users has hosted's columns;
 * - storage tables refuse direct SQL deletes;
 * - auth.uid(), auth.role() and auth.email() read empty claims as null.
 */
import { randomUUID } from 'node:crypto';
import { startBackend } from '../../server/src/backend';
import { configFromEnv } from '../../server/src/shared/config';
import { MIGRATION_ROLE, migrate } from '../../server/src/db/migrate';
import { deriveKeys } from '../../server/src/shared/keys';
import { hostedSeedSql } from '../../server/src/seed/hostedSeedSql';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import { buildSeedPlan } from '../../server/src/seed/plan';
import { makeClient, startTestBackend, TEST_JWT_SECRET, type TestBackend } from '../support/backendHarness';
import { freshMigratedDatabase } from '../support/freshDatabase';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
}, 60_000);
afterAll(() => t.stop());

let migrationCount = 0;
/** Applies one extra migration, as a new file in supabase/migrations would be applied at the next start. */
const applyMigration = (name: string, sql: string) =>
  migrate(t.backend.db, [{ version: `299901010000${String(migrationCount++).padStart(2, '0')}`, name, sql }]);

describe('migrations run with the rights a hosted project gives them', () => {
  test('the app’s tables belong to a role that is not a superuser', async () => {
    const { rows } = await t.backend.db.query<{ owner: string; superuser: boolean }>(
      `select r.rolname as owner, r.rolsuper as superuser
         from pg_class c join pg_roles r on r.oid = c.relowner
        where c.oid = 'public."MentoriaDatabase"'::regclass`,
    );
    expect(rows).toEqual([{ owner: MIGRATION_ROLE, superuser: false }]);
  });

  test.each([
    ['making itself a superuser', `alter role ${MIGRATION_ROLE} superuser`],
    [
      'creating an event trigger',
      `create function public.on_ddl() returns event_trigger language plpgsql as $$ begin end $$;
       create event trigger on_ddl on ddl_command_end execute function public.on_ddl();`,
    ],
    ['altering the auth service’s users table', 'alter table auth.users add column nickname text'],
    ['turning off row-level security on storage.objects', 'alter table storage.objects disable row level security'],
    ['dropping a storage table', 'drop table storage.buckets cascade'],
  ])('a migration %s fails, as on a hosted project, and leaves nothing behind', async (_what, sql) => {
    await expect(applyMigration('refused', sql)).rejects.toThrow(/permission denied|must be (superuser|owner)/);
    const { rows } = await t.backend.db.query(
      `select 1 from information_schema.columns where table_schema = 'auth' and column_name = 'nickname'
       union all select 1 from pg_proc where proname = 'on_ddl'
       union all select 1 from pg_class where oid = 'storage.objects'::regclass and not relrowsecurity
       union all select 1 where to_regclass('storage.buckets') is null`,
    );
    expect(rows).toEqual([]);
  });

  test('what hosted allows works: a table with RLS, a trigger on auth.users, a storage policy', async () => {
    await applyMigration(
      'profiles',
      `create table public.profiles (id uuid primary key references auth.users (id) on delete cascade, name text);
       alter table public.profiles enable row level security;
       create policy "Own profile" on public.profiles for select to authenticated using (id = auth.uid());
       create function public.add_profile() returns trigger language plpgsql security definer set search_path = ''
         as $$ begin insert into public.profiles (id, name) values (new.id, new.email); return new; end $$;
       create trigger on_user_created after insert on auth.users for each row execute function public.add_profile();
       create policy "Avatars are public" on storage.objects for select to anon using (bucket_id = 'avatars');`,
    );
    const user = await t.userWithToken('parity@example.com');
    const { rows } = await t.backend.db.query(
      `select name, has_table_privilege('authenticated', 'public.profiles', 'select') as readable
         from public.profiles where id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ name: 'parity@example.com', readable: true }]);
  });
});

describe('storage tables refuse direct SQL deletes, as hosted Storage does', () => {
  test('a DELETE on storage.objects or storage.buckets fails with the service’s message', async () => {
    for (const sql of [`delete from storage.objects where bucket_id = 'covers'`, `delete from storage.buckets`]) {
      await expect(t.backend.db.query(sql)).rejects.toMatchObject({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
    }
    const { rows } = await t.backend.db.query<{ count: number }>(
      `select count(*)::int as count from storage.objects where bucket_id = 'covers'`,
    );
    expect(rows[0]!.count).toBeGreaterThan(0);
  });

  test('a transaction that sets storage.allow_delete_query, as the storage service does, deletes', async () => {
    const deleted = await t.backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return (await tx.query(`delete from storage.objects where bucket_id = 'covers' returning name`)).rows;
    });
    expect(deleted.length).toBeGreaterThan(0);
  });
});

describe('auth helpers read empty claims as no claim', () => {
  test('with the claims setting empty, auth.uid(), auth.role(), auth.email() and auth.jwt() are null', async () => {
    const helpers = await t.backend.db.transaction(async (tx) => {
      // What a transaction-local setting leaves behind on a pooled connection: ''.
      await tx.query(`select set_config('request.jwt.claims', '', true)`);
      return (await tx.query(`select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt`))
        .rows[0];
    });
    expect(helpers).toEqual({ uid: null, role: null, email: null, jwt: null });
  });

  test('with claims, they read them', async () => {
    const sub = randomUUID();
    const helpers = await t.backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub, role: 'authenticated', email: 'who@example.com' }),
      ]);
      return (await tx.query(`select auth.uid()::text as uid, auth.role() as role, auth.email() as email`)).rows[0];
    });
    expect(helpers).toEqual({ uid: sub, role: 'authenticated', email: 'who@example.com' });
  });
});

describe('the exported supabase/seed.sql', () => {
  test('loads into a freshly migrated local database, which then serves its catalogue and demo account', async () => {
    const plan = buildSeedPlan();
    const fresh = await freshMigratedDatabase('seedsql');
    try {
      // As `supabase db push --include-seed` runs it on a hosted project: as `postgres`, not a superuser.
      await fresh.db.exec(`begin; set local role ${MIGRATION_ROLE};\n${hostedSeedSql(plan)}\ncommit;`);
      const keys = deriveKeys(TEST_JWT_SECRET);
      const config = { ...configFromEnv({}), host: '127.0.0.1', port: 0, dataDir: null, databaseUrl: undefined };
      const backend = await startBackend({ config, db: fresh.db, keys, prepare: false });
      try {
        const client = makeClient(backend.url, keys.anonKey);
        const ebooks = await client.from('MentoriaDatabase').select('Name').order('ID');
        expect(ebooks.data?.map((row: { Name: string }) => row.Name)).toEqual(plan.ebooks.map((row) => row.Name));
        const signIn = await client.auth.signInWithPassword({
          email: DEMO_ACCOUNT.email,
          password: DEMO_ACCOUNT.password,
        });
        expect(signIn.error).toBeNull();
        const library = await client.from('orders').select('product_id');
        expect(library.data).toHaveLength(plan.orders.filter((order) => order.user_id === signIn.data.user?.id).length);
      } finally {
        await backend.stop();
      }
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});
