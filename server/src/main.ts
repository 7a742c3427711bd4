/**
 * `npm run backend`: the local Supabase-compatible backend on :54321, with the
 * database under .data/ (or DATABASE_URL), migrated and seeded on first start.
 */
import { startBackend } from './backend';
import { writeAppEnv } from './cli/writeAppEnv';
import { configFromEnv } from './shared/config';
import { DataFolderLockedError } from './db/dataFolderLock';

const config = configFromEnv();
const backend = await startBackend({ config, log: (line) => console.log(`[backend] ${line}`) }).catch(
  (error: unknown) => {
    // Another backend on the same data folder is an expected situation: say so plainly.
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(`Mentoria backend not started: ${error.message}`);
    process.exit(1);
  },
);
writeAppEnv(backend.url, backend.keys.anonKey);

console.log(`Mentoria backend listening on ${backend.url}`);
console.log(`  database:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
console.log(`  anon key:     ${backend.keys.anonKey}`);
console.log(`  service key:  ${backend.keys.serviceRoleKey}`);
console.log('  app settings written to .env.local (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY)');

/**
 * Stops on SIGINT or SIGTERM: closes the listener and the database (ending a
 * statement still running, see backend.stop). Should stopping itself hang,
 * the process exits anyway after a few seconds, and at once on a second signal.
 */
const STOP_DEADLINE_MS = 5000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      console.error(`[backend] did not stop within ${STOP_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[backend] stopping failed:', error);
        process.exit(1);
      },
    );
  });
}
