import type { FastifyInstance } from 'fastify';
import type { BackendConfig } from './shared/config';
import type { ServiceContext } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { buildApp } from './http/app';
import { deriveKeys, loadOrCreateSecret, type ProjectKeys } from './shared/keys';
import { seedIfEmpty } from './seed/seed';

export interface RunningBackend {
  url: string;
  keys: ProjectKeys;
  db: Database;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export interface StartOptions {
  config: BackendConfig;
  /** An already-open database (tests pass a cloned, seeded one). */
  db?: Database;
  /** Fixed keys; by default derived from JWT_SECRET or the data folder's secret. */
  keys?: ProjectKeys;
  /** Apply migrations and seed an empty database first (default true). */
  prepare?: boolean;
  log?: (line: string) => void;
}

/** How long stop() lets requests in flight finish before closing the database under them. */
const STOP_GRACE_MS = 1500;

/** Opens (or takes) the database, migrates and seeds it, and serves the three APIs. */
export async function startBackend(options: StartOptions): Promise<RunningBackend> {
  const { config } = options;
  const log = options.log ?? (() => undefined);
  const keys = options.keys ?? deriveKeys(loadOrCreateSecret(config.dataDir));
  const db = options.db ?? (await openDatabase(config));
  let url = `http://${config.host}:${config.port}`;
  let app: FastifyInstance;
  let address: string;
  try {
    if (options.prepare !== false) {
      const applied = await migrate(db);
      if (applied.length > 0) log(`applied ${applied.length} migration(s)`);
      if (config.seed) await seedIfEmpty({ db, storageDir: config.storageDir, log });
    }
    const ctx: ServiceContext = { db, keys, config, publicUrl: () => url };
    app = await buildApp(ctx);
    address = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // A database opened here is closed again (and its data folder unlocked) when starting fails.
    if (!options.db) await db.close();
    throw error;
  }
  // Fastify reports one of the bound addresses; clients use the name they were given.
  url = config.host === 'localhost' ? `http://localhost:${new URL(address).port}` : address;
  return {
    url,
    keys,
    db,
    app,
    async stop() {
      // Requests in flight get a moment to finish; then a database this backend opened is
      // closed under whatever still runs (PGlite: its thread is ended), so those requests
      // answer with an error and stopping never waits on a runaway statement.
      const served = app.close();
      if (!options.db) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([served, new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
        clearTimeout(grace);
        await db.close();
      }
      await served;
    },
  };
}
