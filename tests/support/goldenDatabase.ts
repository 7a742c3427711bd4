/**
 * The "golden" database: migrated and seeded once per test run (jest globalSetup),
 * then cloned for each test file so that files never see each other's writes.
 * PGlite clones are copies of the golden data folder; PostgreSQL clones come from a template database.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../../server/src/db/migrate';
import { PgliteDatabase } from '../../server/src/db/pgliteDatabase';
import { PostgresDatabase } from '../../server/src/db/postgresDatabase';
import { seedIfEmpty } from '../../server/src/seed/seed';

export const TEMPLATE_DB = 'mentoria_test_template';

/** What globalSetup hands to the test files, through environment variables. */
export interface GoldenHandle {
  /** Folder with the seeded storage objects, copied for each test file. */
  storageDir: string;
  /** PGlite: the data folder of the seeded cluster, closed. */
  pgliteDir?: string;
  /** PostgreSQL: the server URL (its database part is replaced per clone). */
  postgresUrl?: string;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function prepareGolden(postgresUrl: string | undefined): Promise<GoldenHandle> {
  const root = mkdtempSync(join(tmpdir(), 'mentoria-golden-'));
  const storageDir = join(root, 'storage');
  mkdirSync(storageDir, { recursive: true });
  if (postgresUrl) {
    await adminQuery(postgresUrl, `drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(postgresUrl, `create database ${TEMPLATE_DB}`);
    const db = await PostgresDatabase.open(withDatabase(postgresUrl, TEMPLATE_DB));
    try {
      await migrate(db);
      await seedIfEmpty({ db, storageDir, log: () => undefined });
    } finally {
      await db.close();
    }
    return { storageDir, postgresUrl };
  }
  const pgliteDir = join(root, 'pglite');
  const db = await PgliteDatabase.open({ dataDir: pgliteDir });
  try {
    await migrate(db);
    await seedIfEmpty({ db, storageDir, log: () => undefined });
    return { storageDir, pgliteDir };
  } finally {
    await db.close();
  }
}

/** A fresh database with the golden content, for one test file. */
export async function cloneGolden(handle: GoldenHandle, name: string) {
  if (handle.postgresUrl) {
    await adminQuery(handle.postgresUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(handle.postgresUrl, `create database ${name} template ${TEMPLATE_DB}`);
    const db = await PostgresDatabase.open(withDatabase(handle.postgresUrl, name));
    return {
      db,
      drop: async () => {
        await db.close();
        await adminQuery(handle.postgresUrl!, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const db = await PgliteDatabase.open({ copyFrom: handle.pgliteDir! });
  return { db, drop: () => db.close() };
}

export function handleFromEnv(): GoldenHandle {
  const raw = process.env.MENTORIA_GOLDEN;
  if (!raw) throw new Error('MENTORIA_GOLDEN is not set: run integration tests through jest (globalSetup prepares it)');
  return JSON.parse(raw) as GoldenHandle;
}

export function saveHandleToEnv(handle: GoldenHandle): void {
  process.env.MENTORIA_GOLDEN = JSON.stringify(handle);
  writeFileSync(join(tmpdir(), 'mentoria-golden-last.json'), JSON.stringify(handle));
}
