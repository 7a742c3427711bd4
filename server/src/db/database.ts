/**
 * The one interface the backend uses to reach Postgres, whether the engine is
 * PGlite (embedded, the default) or a real PostgreSQL server (DATABASE_URL).
 * Everything above this file is engine-agnostic.
 */
import type { StartConditions } from './connectionWait';

/** A Postgres error as both engines report it (SQLSTATE plus the server's texts). */
export interface PostgresError extends Error {
  code: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by INSERT, UPDATE or DELETE (0 for other statements). */
  affectedRows: number;
}

/** Something that runs one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

/**
 * When the transaction may start: not after its request's client has gone
 * (`signal`), nor after waiting longer than `connectionWaitMs` for the
 * connection (see connectionWait.ts).
 */
export interface TransactionOptions extends StartConditions {
  /**
   * The longest any one statement of the transaction may run (0 or absent: no
   * limit), as an API role's statement_timeout. PostgreSQL enforces the
   * setting itself (runAsRequest sets it); PGlite cannot interrupt a running
   * statement, so its watchdog ends the statement from outside (pgliteDatabase.ts).
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` inside BEGIN … COMMIT on one connection, rolling back if it throws.
   * PGlite has a single connection, so its transactions are queued one at a time.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (PostgREST's
   * `NOTIFY pgrst, 'reload schema'`), and with '' after a lost listening
   * connection is restored (notifications may have been missed). Resolves to a
   * function that stops listening. Optional: an engine without it has no reload.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs a script of several statements as the connecting superuser (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
