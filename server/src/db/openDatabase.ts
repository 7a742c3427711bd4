import { join } from 'node:path';
import type { BackendConfig } from '../shared/config';
import type { Database } from './database';
import type { DataFolderLock } from './dataFolderLock';
import { PgliteDatabase } from './pgliteDatabase';
import { PostgresDatabase } from './postgresDatabase';

/** Where PGlite keeps its cluster inside the data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in the data folder (or in a
 * scratch folder without one). `lock`: the PGlite folder's lock, when the
 * caller took it already.
 */
export function openDatabase(
  config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>,
  lock?: DataFolderLock,
): Promise<Database> {
  if (config.databaseUrl) return PostgresDatabase.open(config.databaseUrl);
  return PgliteDatabase.open({
    ...(config.dataDir ? { dataDir: pgliteFolder(config.dataDir) } : {}),
    ...(lock ? { lock } : {}),
  });
}
