/**
 * What the handler of one REST request decides before anything runs: the one
 * statement, whether it only reads, and how to answer with the row it returns.
 * The plans themselves are made in relationPlan.ts (tables and views) and
 * functionPlan.ts (rpc); serveRequest.ts runs them.
 */
import type { FastifyRequest } from 'fastify';
import { contentTypeOf, type OutputFormat } from './outputFormat';
import type { Preferences, RequestKind } from './preferences';
import { RestError } from './restError';
import type { SchemaCache } from './schemaCache';
import type { Statement } from './sql/sqlContext';

/** What a plan is made from: the schema as it is now, the request, the name in its path, what the client asked for. */
export interface PlanRequest {
  cache: SchemaCache;
  request: FastifyRequest;
  /** The table, view or function the path names. */
  name: string;
  format: OutputFormat;
  prefs: Preferences;
}

export type Planner = (planned: PlanRequest) => Plan;

/** The one row every statement returns (rest/sql/readStatements.ts). */
export interface StatementResult {
  body: string | null;
  page_count: number;
  total_count?: string | null;
  /** Upserts with merge-duplicates: how many rows met a conflict and were updated (null for none). */
  updated_count?: number | null;
}

export interface Plan {
  statement: Statement;
  readOnly: boolean;
  kind: RequestKind;
  /** Whether `max-affected` (with handling=strict) limits the rows this request touches or returns. */
  limitedByMaxAffected: boolean;
  /** Whether the body is rows, which CSV and nulls=stripped reshape (a scalar rpc result is not). */
  bodyIsRows: boolean;
  respond: (result: StatementResult) => Answer;
}

export interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/**
 * Content-Range and status of a read, as PostgREST computes them: `0-9/100`,
 * `0-9/*` without a count, `*\/0` when empty; 206 for a partial page; 416 past the end.
 */
export function rangeAnswer(offset: number, rows: number, total: number | null): { status: number; range: string } {
  const upper = offset + rows - 1;
  const range = `${total !== 0 && offset <= upper ? `${offset}-${upper}` : '*'}/${total ?? '*'}`;
  if (total === null) return { status: 200, range };
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return { status: rows < total ? 206 : 200, range };
}

/**
 * A read's answer, body included even for HEAD: its ETag and its length are the body's (Fastify's HEAD route
 * leaves the body out).
 */
export function readAnswer(format: OutputFormat, offset: number): (result: StatementResult) => Answer {
  return (result) => {
    const total = result.total_count === undefined || result.total_count === null ? null : Number(result.total_count);
    const { status, range } = rangeAnswer(offset, result.page_count, total);
    return {
      status,
      body: result.body ?? 'null',
      headers: { 'Content-Range': range, 'Content-Type': contentTypeOf(format) },
    };
  };
}

/**
 * 201 for an insert; an upsert with merge-duplicates that only updated rows is
 * 200, as PostgREST answers it. Other writes: 200 with a body, 204 without.
 */
export function writeAnswer(
  prefs: Preferences,
  format: OutputFormat,
  kind: RequestKind,
): (result: StatementResult) => Answer {
  return (result) => {
    let status = kind === 'insert' || kind === 'upsert' ? 201 : 200;
    if (kind === 'upsert' && prefs.resolution === 'merge-duplicates') {
      const inserted = result.page_count - (result.updated_count ?? 0);
      if (inserted <= 0) status = 200;
    }
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefs.count ? result.page_count : '*'}`,
    };
    if (prefs.return !== 'representation') {
      return { status: status === 200 && kind !== 'upsert' ? 204 : status, body: null, headers };
    }
    headers['Content-Type'] = contentTypeOf(format);
    return { status, body: result.body ?? 'null', headers };
  };
}
