/**
 * Writes the backend acknowledged survive a crash: the backend runs as its own
 * process on a data folder, answers a series of writes, is killed with SIGKILL
 * (no shutdown code runs), restarts on the same data, and every acknowledged
 * write is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deriveKeys } from '../../server/src/shared/keys';
import { makeClient, TEST_JWT_SECRET } from '../support/backendHarness';
import { withDatabase } from '../support/goldenDatabase';
import { freePort } from '../../scripts/lib/freePort';

const keys = deriveKeys(TEST_JWT_SECRET);
const postgresUrl = process.env.TEST_DATABASE_URL;
const databaseName = `mentoria_durability_${process.pid}`;
let dataDir: string;

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MENTORIA_DATA_DIR: dataDir,
      MENTORIA_SEED: 'off',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: postgresUrl ? withDatabase(postgresUrl, databaseName) : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}:\n${output}`)));
  });
  return child;
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
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
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
    second.kill('SIGKILL');
    await new Promise((resolve) => second.once('exit', resolve));
  }
}, 180_000);
