/**
 * Backend load (README.md#performance): catalogue reads and review writes from many
 * concurrent clients on loopback, over PGlite and over PostgreSQL side by
 * side, then a check that every acknowledged review is stored exactly once.
 * It does not use ctx.useDatabase: each engine gets its own fresh backend, a
 * child process (so the load generator and the server do not share an event
 * loop), both started together and loaded one after the other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../server/src/shared/paths';
import { deriveKeys } from '../../../server/src/shared/keys';
import { findPostgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../../lib/temporaryPostgres';
import type { BenchContext } from '../context';
import { percentile, type SectionResult } from '../figures';
import { onInterrupt } from '../interrupted';
import { catalogueRequests, type AcknowledgedReview } from './catalogueMix';
import { startChildBackend, type ChildBackend } from './childBackend';
import { loadFigures, type EngineLoad, type EngineOutcome } from './loadFigures';
import { runLoad } from './loadRun';
import { catalogueSample, signedInReaders, type BackendKeys } from './loadSetup';
import { auditReviews, storedRunReviews } from './reviewAudit';

export interface LoadOptions {
  clients?: number;
  seconds?: number;
}

/**
 * Readers the clients write reviews as. A reader reviews a book once, so a run
 * has READERS × the catalogue's ebooks distinct reviews to write (25 × 160 =
 * 4,000 with the seed, well over the 2,262 PostgreSQL acknowledged in 20 s);
 * more readers would meet the auth service's limit of 30 requests from one
 * address while they sign in.
 */
const READERS = 25;
/** A short run first, so both engines are measured warm (schema cache, plans, JIT). */
const WARM_UP_SECONDS = 2;

type Engine = 'PGlite' | 'PostgreSQL';

/** What goes to bench/results.json besides the figures. */
interface EngineDetails {
  engine: Engine;
  requests?: { reads: number; writes: number };
  elapsedSeconds?: number;
  errorSamples?: string[];
  audit?: unknown;
  /** CPU in cores over the run: the load generator, and the backend's Node process (PostgreSQL's own not counted). */
  cores?: { generator: number; backend: number };
  loadAverage?: number[];
  unavailable?: string;
}

