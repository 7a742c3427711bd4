import { join } from 'node:path';
import type { BackendConfig } from '../config';
import type { Database } from './database';
import { PgliteDatabase } from './pgliteDatabase';
import { PostgresDatabase } from './postgresDatabase';

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data folder (or in memory). */
export function openDatabase(config: Pick<BackendConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return PostgresDatabase.open(config.databaseUrl);
  return PgliteDatabase.open(config.dataDir ? { dataDir: join(config.dataDir, 'pglite') } : {});
}
