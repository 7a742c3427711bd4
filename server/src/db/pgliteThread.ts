import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../shared/paths';
import { DatabaseUnavailableError } from './databaseUnavailable';
import { deserializeError, type WorkerReply, type WorkerRequest } from './pgliteProtocol';

/** A request without its id, which the thread assigns. */
export type ThreadRequest = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * The worker is TypeScript like the rest of the server. A worker thread does
 * not inherit the loader that runs this file (tsx, or jest's transform), so
 * it starts from a line of JavaScript that loads the worker through tsx's API.
 */
function bootstrapSource(): string {
  const root = projectRoot();
  const tsxApi = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx/esm/api')).href;
  const worker = pathToFileURL(join(root, 'server', 'src', 'db', 'pgliteWorker.ts')).href;
  // tsx ships its API as index.cjs and index.mjs side by side; only the ES module one can import the worker.
  return `import(${JSON.stringify(tsxApi.replace(/\.cjs$/, '.mjs'))})
    .then((tsx) => tsx.tsImport(${JSON.stringify(worker)}, ${JSON.stringify(worker)}))`;
}

let engine: Promise<WebAssembly.Module> | undefined;

/** PGlite's Postgres, compiled once per process and handed to each worker. */
export function compiledEngine(): Promise<WebAssembly.Module> {
  engine ??= (async () => {
    const pglite = createRequire(join(projectRoot(), 'package.json')).resolve('@electric-sql/pglite');
    return WebAssembly.compile(await readFile(join(dirname(pglite), 'pglite.wasm')));
  })();
  return engine;
}

/** One PGlite worker thread: requests in, replies out, and a way to end it at once. */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private ended: Error | null = null;
  /** Settles once the thread has really gone, so a new one never opens the folder while the old one still runs. */
  readonly exited: Promise<void>;

  constructor(onNotification: (channel: string, payload: string) => void) {
    this.worker = new Worker(bootstrapSource(), { eval: true, execArgv: [] });
    // An idle worker must not keep the process alive (scripts end when their work does);
    // one with requests in flight must, or the process could exit while awaiting a reply.
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (message: WorkerReply) => {
      if (message.kind === 'notification') return onNotification(message.channel, message.payload);
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(deserializeError(message.error));
    });
    this.worker.on('error', (error) => this.fail(new DatabaseUnavailableError('connection', error.message)));
    this.worker.on('exit', (code) =>
      this.fail(new DatabaseUnavailableError('connection', `The database thread stopped (exit code ${code})`)),
    );
  }

  /** Whether the thread has stopped (terminated, crashed or closed); a stopped thread answers nothing more. */
  get stopped(): boolean {
    return this.ended !== null;
  }

  request(request: ThreadRequest): Promise<unknown> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Ends the thread now, wherever its statement is; what was waiting for a reply fails with `reason`. */
  async terminate(reason: Error): Promise<void> {
    this.fail(reason);
    await this.worker.terminate();
    await this.exited;
  }

  private fail(reason: Error): void {
    this.ended ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(this.ended);
    this.pending.clear();
  }
}
