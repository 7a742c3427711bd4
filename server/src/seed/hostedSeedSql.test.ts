import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pgliteDatabase';
import { hostedSeedSql } from './hostedSeedSql';
import { DEMO_ACCOUNT } from './people';
import { buildSeedPlan, type SeedPlan } from './plan';

let db: PgliteDatabase;
let plan: SeedPlan;
beforeAll(async () => {
  db = await PgliteDatabase.open();
  // The shim's auth.users has hosted's columns, so the export loads as it is.
  await migrate(db);
  plan = buildSeedPlan();
  await db.exec(hostedSeedSql(plan));
}, 60_000);
afterAll(() => db.close());

test('the exported seed.sql loads the same catalogue as the plan', async () => {
  const { rows } = await db.query<{ Name: string; ContentLength: number }>(
    'select "Name", "ContentLength" from public."MentoriaDatabase" order by "ID"',
  );
  expect(rows.map((row) => row.Name)).toEqual(plan.ebooks.map((row) => row.Name));
  expect(rows.map((row) => row.ContentLength)).toEqual(plan.ebooks.map((row) => row.ContentLength));
  const videos = await db.query<{ count: number }>('select count(*)::int as count from public."Videos"');
  expect(videos.rows[0]!.count).toBe(plan.videos.length);
});

test('its users sign in with their documented passwords and have hosted-safe token columns', async () => {
  const { rows } = await db.query<{ matches: boolean; tokens: string; provider: string }>(
    `select u.encrypted_password = extensions.crypt($2, u.encrypted_password) as matches,
            u.confirmation_token || u.recovery_token || u.email_change_token_new || u.email_change as tokens,
            i.provider
     from auth.users u join auth.identities i on i.user_id = u.id and i.provider_id = u.id::text
     where u.email = $1`,
    [DEMO_ACCOUNT.email, DEMO_ACCOUNT.password],
  );
  expect(rows).toEqual([{ matches: true, tokens: '', provider: 'email' }]);
});

test('reviews get their author card from the trigger, and new rows get fresh ids', async () => {
  const { rows } = await db.query<{ names: string[] }>(
    `select array_agg(distinct user_info ->> 'full_name' order by user_info ->> 'full_name') as names from public."Reviews"`,
  );
  expect(rows[0]!.names).toEqual(['Amelia Hart', 'Jonas Becker', 'Lucas Moreau', 'Priya Natarajan', 'Sofia Alvarez']);
  const inserted = await db.query<{ ID: number }>(
    `insert into public."Videos" ("Name", "Categories") values ('Extra', 'SEO') returning "ID"::int as "ID"`,
  );
  expect(inserted.rows[0]!.ID).toBe(plan.videos.length + 1);
});
