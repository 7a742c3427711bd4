import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

// Return timestamps, numerics and bigints as Postgres prints them; API responses
// are built as JSON inside SQL anyway, so no lossy JS conversion is wanted here.
const rawText = (value: string) => value;
const textTypes = [
  pg.types.builtins.INT8,
  pg.types.builtins.NUMERIC,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
];

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          textTypes.includes(oid) ? rawText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = new PostgresDatabase(pool);
    await db.query('select 1');
    return db;
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    const result = await this.pool.query(sql, params as unknown[]);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const value = await work({
        query: async <Row>(sql: string, params: readonly unknown[] = []) => {
          const result = await client.query(sql, params as unknown[]);
          return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
        },
      });
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
