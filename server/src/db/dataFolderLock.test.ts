import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataFolderLock, DataFolderLockedError, lockFileOf } from './dataFolderLock';

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mentoria-lock-'));
  folder = join(root, 'data', 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  return pid!;
}

test('the lock is a file beside the folder naming the holder, gone once released', () => {
  const lock = acquireDataFolderLock(folder);
  expect(readFileSync(lockFileOf(folder), 'utf8').trim()).toBe(String(process.pid));
  lock.release();
  expect(existsSync(lockFileOf(folder))).toBe(false);
});

test('a folder can be locked once: a second opener is refused with the folder and the holder’s pid', () => {
  const lock = acquireDataFolderLock(folder);
  let refusal: unknown;
  try {
    acquireDataFolderLock(folder);
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(DataFolderLockedError);
  expect((refusal as Error).message).toContain(folder);
  expect((refusal as Error).message).toContain(`pid ${process.pid}`);
  lock.release();
  acquireDataFolderLock(folder).release();
});

test('another live process’s lock is respected', () => {
  acquireDataFolderLock(folder).release();
  // The parent of this process is alive and is not this process.
  writeFileSync(lockFileOf(folder), `${process.ppid}\n`);
  expect(() => acquireDataFolderLock(folder)).toThrow(`process ${process.ppid}`);
});

test('a lock left by a process that died is taken over', () => {
  acquireDataFolderLock(folder).release();
  writeFileSync(lockFileOf(folder), `${deadPid()}\n`);
  const lock = acquireDataFolderLock(folder);
  expect(readFileSync(lockFileOf(folder), 'utf8').trim()).toBe(String(process.pid));
  lock.release();
});

test('a lock file left empty by a starter that died before writing its pid is taken over', () => {
  acquireDataFolderLock(folder).release();
  writeFileSync(lockFileOf(folder), '');
  acquireDataFolderLock(folder).release();
});
