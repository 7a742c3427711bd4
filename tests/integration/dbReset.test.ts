/**
 * `npm run db:reset` on a fresh clone, where the data folder does not exist
 * yet: it creates it, migrates and seeds, and leaves no lock behind.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockFileOf } from '../../server/src/db/dataFolderLock';
import { pgliteFolder } from '../../server/src/db/openDatabase';

// The PGlite data folder is what a fresh clone lacks; with DATABASE_URL there is none to create.
const pgliteOnly = process.env.TEST_DATABASE_URL ? test.skip : test;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mentoria-reset-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function dbReset(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/dbReset.ts'], {
    env: { ...process.env, MENTORIA_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

pgliteOnly(
  'db:reset creates a data folder that does not exist yet, migrated and seeded',
  async () => {
    const dataDir = join(root, 'fresh-clone', '.data');
    const { code, output } = await dbReset(dataDir);
    expect({ code, output }).toMatchObject({ code: 0 });
    expect(output).toContain('applied');
    expect(existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'storage'))).toBe(true);
    expect(existsSync(lockFileOf(pgliteFolder(dataDir)))).toBe(false);
  },
  300_000,
);
