/**
 * The section's figures from its two runs: PGlite beside PostgreSQL, the
 * reference (the engine a hosted project runs on), ratio = PGlite ÷ PostgreSQL.
 */
import type { Figure } from '../figures';
import { READS_PER_WRITE } from './mixShape';
import type { ReviewAudit } from './reviewAudit';

/** What one engine's run measured. */
export interface EngineLoad {
  requestsPerSecond: number;
  readP50: number | null;
  readP99: number | null;
  writeP50: number | null;
  writeP99: number | null;
  /** Non-2xx answers, wrong bodies, network errors and timeouts. */
  errors: number;
  /** null when the reviews could not be read back (the backend had crashed). */
  audit: ReviewAudit | null;
  /** Why the backend stopped during the run, or null. */
  crash: string | null;
}

/** A run, or why it could not be made (PostgreSQL not installed, a backend that did not start). */
export type EngineOutcome = { load: EngineLoad } | { unavailable: string };

const loadOf = (outcome: EngineOutcome): EngineLoad | null => ('load' in outcome ? outcome.load : null);

/** The error-like counts whose goal is 0: a crash counts as not met whatever the count. */
function meetsZero(outcome: EngineOutcome, count: (load: EngineLoad) => number | null, required: boolean): boolean {
  const load = loadOf(outcome);
  if (!load) return !required;
  return load.crash === null && count(load) === 0;
}

export function loadFigures(
  pglite: EngineOutcome,
  postgres: EngineOutcome,
  { clients, seconds }: { clients: number; seconds: number },
): Figure[] {
  const [lite, pg] = [loadOf(pglite), loadOf(postgres)];
  const figure = (
    name: string,
    unit: Figure['unit'],
    value: (load: EngineLoad) => number | null,
    extra: Partial<Figure> = {},
  ): Figure => ({
    section: 'load',
    name,
    value: lite ? value(lite) : null,
    unit,
    reference: { label: 'PostgreSQL', value: pg ? value(pg) : null },
    ...extra,
  });
  const zeroOnBoth = (count: (load: EngineLoad) => number | null) => ({
    text: '0 on both',
    // PostgreSQL missing from the machine is not a failure of the goal; PGlite missing is.
    met: meetsZero(pglite, count, true) && meetsZero(postgres, count, false),
  });
  const unavailable = [
    'unavailable' in pglite ? `PGlite: ${pglite.unavailable}` : null,
    'unavailable' in postgres ? `PostgreSQL: ${postgres.unavailable}` : null,
    lite?.crash ? `PGlite: ${lite.crash}` : null,
    pg?.crash ? `PostgreSQL: ${pg.crash}` : null,
  ].filter((line): line is string => line !== null);
  const audited = (count: (audit: ReviewAudit) => number) => (load: EngineLoad) =>
    load.audit ? count(load.audit) : null;

  return [
    figure('requests per second', 'req/s', (load) => load.requestsPerSecond, {
      note:
        `PGlite beside PostgreSQL (reference), each a child-process backend on loopback under ${clients} clients ` +
        `for ${seconds} s: ${READS_PER_WRITE} catalogue reads to 1 review write` +
        (unavailable.length > 0 ? `; ${unavailable.join('; ')}` : ''),
    }),
    figure('catalogue reads p50', 'ms', (load) => load.readP50),
    figure('catalogue reads p99', 'ms', (load) => load.readP99),
    figure('review writes p50', 'ms', (load) => load.writeP50),
    figure('review writes p99', 'ms', (load) => load.writeP99),
    figure('errors (non-2xx or network)', 'count', (load) => load.errors, {
      goal: zeroOnBoth((load) => load.errors),
    }),
    figure(
      'reviews acknowledged (201)',
      'count',
      audited((audit) => audit.acknowledged),
    ),
    figure(
      'acknowledged reviews missing or doubled',
      'count',
      audited((audit) => audit.missing + audit.doubled),
      { goal: zeroOnBoth(audited((audit) => audit.missing + audit.doubled)) },
    ),
    figure(
      'reviews stored but never acknowledged',
      'count',
      audited((audit) => audit.unacknowledged),
    ),
  ];
}
