/**
 * Writes the backend acknowledged survive a crash: the backend runs as its own
 * process on a data folder, answers a series of writes, is killed with SIGKILL
 * (no shutdown code runs), restarts on the same data, and every acknowledged
 * write is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deriveKeys } from '../../server/src/shared/keys';
import { makeClient, TEST_JWT_SECRET } from '../support/backendHarness';
import { kill, listening, spawnBackend, type BackendProcess } from '../support/backendProcess';
import { withDatabase } from '../support/goldenDatabase';
import { freePort } from '../../scripts/lib/freePort';

const keys = deriveKeys(TEST_JWT_SECRET);
const postgresUrl = process.env.TEST_DATABASE_URL;
const databaseName = `mentoria_durability_${process.pid}`;
let dataDir: string;

/** A backend process on this test's data folder (and its own database under PostgreSQL), once it listens. */
async function startProcess(port: number): Promise<BackendProcess> {
  const backend = spawnBackend({
    port,
    dataDir,
    ...(postgresUrl ? { databaseUrl: withDatabase(postgresUrl, databaseName) } : {}),
  });
  try {
    await listening(backend);
  } catch (error) {
    await kill(backend);
    throw error;
  }
  return backend;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mentoria-durability-'));
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: withDatabase(postgresUrl, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    await admin.end();
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: withDatabase(postgresUrl, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

test('every write acknowledged before a kill -9 is there after the restart', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = await startProcess(port);
  const client = makeClient(url, keys.anonKey);
  const emails = Array.from({ length: 25 }, (_, i) => `reader${i}@durable.test`);
  try {
    for (const email of emails) {
      const { status } = await client.from('newsletter_subscribers').insert({ email });
      expect(status).toBe(201);
    }
    const signUp = await client.auth.signUp({ email: 'durable@mentoria.test', password: 'durable-password' });
    expect(signUp.error).toBeNull();
  } finally {
    await kill(first);
  }

  const second = await startProcess(port);
  try {
    const service = makeClient(url, keys.serviceRoleKey);
    const { data, error } = await service.from('newsletter_subscribers').select('email').order('id');
    expect(error).toBeNull();
    expect(data!.map((row) => row.email)).toEqual(emails);
    const signIn = await makeClient(url, keys.anonKey).auth.signInWithPassword({
      email: 'durable@mentoria.test',
      password: 'durable-password',
    });
    expect(signIn.error).toBeNull();
  } finally {
    await kill(second);
  }
}, 180_000);
