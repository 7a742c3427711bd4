/**
 * The one interface the backend uses to reach Postgres, whether the engine is
 * PGlite (embedded, the default) or a real PostgreSQL server (DATABASE_URL).
 * Everything above this file is engine-agnostic.
 */

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

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` inside BEGIN … COMMIT on one connection, rolling back if it throws.
   * PGlite has a single connection, so its transactions are queued one at a time.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements as the connecting superuser (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
