/**
 * `npm run db:reset [-- --scale N]`: throws away the local data and starts
 * again from the migrations and the deterministic seed. With PGlite it deletes
 * the data folder's database and stored files; with DATABASE_URL it drops the
 * schemas the platform shim and the migrations create and migrates again.
 * `--scale N` then adds N synthetic ebooks and N/4 synthetic videos.
 * The JWT secret in the data folder is kept, so issued keys stay valid.
 * Stop the backend first: PGlite's folder must not be open twice (its lock refuses).
 */
import { rmSync } from 'node:fs';
import { configFromEnv, type BackendConfig } from '../shared/config';
import type { Database } from '../db/database';
import { acquireDataFolderLock, type DataFolderLock } from '../db/dataFolderLock';
import { migrate } from '../db/migrate';
import { openDatabase, pgliteFolder } from '../db/openDatabase';
import { addScaleData } from '../seed/scale';
import { seedIfEmpty } from '../seed/seed';

const USAGE = 'Usage: npm run db:reset [-- --scale N]   (N: synthetic ebooks to add; N/4 videos come with them)';

/** The number after --scale (or --scale=N), 0 when absent. */
function parseScale(args: readonly string[]): number {
  let scale = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let value: string | undefined;
    // A bare "--" is what separates npm's arguments from the script's when the script runs without npm.
    if (arg === '--') continue;
    if (arg === '--scale') value = args[++i];
    else if (arg.startsWith('--scale=')) value = arg.slice('--scale='.length);
    else throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
    if (value === undefined || !/^\d+$/.test(value)) throw new Error(`--scale needs a whole number\n${USAGE}`);
    scale = Number(value);
  }
  return scale;
}

/** Everything the shim and migrations create; dropping it returns a PostgreSQL database to a blank state. */
async function dropPostgresContents(db: Database): Promise<void> {
  await db.exec(`
    drop schema if exists public, auth, storage, extensions, supabase_migrations cascade;
    create schema public;
  `);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function resetDatabase(config: BackendConfig, scale: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  let lock: DataFolderLock | undefined;
  if (!config.databaseUrl) {
    if (!config.dataDir) throw new Error('db:reset needs a data folder (MENTORIA_DATA_DIR) or DATABASE_URL');
    const folder = pgliteFolder(config.dataDir);
    // Taken before deleting, so that a running backend's database is never deleted under it;
    // the new database is then opened under the same lock.
    lock = acquireDataFolderLock(folder);
    rmSync(folder, { recursive: true, force: true });
    log(`deleted the PGlite database in ${folder}`);
  }
  rmSync(config.storageDir, { recursive: true, force: true });
  log(`deleted the stored files in ${config.storageDir}`);
  const db = await openDatabase(config, lock).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  try {
    if (config.databaseUrl) {
      await dropPostgresContents(db);
      log('dropped the public, auth, storage, extensions and supabase_migrations schemas (DATABASE_URL)');
    }
    let step = performance.now();
    const applied = await migrate(db);
    log(`applied ${applied.length} migration(s) in ${seconds(step)}`);
    await seedIfEmpty({ db, storageDir: config.storageDir, log });
    if (scale > 0) {
      step = performance.now();
      log(`adding ${scale} synthetic ebooks and ${Math.floor(scale / 4)} synthetic videos`);
      await addScaleData(db, scale, log);
      log(`added the synthetic catalogue in ${seconds(step)}`);
    }
  } finally {
    await db.close();
  }
  log(`done in ${seconds(started)}`);
}

async function main(): Promise<void> {
  const scale = parseScale(process.argv.slice(2));
  const config = configFromEnv();
  console.log(
    `Resetting ${config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the local data in ${config.dataDir}`}`,
  );
  await resetDatabase(config, scale, (line) => console.log(`  ${line}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
