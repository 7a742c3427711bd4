/**
 * PGlite's own thread. PGlite is Postgres compiled to WebAssembly and runs a
 * statement synchronously on the thread that calls it, so a slow statement
 * here blocks this worker, never the server's event loop, and the server can
 * end the worker when a statement outlives its timeout (pgliteDatabase.ts).
 * Requests are handled one at a time in arrival order; the server sends them
 * one at a time anyway, as PGlite has a single connection.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { serializeError, type OpenOptions, type WorkerReply, type WorkerRequest } from './pgliteProtocol';

const extensions = { pg_trgm, pgcrypto, uuid_ossp };
type Engine = PGlite;

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (see pgliteThread.ts)');

let pg: Engine | undefined;
const unlistens = new Map<string, () => Promise<void>>();

/**
 * The transaction BEGIN opened and COMMIT or ROLLBACK will end. It runs inside
 * PGlite's own transaction(), so a COMMIT of a failed transaction throws as
 * PGlite reports it (rather than quietly rolling back).
 */
let open: { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> } | undefined;
const ROLLBACK = Symbol('rollback');

async function openDatabase(options: OpenOptions): Promise<void> {
  pg = await PGlite.create({
    dataDir: options.dataDir,
    pgliteWasmModule: options.engine,
    extensions,
    // Durability: every COMMIT is flushed to disk before the request is answered.
    relaxedDurability: false,
  });
}

function engine(): Engine {
  if (!pg) throw new Error('The database is not open');
  return pg;
}

async function begin(): Promise<void> {
  if (open) throw new Error('A transaction is already open');
  await new Promise<void>((started, failed) => {
    const ended = engine()
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            open = { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), ended };
            started();
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    // BEGIN itself failed: no transaction to end.
    ended.catch(failed);
  });
}

async function end(commit: boolean): Promise<void> {
  const current = open;
  if (!current) throw new Error('No transaction is open');
  open = undefined;
  current.end(commit);
  await current.ended;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return openDatabase(request.options);
    case 'query': {
      const result = await (open?.tx ?? engine()).query(request.sql, request.params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    case 'exec':
      await engine().exec(request.sql);
      return undefined;
    case 'begin':
      return begin();
    case 'commit':
      return end(true);
    case 'rollback':
      return end(false);
    case 'listen': {
      const unlisten = await engine().listen(request.channel, (payload) =>
        post({ kind: 'notification', channel: request.channel, payload }),
      );
      unlistens.set(request.channel, unlisten);
      return undefined;
    }
    case 'unlisten':
      await unlistens.get(request.channel)?.();
      unlistens.delete(request.channel);
      return undefined;
    case 'close':
      await pg?.close();
      pg = undefined;
      return undefined;
  }
}

function post(message: WorkerReply): void {
  port!.postMessage(message);
}

let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    try {
      post({ kind: 'reply', id: request.id, ok: true, value: await handle(request) });
    } catch (error) {
      post({ kind: 'reply', id: request.id, ok: false, error: serializeError(error) });
    }
  });
});
