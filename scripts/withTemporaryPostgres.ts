/**
 * Runs one command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL
 * server (started from the machine's PostgreSQL, removed afterwards), so a
 * developer can run some integration tests over PostgreSQL as `npm test` does:
 *   npx tsx scripts/withTemporaryPostgres.ts npx jest --selectProjects integration tests/integration/rest.test.ts
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startTemporaryPostgres } from './lib/temporaryPostgres';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: tsx scripts/withTemporaryPostgres.ts <command> [args…]');
    process.exit(2);
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
    process.exit(2);
  }
  const server = await startTemporaryPostgres(bin);
  let status: number;
  try {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url },
    });
    status = result.status ?? 1;
  } finally {
    server.stop();
  }
  process.exit(status);
}

void main();
