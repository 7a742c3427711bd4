/**
 * `npm run backend`: the local Supabase-compatible backend on :54321, with the
 * database under .data/ (or DATABASE_URL), migrated and seeded on first start.
 */
import { startBackend } from './backend';
import { writeAppEnv } from './cli/writeAppEnv';
import { configFromEnv } from './config';

const config = configFromEnv();
const backend = await startBackend({ config, log: (line) => console.log(`[backend] ${line}`) });
writeAppEnv(backend.url, backend.keys.anonKey);

console.log(`Mentoria backend listening on ${backend.url}`);
console.log(`  database:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
console.log(`  anon key:     ${backend.keys.anonKey}`);
console.log(`  service key:  ${backend.keys.serviceRoleKey}`);
console.log('  app settings written to .env.local (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY)');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void backend.stop().finally(() => process.exit(0));
  });
}
