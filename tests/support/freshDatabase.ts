/**
 * An empty database on the engine of the test run (PGlite, or a new database on
 * the run's PostgreSQL server), with the platform shim and the given migrations
 * applied and nothing else: for tests of what a migration or the exported seed
 * does to a database, away from the seeded clones the other tests share.
 */
import pg from 'pg';
import type { Database } from '../../server/src/db/database';
import { migrate, readMigrations, type Migration } from '../../server/src/db/migrate';
import { PgliteDatabase } from '../../server/src/db/pgliteDatabase';
import { PostgresDatabase } from '../../server/src/db/postgresDatabase';
import { handleFromEnv, withDatabase } from './goldenDatabase';

export interface FreshDatabase {
  db: Database;
  drop: () => Promise<void>;
}

/** `name` tells the PostgreSQL databases of two test files apart; every migration is applied unless told otherwise. */
export async function freshMigratedDatabase(
  name: string,
  migrations: Migration[] = readMigrations(),
): Promise<FreshDatabase> {
  const { postgresUrl } = handleFromEnv();
  if (!postgresUrl) {
    const db = await PgliteDatabase.open();
    await migrate(db, migrations);
    return { db, drop: () => db.close() };
  }
  const database = `mentoria_${name}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: withDatabase(postgresUrl, 'postgres') });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const db = await PostgresDatabase.open(withDatabase(postgresUrl, database));
  await migrate(db, migrations);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin(`drop database if exists ${database} with (force)`);
    },
  };
}
