/**
 * `npm start`: the local backend on :54321 (seeded on first start), then a
 * production build of the app served on :5173. With VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY already set (a hosted project), no local backend starts.
 */
import { build, preview } from 'vite';
import { localMailboxUrl } from '../server/src/auth/mailboxRoutes';
import { startBackend } from '../server/src/backend';
import { writeAppEnv } from '../server/src/cli/writeAppEnv';
import { DEMO_ACCOUNT } from '../server/src/seed/people';
import { configFromEnv } from '../server/src/shared/config';

const hosted = Boolean(process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_ANON_KEY);
let stopBackend: (() => Promise<void>) | null = null;

if (!hosted) {
  console.log('Starting the local backend (the first start migrates and seeds it)…');
  const backend = await startBackend({ config: configFromEnv(), log: (line) => console.log(`[backend] ${line}`) });
  writeAppEnv(backend.url, backend.keys.anonKey);
  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.keys.anonKey;
  stopBackend = backend.stop;
  console.log(`Backend on ${backend.url}`);
  console.log(`Mail it sends (reset links, magic links): ${localMailboxUrl(backend.url)}`);
}

console.log('Building the app…');
await build({ logLevel: 'warn' });
const server = await preview({});
console.log(`\nMentoria is running on ${server.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}`);
if (!hosted) console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([server.close(), stopBackend?.()]).then(() => process.exit(0));
  });
}
