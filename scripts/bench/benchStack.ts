/**
 * The app `npm run bench` measures: a production build served by `vite
 * preview`, as `npm start` serves it, and the local backend on a fixed
 * address, over one of two scratch databases (the default seed, or the seed
 * and N synthetic ebooks) that can be swapped under the running app. Both
 * databases get the same JWT secret, so the anon key built into the app is
 * valid against either. Everything lives in one temporary folder, removed on
 * stop; a developer's running app, data and dist/ are never touched.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { startBackend, type RunningBackend } from '../../server/src/backend';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/openDatabase';
import { addScaleData } from '../../server/src/seed/scale';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { configFromEnv, type BackendConfig } from '../../server/src/shared/config';
import { deriveKeys } from '../../server/src/shared/keys';
import { freePort } from '../lib/freePort';
import type { BenchDatabase } from './context';
import { onInterrupt } from './interrupted';

export interface BenchStack {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  distDir: string;
  useDatabase(kind: BenchDatabase): Promise<Database>;
  stop(): Promise<void>;
}

export async function startBenchStack({
  scale,
  log,
}: {
  scale: number;
  log: (line: string) => void;
}): Promise<BenchStack> {
  const workDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-'));
  const forgetWorkDir = onInterrupt(() => rmSync(workDir, { recursive: true, force: true }));
  const distDir = join(workDir, 'dist');
  const keys = deriveKeys(randomBytes(32).toString('hex'));
  const [appPort, backendPort] = [await freePort(), await freePort()];
  const appUrl = `http://localhost:${appPort}`;
  const backendUrl = `http://localhost:${backendPort}`;
  const configFor = (kind: BenchDatabase) => backendConfig(join(workDir, kind), backendPort, appUrl);

  let running: { kind: BenchDatabase; backend: RunningBackend; db: Database } | null = null;
  const prepared = new Set<BenchDatabase>();
  const stopBackend = async () => {
    if (!running) return;
    await running.backend.stop();
    await running.db.close();
    running = null;
  };

  /** Migrated and seeded the first time; the scale database also gets its synthetic ebooks and fresh statistics. */
  async function openPrepared(kind: BenchDatabase): Promise<Database> {
    const config = configFor(kind);
    const db = await openDatabase(config);
    if (prepared.has(kind)) return db;
    const started = performance.now();
    await migrate(db);
    await seedIfEmpty({ db, storageDir: config.storageDir, log: () => undefined });
    if (kind === 'scale' && scale > 0) await addScaleData(db, scale, () => undefined);
    await db.exec('analyze');
    prepared.add(kind);
    log(
      `  database "${kind}" ready (${kind === 'scale' ? `seed + ${scale} ebooks` : 'seed'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return db;
  }

  async function useDatabase(kind: BenchDatabase): Promise<Database> {
    if (running?.kind === kind) return running.db;
    await stopBackend();
    const db = await openPrepared(kind);
    const backend = await startBackend({ config: configFor(kind), db, keys, prepare: false });
    running = { kind, backend, db };
    return db;
  }

  let closePreview: (() => Promise<void>) | null = null;
  try {
    await useDatabase('seed');
    closePreview = await buildAndServeApp({ distDir, appPort, backendUrl, anonKey: keys.anonKey });
  } catch (error) {
    await stopBackend();
    rmSync(workDir, { recursive: true, force: true });
    forgetWorkDir();
    throw error;
  }

  return {
    appUrl,
    backendUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    distDir,
    useDatabase,
    async stop() {
      await Promise.allSettled([closePreview?.(), stopBackend()]);
      rmSync(workDir, { recursive: true, force: true });
      forgetWorkDir();
    },
  };
}

/** The backend's configuration over one scratch database's folder, on the bench's fixed address. */
function backendConfig(dataDir: string, port: number, siteUrl: string): BackendConfig {
  return { ...configFromEnv({}), host: 'localhost', port, dataDir, storageDir: join(dataDir, 'storage'), siteUrl };
}

/** Builds the app against the bench's backend and serves it as `npm start` does; returns how to stop serving it. */
async function buildAndServeApp({
  distDir,
  appPort,
  backendUrl,
  anonKey,
}: {
  distDir: string;
  appPort: number;
  backendUrl: string;
  anonKey: string;
}): Promise<() => Promise<void>> {
  // Variables already in the environment win over .env.local, so the build talks to this backend.
  Object.assign(process.env, {
    VITE_SUPABASE_URL: backendUrl,
    VITE_SUPABASE_ANON_KEY: anonKey,
    NODE_ENV: 'production',
  });
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: distDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: 'localhost', port: appPort, strictPort: true, open: false },
  });
  return () => server.close();
}
