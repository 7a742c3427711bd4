import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, Queryable, QueryResult, TransactionOptions } from './database';
import { acquireDataFolderLock, isLockStale, lockFileOf, type DataFolderLock } from './dataFolderLock';
import { waitToStart, type StartConditions } from './connectionWait';
import { DatabaseUnavailableError } from './databaseUnavailable';
import type { QueryValue } from './pgliteProtocol';
import { compiledEngine, PgliteThread, type ThreadRequest } from './pgliteThread';

export interface PgliteOptions {
  /** A folder to keep the database in; omitted means a scratch folder of its own (see SCRATCH_PREFIX). */
  dataDir?: string;
  /**
   * The folder of a closed database to start from, copied into this one's
   * folder (tests clone the golden database this way: copying files and
   * reopening is faster than loading a dump).
   */
  copyFrom?: string;
  /** The folder's lock when the caller holds it already (db:reset takes it before deleting the folder). */
  lock?: DataFolderLock;
}

/**
 * A database without a folder of its own (tests' clones of the golden
 * database, the golden database itself, type generation) still lives in a
 * folder, a scratch one in the temp folder deleted at close: a watchdog
 * restart then means for it what it means for the data folder, the database
 * as of its last commit (PGlite recovers from its WAL), rather than a
 * database gone back to how it was opened. Scratch folders of processes that
 * died without closing are deleted by the next one that opens a database.
 */
const SCRATCH_PREFIX = 'mentoria-pglite-';

/** After this long, a close that a running statement keeps waiting ends the thread instead. */
const CLOSE_GRACE_MS = 2000;

/** A Postgres error as Postgres itself would have reported it, for isPostgresError and the services' mappings. */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

const statementTimedOut = () => postgresError('57014', 'canceling statement due to statement timeout');
const shutDown = () => postgresError('57P01', 'terminating connection due to administrator command');
const closedError = () => new DatabaseUnavailableError('connect', 'The database is closed');

function toResult<Row>(value: unknown): QueryResult<Row> {
  const { rows, affectedRows } = value as QueryValue;
  return { rows: rows as Row[], affectedRows };
}

/** Deletes scratch folders whose owner process is gone (it crashed or was killed before closing). */
function sweepAbandonedScratch(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(SCRATCH_PREFIX)) continue;
    const folder = join(tmpdir(), entry);
    if (isLockStale(lockFileOf(join(folder, 'pglite')))) rmSync(folder, { recursive: true, force: true });
  }
}

const openScratchFolders = new Set<string>();
process.once('exit', () => {
  for (const folder of openScratchFolders) rmSync(folder, { recursive: true, force: true });
});

/**
 * PGlite in a worker thread (pgliteWorker.ts). Postgres in PGlite has no
 * statement timeout (no timer interrupts WebAssembly), so a pathological
 * statement would run for ever; on the server's own thread it would stall
 * every request and even SIGTERM. Here a watchdog ends the worker when a
 * statement outlives its transaction's timeout: that statement fails with
 * 57014 as Postgres would report it, the worker starts again on the same
 * folder (PGlite recovers to the last commit from its WAL, as after a
 * crash), and the work queued behind it runs on the new worker. Statements
 * without a timeout (the superuser's: migrations, seed, the auth service)
 * are never ended.
 *
 * PGlite has a single connection: statements and transactions take turns in
 * arrival order.
 */
