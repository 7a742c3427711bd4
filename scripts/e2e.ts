/**
 * The app as `npm start` serves it, for the end-to-end suite: the local backend
 * (migrated and seeded) and a production build served by `vite preview` — but on
 * free ports, over a fresh temporary data folder, with the build in a temporary
 * folder too, so a run never touches a developer's running app, data, dist/ or
 * .env.local. Playwright's global setup (e2e/globalSetup.ts) runs this as a
 * child process; it can also be run by hand (`npx tsx scripts/e2e.ts`) to look
 * at what the suite sees.
 *
 * When both servers listen it prints one line, `MENTORIA_E2E_READY {"appUrl":…,
 * "backendUrl":…,"anonKey":…,"serviceRoleKey":…}`, and then serves until SIGINT or SIGTERM, or until its
 * standard input closes (so it never outlives a parent that died), and removes
 * its temporary folder on the way out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { startBackend } from '../server/src/backend';
import { configFromEnv } from '../server/src/shared/config';
import { freePort } from './lib/freePort';

/** The line e2e/globalSetup.ts waits for; the JSON after it says where everything listens. */
const READY_MARKER = 'MENTORIA_E2E_READY';

interface E2eStack {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
  /** For tests that arrange data only an administrator may write (this stack's own throwaway key). */
  serviceRoleKey: string;
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'mentoria-e2e-'));
  const dataDir = join(workDir, 'data');
  const outDir = join(workDir, 'dist');
  const stops: Array<() => Promise<unknown>> = [];
  let stopping = false;

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(stops.reverse().map((close) => close()));
    rmSync(workDir, { recursive: true, force: true });
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();

  try {
    const appPort = Number(process.env.APP_PORT) || (await freePort());
    const appUrl = `http://localhost:${appPort}`;

    // The backend's SITE_URL is the app, so the Google stand-in sends the browser back there.
    const backend = await startBackend({
      config: { ...configFromEnv(), port: 0, dataDir, storageDir: join(dataDir, 'storage'), siteUrl: appUrl },
      log: (line) => console.log(`[backend] ${line}`),
    });
    stops.push(backend.stop);

    // Variables already in the environment win over .env.local, so the build talks to this backend.
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.keys.anonKey;
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { host: 'localhost', port: appPort, strictPort: true, open: false },
    });
    stops.push(() => server.close());

    const stack: E2eStack = {
      appUrl,
      backendUrl: backend.url,
      anonKey: backend.keys.anonKey,
      serviceRoleKey: backend.keys.serviceRoleKey,
    };
    console.log(`${READY_MARKER} ${JSON.stringify(stack)}`);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stop(1);
  }
}

await main();
