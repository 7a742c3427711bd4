import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database } from './database';
import { migrationsDir, shimFile } from '../shared/paths';

const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migrations of supabase/migrations, in filename (timestamp) order, as the Supabase CLI applies them. */
export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = MIGRATION_FILE.exec(basename(file)) ?? [];
      return { version, name, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

/** A SQL string literal (migration file names are digits, letters and underscores, but quote them properly anyway). */
function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The role app migrations run as: what a hosted project's `postgres` may do
 * (platformShim.sql creates it), so a migration that hosted would refuse fails
 * here too. Hosted's `postgres` is not a superuser; locally the only login is
 * the superuser, which therefore switches to this role for each migration.
 */
export const MIGRATION_ROLE = 'hosted_postgres';

/**
 * One migration as one transaction, run as MIGRATION_ROLE with hosted
 * `postgres`'s search path; the record that it ran is written as the superuser
 * again, and commits with it: a crash between them would otherwise leave a
 * schema that the next start tries to create again.
 */
export function migrationScript(migration: Migration): string {
  const record = `insert into supabase_migrations.schema_migrations (version, name) values (${quoteLiteral(
    migration.version,
  )}, ${quoteLiteral(migration.name)});`;
  return [
    'begin;',
    `set local role ${MIGRATION_ROLE};`,
    `set local search_path = "$user", public, extensions;`,
    migration.sql,
    ';',
    'reset role;',
    record,
    'commit;',
  ].join('\n');
}

/** Creates what Supabase provides, then applies each migration not yet recorded. Returns the versions applied now. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(readFileSync(shimFile(), 'utf8'));
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.exec(migrationScript(migration)).catch(async (error: unknown) => {
      await db.exec('rollback').catch(() => undefined);
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    });
    applied.push(migration.version);
  }
  return applied;
}
