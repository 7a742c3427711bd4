/**
 * `npm run db:types`: writes src/types/database.ts from the schema that
 * supabase/migrations create, in the shape `supabase gen types typescript`
 * produces. It applies the platform shim and the migrations to a fresh
 * in-memory PGlite database exactly as the server does (server/src/db/migrate.ts),
 * then reads the `public` schema back from pg_catalog. No hosted project, Docker
 * or Supabase CLI is needed, and the file can never describe a schema other
 * than the one the migrations build.
 *
 * How the catalog is read and each part of the file written is in scripts/databaseTypes/.
 *
 * scripts/generateDatabaseTypes.test.ts runs `generateDatabaseTypes()` and fails
 * when the committed file differs from what it returns.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { migrate, readMigrations } from '../server/src/db/migrate';
import { PgliteDatabase } from '../server/src/db/pgliteDatabase';
import { migrationsDir, projectRoot } from '../server/src/shared/paths';
import { readCatalog } from './databaseTypes/catalog';
import { renderDatabaseTypes } from './databaseTypes/renderDatabaseTypes';

/** Where the generated types live; the app imports them as src/types/database. */
export const databaseTypesFile = (root = projectRoot()): string => join(root, 'src', 'types', 'database.ts');

/** Builds the schema from the migrations in a throwaway database and returns the formatted file's text. */
export async function generateDatabaseTypes(root = projectRoot()): Promise<string> {
  const db = await PgliteDatabase.open();
  let source: string;
  try {
    await migrate(db, readMigrations(migrationsDir(root)));
    source = renderDatabaseTypes(await readCatalog(db));
  } finally {
    await db.close();
  }
  const file = databaseTypesFile(root);
  const config = await resolveConfig(file);
  return format(source, { ...config, filepath: file });
}

async function main(): Promise<void> {
  const file = databaseTypesFile();
  writeFileSync(file, await generateDatabaseTypes());
  console.log(`wrote ${file}`);
}

// Run only as the command (`tsx scripts/generateDatabaseTypes.ts`), not when the drift test imports this module.
// (import.meta cannot tell: jest runs this file as CommonJS.)
if (process.argv[1] && resolve(process.argv[1]) === resolve(projectRoot(), 'scripts', 'generateDatabaseTypes.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