export async function loadSection(
  ctx: Pick<BenchContext, 'log'>,
  { clients = 50, seconds = 20 }: LoadOptions = {},
): Promise<SectionResult> {
  const root = projectRoot();
  const secret = randomBytes(32).toString('base64url');
  const keys = deriveKeys(secret);
  const workDir = mkdtempSync(join(tmpdir(), 'mentoria-load-'));
  const forgetWorkDir = onInterrupt(() => rmSync(workDir, { recursive: true, force: true }));
  const forgetOnInterrupt: (() => void)[] = [forgetWorkDir];
  let postgres: TemporaryPostgres | null = null;
  const backends: ChildBackend[] = [];
  try {
    let postgresUnavailable: string | null = null;
    const bin = findPostgresBin();
    if (!bin) postgresUnavailable = "PostgreSQL is not installed (Debian's postgresql package)";
    else {
      try {
        postgres = await startTemporaryPostgres(bin);
        // pg_ctl runs the server apart from this process: nothing else would stop it.
        const started = postgres;
        forgetOnInterrupt.push(onInterrupt(() => started.stop()));
      } catch (error) {
        postgresUnavailable = `PostgreSQL did not start: ${String(error).slice(0, 200)}`;
      }
    }

    ctx.log('load: starting a PGlite and a PostgreSQL backend (migrating and seeding each)');
    const startedAt = Date.now();
    const start = (name: string, databaseUrl: string) =>
      startChildBackend({
        projectRoot: root,
        env: { MENTORIA_DATA_DIR: join(workDir, name), DATABASE_URL: databaseUrl, JWT_SECRET: secret },
      }).then((backend) => {
        backends.push(backend);
        forgetOnInterrupt.push(onInterrupt(() => process.kill(backend.pid, 'SIGKILL')));
        return backend;
      });
    const [lite, pg] = await Promise.allSettled([
      start('pglite', ''),
      postgres ? start('postgres', postgres.url) : Promise.reject(new Error(postgresUnavailable ?? '')),
    ]);

    ctx.log(`load: backends started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const details: EngineDetails[] = [];
    const measure = async (engine: Engine, started: PromiseSettledResult<ChildBackend>): Promise<EngineOutcome> => {
      if (started.status === 'rejected') {
        const unavailable =
          engine === 'PostgreSQL' && postgresUnavailable ? postgresUnavailable : String(started.reason).slice(0, 300);
        details.push({ engine, unavailable });
        return { unavailable };
      }
      ctx.log(`load: ${clients} clients for ${seconds} s over ${engine}`);
      const measuredAt = Date.now();
      const { load, detail } = await loadOneBackend(started.value, keys, { clients, seconds });
      details.push({ engine, ...detail });
      ctx.log(
        `load: ${engine}: ${load.requestsPerSecond.toFixed(0)} req/s, ${load.errors} errors, ` +
          `${((Date.now() - measuredAt) / 1000).toFixed(1)} s with setup and audit`,
      );
      return { load };
    };
    const pgliteOutcome = await measure('PGlite', lite);
    const postgresOutcome = await measure('PostgreSQL', pg);
    return {
      figures: loadFigures(pgliteOutcome, postgresOutcome, { clients, seconds }),
      details: { clients, seconds, engines: details },
    };
  } finally {
    const stoppingAt = Date.now();
    await Promise.allSettled(backends.map((backend) => backend.stop()));
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
    for (const forget of forgetOnInterrupt) forget();
    ctx.log(`load: backends stopped in ${((Date.now() - stoppingAt) / 1000).toFixed(1)} s`);
  }
}

async function loadOneBackend(
  backend: ChildBackend,
  keys: BackendKeys,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<{ load: EngineLoad; detail: Omit<EngineDetails, 'engine'> }> {
  const readerTokens = await signedInReaders(backend.url, keys, READERS);
  const sample = await catalogueSample(backend.url, keys);
  const runId = randomBytes(6).toString('hex');
  const writes = { count: 0 };
  const mixFor = (marker: string, acknowledged: AcknowledgedReview[]) =>
    catalogueRequests({ anonKey: keys.anonKey, ...sample, readerTokens, writes, marker, acknowledged });

  await runLoad({
    baseUrl: backend.url,
    clients,
    seconds: WARM_UP_SECONDS,
    nextRequest: mixFor(`load warm-up ${runId}`, []),
  });

  const marker = `load run ${runId}`;
  const acknowledged: AcknowledgedReview[] = [];
  const cpuBefore = backend.cpuSeconds();
  const run = await runLoad({ baseUrl: backend.url, clients, seconds, nextRequest: mixFor(marker, acknowledged) });
  const backendCores = (backend.cpuSeconds() - cpuBefore) / run.elapsedSeconds;
  const loadAverage = loadavg();

  const crash = backend.crash();
  const audit = crash
    ? null
    : auditReviews(acknowledged, await storedRunReviews(backend.url, keys.serviceRoleKey, marker));
  const { read, write } = run.latencies;
  return {
    load: {
      requestsPerSecond: (read.length + write.length) / run.elapsedSeconds,
      readP50: percentile(read, 50),
      readP99: percentile(read, 99),
      writeP50: percentile(write, 50),
      writeP99: percentile(write, 99),
      errors: run.errorCount,
      audit,
      crash,
    },
    detail: {
      requests: { reads: read.length, writes: write.length },
      elapsedSeconds: run.elapsedSeconds,
      errorSamples: run.errorSamples,
      audit,
      cores: { generator: run.generatorCores, backend: backendCores },
      loadAverage,
    },
  };
}
