import type { FastifyInstance } from 'fastify';
import type { BackendConfig } from './shared/config';
import type { ServiceContext } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { buildApp } from './http/app';
import { deriveKeys, loadOrCreateSecret, type ProjectKeys } from './shared/keys';
import { indexSeededBooks, seedIfEmpty } from './seed/seed';

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
/** How long stop() then lets those requests answer before closing their connections. */
const ANSWER_GRACE_MS = 1000;

/** Opens (or takes) the database, migrates and seeds it, and serves the three APIs. */
export async function startBackend(options: StartOptions): Promise<RunningBackend> {
  const { config } = options;
  const log = options.log ?? (() => undefined);
  const keys = options.keys ?? deriveKeys(loadOrCreateSecret(config.dataDir));
  const db = options.db ?? (await openDatabase(config));
  let url = `http://${config.host}:${config.port}`;
  let app: FastifyInstance;
  let address: string;
  let seeded = false;
  try {
    if (options.prepare !== false) {
      const applied = await migrate(db);
      if (applied.length > 0) log(`applied ${applied.length} migration(s)`);
      if (config.seed) seeded = await seedIfEmpty({ db, storageDir: config.storageDir, log, indexPages: false });
    }
    const ctx: ServiceContext = { db, keys, config, publicUrl: () => url, log: options.log };
    app = await buildApp(ctx);
    address = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // A database opened here is closed again (and its data folder unlocked) when starting fails.
    if (!options.db) await db.close();
    throw error;
  }
  // Fastify reports one of the bound addresses; clients use the name they were given.
  url = config.host === 'localhost' ? `http://localhost:${new URL(address).port}` : address;
  // Reading the seeded PDFs' text takes pdf.js several seconds: the first start serves meanwhile,
  // and search finds passages once it is done (titles at once).
  const indexing = seeded
    ? indexSeededBooks(db, config.storageDir, log).catch((error: unknown) =>
        log(`pages not indexed: ${error instanceof Error ? error.message : String(error)}`),
      )
    : Promise.resolve();
  return {
    url,
    keys,
    db,
    app,
    async stop() {
      // Requests in flight get a moment to finish; then a database this backend opened is
      // closed under whatever still runs (PGlite: its thread is ended; PostgreSQL: its
      // statements are cancelled), so those requests answer with an error and stopping never
      // waits on a runaway statement. A connection that never sent a whole request is not
      // idle to Node, which would wait for its 60 s headers timeout: after a shorter grace
      // whatever is still open is closed.
      const served = app.close();
      await settlesWithin(Promise.all([served, indexing]), STOP_GRACE_MS);
      if (!options.db) await db.close();
      if (!(await settlesWithin(served, ANSWER_GRACE_MS))) app.server.closeAllConnections();
      await served;
    },
  };
}

/** Whether `promise` settles within `ms` (it is not cancelled either way). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
