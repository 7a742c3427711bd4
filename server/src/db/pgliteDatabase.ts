import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, Queryable, QueryResult } from './database';

const extensions = { pg_trgm, pgcrypto, uuid_ossp };

export interface PgliteOptions {
  /** A folder to keep the database in; omitted means in memory. */
  dataDir?: string;
  /** A tarball made by `dumpPglite`, to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

function toResult<Row>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: result.rows as Row[], affectedRows: result.affectedRows ?? 0 };
}

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(private readonly pg: PGlite) {}

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    const pg = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions,
      // Durability: every COMMIT is flushed to disk before the request is answered.
      relaxedDurability: false,
    });
    return new PgliteDatabase(pg);
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return toResult<Row>(await this.pg.query(sql, params as unknown[]));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    // PGlite's own transaction() holds its exclusive lock for the whole unit of work,
    // which is what serialises concurrent HTTP requests on the single connection.
    return this.pg.transaction(async (tx) =>
      work({
        query: async <Row>(sql: string, params: readonly unknown[] = []) =>
          toResult<Row>(await tx.query(sql, params as unknown[])),
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  /** A gzip tarball of the whole cluster, to clone a prepared database quickly (tests). */
  async dump(): Promise<Blob> {
    return this.pg.dumpDataDir('gzip');
  }

  async close(): Promise<void> {
    await this.pg.close();
  }
}