export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private thread: PgliteThread | null = null;
  private starting: Promise<PgliteThread> | null = null;
  private turn: Promise<void> = Promise.resolve();
  private statementsRunning = 0;
  private closed = false;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(
    private readonly dataDir: string,
    private readonly lock: DataFolderLock,
    private readonly scratchFolder: string | null,
  ) {}

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    let scratchFolder: string | null = null;
    let dataDir = options.dataDir;
    if (!dataDir) {
      sweepAbandonedScratch();
      scratchFolder = mkdtempSync(join(tmpdir(), SCRATCH_PREFIX));
      openScratchFolders.add(scratchFolder);
      dataDir = join(scratchFolder, 'pglite');
    }
    const lock = options.lock ?? acquireDataFolderLock(dataDir);
    const db = new PgliteDatabase(dataDir, lock, scratchFolder);
    try {
      if (options.copyFrom) cpSync(options.copyFrom, dataDir, { recursive: true });
      mkdirSync(dataDir, { recursive: true });
      await db.ready();
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return this.exclusive(async () =>
      toResult<Row>(await this.run(await this.ready(), { op: 'query', sql, params }, 0)),
    );
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const timeoutMs = options.statementTimeoutMs ?? 0;
    return this.exclusive(async () => {
      const thread = await this.ready();
      const run = (request: ThreadRequest) => this.run(thread, request, timeoutMs);
      await run({ op: 'begin' });
      let value: T;
      try {
        value = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) =>
            toResult<Row>(await run({ op: 'query', sql, params })),
        });
      } catch (error) {
        // A thread the watchdog ended took the transaction with it: nothing to roll back.
        if (!thread.stopped) await run({ op: 'rollback' }).catch(() => undefined);
        throw error;
      }
      await run({ op: 'commit' });
      return value;
    }, options);
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.exclusive(async () => this.run(await this.ready(), { op: 'listen', channel }, 0));
    }
    callbacks.add(onNotify);
    return async () => {
      callbacks.delete(onNotify);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (this.closed) return;
      await this.exclusive(async () => this.run(await this.ready(), { op: 'unlisten', channel }, 0));
    };
  }

  async exec(sql: string): Promise<void> {
    await this.exclusive(async () => this.run(await this.ready(), { op: 'exec', sql }, 0));
  }

  /**
   * Closes PGlite cleanly when it is idle. A statement still running (one
   * without a timeout, at shutdown) is not waited for beyond a short grace:
   * the thread is ended under it, which PGlite survives as it survives a crash.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const thread = this.thread ?? (await this.starting?.catch(() => null)) ?? null;
    if (thread && !thread.stopped) {
      if (this.statementsRunning === 0) {
        const closing = thread.request({ op: 'close' }).catch(() => undefined);
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([closing, new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS)))]);
        clearTimeout(grace);
      }
      await thread.terminate(shutDown());
    }
    this.thread = null;
    this.lock.release();
    if (this.scratchFolder) {
      rmSync(this.scratchFolder, { recursive: true, force: true });
      openScratchFolders.delete(this.scratchFolder);
    }
  }

  /**
   * Runs `work` when every earlier statement and transaction has finished
   * (the single connection's turn), unless its client goes or the wait runs
   * out first: then it gives up its place without taking its turn.
   */
  private async exclusive<T>(work: () => Promise<T>, start: StartConditions = {}): Promise<T> {
    const previous = this.turn;
    let done!: () => void;
    this.turn = new Promise<void>((resolve) => (done = resolve));
    try {
      await waitToStart(previous, start);
    } catch (error) {
      // Those queued behind still come after those ahead: the turn passes on when it comes.
      void previous.then(done);
      throw error;
    }
    try {
      return await work();
    } finally {
      done();
    }
  }

  /** The running worker, started (or started again after the watchdog ended one) if need be. */
  private ready(): Promise<PgliteThread> {
    if (this.closed) return Promise.reject(closedError());
    if (this.thread && !this.thread.stopped) return Promise.resolve(this.thread);
    this.starting ??= this.start().finally(() => (this.starting = null));
    return this.starting;
  }

  private async start(): Promise<PgliteThread> {
    const previous = this.thread;
    await previous?.exited;
    const thread = new PgliteThread((channel, payload) => {
      for (const callback of this.listeners.get(channel) ?? []) callback(payload);
    });
    try {
      await thread.request({ op: 'open', options: { dataDir: this.dataDir, engine: await compiledEngine() } });
      for (const channel of this.listeners.keys()) await thread.request({ op: 'listen', channel });
    } catch (error) {
      await thread.terminate(new DatabaseUnavailableError('connect', 'The database did not open'));
      throw new DatabaseUnavailableError('connect', `The database in ${this.dataDir} did not open: ${String(error)}`, {
        cause: error,
      });
    }
    if (this.closed) {
      await thread.terminate(closedError());
      throw closedError();
    }
    this.thread = thread;
    // Notifications sent while no worker listened are lost: say so, as a reconnected listener does.
    if (previous) for (const callbacks of this.listeners.values()) for (const callback of callbacks) callback('');
    return thread;
  }

  /** Sends one request to the worker, watched by the watchdog when it has a timeout. */
  private async run(thread: PgliteThread, request: ThreadRequest, timeoutMs: number): Promise<unknown> {
    if (this.closed) throw closedError();
    this.statementsRunning++;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      const reply = thread.request(request);
      if (timeoutMs <= 0) return await reply;
      const timedOut = new Promise<never>((_, reject) => {
        watchdog = setTimeout(() => {
          reject(statementTimedOut());
          void this.restart(thread);
        }, timeoutMs);
      });
      return await Promise.race([reply, timedOut]);
    } finally {
      clearTimeout(watchdog);
      this.statementsRunning--;
    }
  }

  /** Ends a worker whose statement outlived its timeout, and starts the next one at once. */
  private async restart(thread: PgliteThread): Promise<void> {
    await thread.terminate(statementTimedOut());
    if (this.closed || this.thread !== thread) return;
    await this.ready().catch(() => undefined);
  }
}
