/**
 * bcrypt off the event loop. bcryptjs is plain JavaScript: a cost-10 hash keeps the
 * thread busy for tens of milliseconds, so a flood of sign-ins hashed on the event loop
 * (or in bcryptjs's async mode, which only slices the same work) stalls every other
 * request. A few worker threads run it instead; the hashes stay bcrypt ($2a/$2b), so
 * hosted seed users, pgcrypto and GoTrue keep agreeing with this backend.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../shared/paths';

type Job = { kind: 'hash'; password: string; cost: number } | { kind: 'compare'; password: string; hash: string };

interface QueuedJob {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's whole program, run as CommonJS from a string: the same source then works
 * under tsx, jest (which compiles to CommonJS) and plain node, with no file to locate.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result = job.kind === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

/** One core stays with the event loop (and PGlite, which runs on it); the rest hash, up to four. */
export const HASH_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

class Hasher {
  private running: QueuedJob | undefined;
  private readonly worker: Worker;

  constructor(
    bcryptPath: string,
    private readonly onIdle: (hasher: Hasher) => void,
    private readonly onDead: (hasher: Hasher) => void,
  ) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    // An idle pool must not keep a finished process (a script, a test run) alive.
    this.worker.unref();
    this.worker.on('message', (message: { result?: string | boolean; error?: string }) => {
      const done = this.running;
      this.running = undefined;
      this.worker.unref();
      if (message.error !== undefined || message.result === undefined) {
        done?.reject(new Error(`password hashing failed: ${message.error ?? 'no result'}`));
      } else {
        done?.resolve(message.result);
      }
      this.onIdle(this);
    });
    let dead = false;
    // 'error' is followed by 'exit': the worker is replaced once.
    const die = (error: Error) => {
      if (dead) return;
      dead = true;
      this.running?.reject(error);
      this.running = undefined;
      this.onDead(this);
    };
    this.worker.on('error', die);
    this.worker.on('exit', (code) => die(new Error(`password hashing worker exited with code ${code}`)));
  }

  run(queued: QueuedJob): void {
    this.running = queued;
    this.worker.ref();
    this.worker.postMessage(queued.job);
  }
}

/** A fixed number of workers, started on first use, and a queue of jobs waiting for one. */
class HashPool {
  private readonly idle: Hasher[] = [];
  private readonly waiting: QueuedJob[] = [];
  private started = 0;
  private bcryptPath: string | undefined;

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const hasher = this.idle.pop() ?? this.startWorker();
      if (!hasher) return;
      const next = this.waiting.shift();
      if (next) hasher.run(next);
    }
  }

  private startWorker(): Hasher | undefined {
    if (this.started >= HASH_WORKERS) return undefined;
    // bcryptjs's CommonJS build, found from the project (as migrations are), not from this module's URL.
    this.bcryptPath ??= createRequire(join(projectRoot(), 'package.json')).resolve('bcryptjs');
    this.started += 1;
    return new Hasher(
      this.bcryptPath,
      (hasher) => {
        this.idle.push(hasher);
        this.dispatch();
      },
      (hasher) => {
        const at = this.idle.indexOf(hasher);
        if (at >= 0) this.idle.splice(at, 1);
        this.started -= 1;
        this.dispatch();
      },
    );
  }
}

const pool = new HashPool();

export async function bcryptHash(password: string, cost: number): Promise<string> {
  return (await pool.run({ kind: 'hash', password, cost })) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await pool.run({ kind: 'compare', password, hash })) as boolean;
}
