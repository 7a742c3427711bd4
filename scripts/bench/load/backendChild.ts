/**
 * The backend the load section puts under load, run as a child process so the
 * load generator and the server never share an event loop. It is
 * server/src/main.ts with two differences that keep the section short and
 * harmless: it never writes .env.local (a benchmark must not repoint the
 * developer's app), and it seeds the seed's rows without rendering its files
 * (covers and PDFs take ~20 s to draw and no request of the load reads them).
 * Configuration comes from the environment as for main.ts (MENTORIA_DATA_DIR,
 * DATABASE_URL, JWT_SECRET, HOST, PORT).
 *
 * When it listens it prints one line, `MENTORIA_LOAD_BACKEND_READY {"url":…}`,
 * and serves until SIGTERM or SIGINT, or until its standard input closes (so it
 * never outlives a parent that died).
 */
import { startBackend } from '../../../server/src/backend';
import { migrate } from '../../../server/src/db/migrate';
import { openDatabase } from '../../../server/src/db/openDatabase';
import { buildSeedPlan } from '../../../server/src/seed/plan';
import { planStatements } from '../../../server/src/seed/planStatements';
import { configFromEnv } from '../../../server/src/shared/config';
import { BACKEND_READY_MARKER } from './childBackend';

async function main() {
  const config = configFromEnv();
  const db = await openDatabase(config);
  await migrate(db);
  const plan = buildSeedPlan();
  await db.transaction(async (tx) => {
    for (const statement of planStatements(plan)) {
      await tx.query(statement.sql, statement.rows === null ? [] : [JSON.stringify(statement.rows)]);
    }
  });
  const backend = await startBackend({ config, db, prepare: false });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Should stopping hang, the parent's kill deadline ends the process anyway.
    backend
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[backend] stopping failed:', error);
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  console.log(`${BACKEND_READY_MARKER} ${JSON.stringify({ url: backend.url })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
