/**
 * The backend as a process: it stops on SIGTERM even while a statement
 * runs (PGlite used to run statements on the server's own thread, where
 * nothing could interrupt them; PostgreSQL's are cancelled), and a second backend on the
 * same PGlite data folder refuses to start instead of losing writes.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/freePort';
import { deriveKeys } from '../../server/src/shared/keys';
import { TEST_JWT_SECRET } from '../support/backendHarness';
import { exitWithin, kill, listening, spawnBackend, type BackendProcess } from '../support/backendProcess';
import { cloneGolden, handleFromEnv, withDatabase } from '../support/goldenDatabase';

const keys = deriveKeys(TEST_JWT_SECRET);
const handle = handleFromEnv();
const onPostgres = Boolean(handle.postgresUrl);
const databaseName = `mentoria_process_${process.pid}`;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
const started: BackendProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mentoria-process-'));
  if (onPostgres) {
    const clone = await cloneGolden(handle, databaseName);
    await clone.db.close();
    dropDatabase = clone.drop;
  } else {
    // The seeded golden cluster, so that the pathological filter has long descriptions to chew on.
    cpSync(handle.pgliteDir!, join(dataDir, 'pglite'), { recursive: true });
  }
});

afterAll(async () => {
  await Promise.all(started.map(kill));
  // Dropping with (force) also ends the runaway statement the first test left on the server.
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ backend: BackendProcess; url: string }> {
  const port = await freePort();
  const backend = spawnBackend({
    port,
    dataDir,
    ...(handle.postgresUrl ? { databaseUrl: withDatabase(handle.postgresUrl, databaseName) } : {}),
  });
  started.push(backend);
  return { backend, url: `http://127.0.0.1:${port}` };
}

const PATHOLOGICAL = `MentoriaDatabase?select=ID&Description=match.${encodeURIComponent('(.*)(.*)(.*)\\3\\2\\1x')}`;

test('SIGTERM stops the backend within seconds while a statement runs, answering its request 503', async () => {
  const { backend, url } = await start();
  await listening(backend);
  // A service_role request may run 8 s: stopping does not wait for it, nor leave it unanswered.
  const answer = fetch(`${url}/rest/v1/${PATHOLOGICAL}`, {
    headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
  }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    (error: unknown) => ({ status: 0, body: String(error) }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  backend.child.kill('SIGTERM');
  expect(await exitWithin(backend, 15_000)).toBe(0);
  expect(await answer).toMatchObject({ status: 503, body: { code: '57P01' } });
}, 150_000);

const pgliteOnly = onPostgres ? test.skip : test;

// With DATABASE_URL the server itself serves any number of backends: there is no folder to lock.
pgliteOnly(
  'a second backend on the same data folder refuses to start, and starts once the first has stopped',
  async () => {
    const first = await start();
    await listening(first.backend);

    const second = await start();
    expect(await exitWithin(second.backend, 90_000)).toBe(1);
    expect(second.backend.output()).toContain(join(dataDir, 'pglite'));
    expect(second.backend.output()).toContain(`process ${first.backend.child.pid}`);

    // The first one still serves.
    const health = await fetch(`${first.url}/rest/v1/categories?select=name&name=eq.All`, {
      headers: { apikey: keys.anonKey },
    });
    expect(health.status).toBe(200);

    first.backend.child.kill('SIGTERM');
    expect(await exitWithin(first.backend, 15_000)).toBe(0);
    const third = await start();
    await listening(third.backend);
  },
  240_000,
);
