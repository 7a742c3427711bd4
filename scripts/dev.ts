/** `npm run dev`: the local backend on :54321 and Vite's dev server with hot reload on :5173. */
import { createServer } from 'vite';
import { localMailboxUrl } from '../server/src/auth/mailboxRoutes';
import { startBackend } from '../server/src/backend';
import { writeAppEnv } from '../server/src/cli/writeAppEnv';
import { configFromEnv } from '../server/src/shared/config';

const backend = await startBackend({ config: configFromEnv(), log: (line) => console.log(`[backend] ${line}`) });
writeAppEnv(backend.url, backend.keys.anonKey);
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.keys.anonKey;

const vite = await createServer({});
await vite.listen();
vite.printUrls();
console.log(`  Mailbox of the local backend (reset links, magic links): ${localMailboxUrl(backend.url)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([vite.close(), backend.stop()]).then(() => process.exit(0));
  });
}
