import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * One process at a time per PGlite folder. PGlite is Postgres in single-user
 * mode: it has no postmaster.pid check of its own, and two processes writing
 * one folder silently lose acknowledged writes. The lock is a file beside the
 * folder (`<folder>.lock`, so deleting the folder in db:reset keeps it) that
 * holds the owner's pid. A process that crashed leaves the file behind; the
 * next starter sees that the pid is not alive and takes the lock over.
 */
export interface DataFolderLock {
  readonly folder: string;
  readonly file: string;
  release(): void;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly file: string,
    readonly ownerPid: number,
  ) {
    const owner = ownerPid === process.pid ? `this process (pid ${ownerPid})` : `process ${ownerPid}`;
    super(
      `The database folder ${folder} is already open in ${owner}. ` +
        `Stop that backend first; if no backend is running, delete ${file}.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

/** Lock files taken by this process, so that a file naming our own pid is told apart from a stale one with a reused pid. */
const heldByThisProcess = new Set<string>();

export const lockFileOf = (folder: string) => `${folder}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or null when it is unreadable or half-written. */
function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Deletes the file unless another starter removed it first. */
function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Whether the lock file names no live owner (its folder may be cleaned up or taken over). */
export function isLockStale(file: string): boolean {
  const pid = ownerOf(file);
  if (pid === null) return false;
  if (pid === process.pid) return !heldByThisProcess.has(file);
  return !isAlive(pid);
}

/** Takes the folder's lock or throws DataFolderLockedError naming the process that holds it. */
export function acquireDataFolderLock(folder: string): DataFolderLock {
  const file = lockFileOf(folder);
  mkdirSync(dirname(file), { recursive: true });
  // A few rounds: each stale file removed may race with another starter's fresh one.
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      // 'wx' fails if the file exists, so of two starters racing exactly one creates it.
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner === null) {
        // Created but not yet written by a starter this instant: give it a moment. Still
        // empty after that, it was left by a starter that died between create and write.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        if (ownerOf(file) === null) removeIfPresent(file);
        continue;
      }
      if (!isLockStale(file)) throw new DataFolderLockedError(folder, file, owner);
      // The owner is gone. Remove its file only if it still names that owner, so a
      // starter that took the lock over a moment ago keeps it.
      if (ownerOf(file) === owner) removeIfPresent(file);
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    heldByThisProcess.add(file);
    let released = false;
    return {
      folder,
      file,
      release() {
        if (released) return;
        released = true;
        heldByThisProcess.delete(file);
        if (ownerOf(file) === process.pid) removeIfPresent(file);
      },
    };
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands`);
}
