import pg from 'pg';
import { ClientGoneError, ConnectionWaitTimeoutError, waitToStart, type StartConditions } from './connectionWait';
import { isPostgresError, type Database, type Queryable, type QueryResult, type TransactionOptions } from './database';
import { DatabaseUnavailableError } from './databaseUnavailable';

// Return timestamps, numerics and bigints as Postgres prints them; API responses
// are built as JSON inside SQL anyway, so no lossy JS conversion is wanted here.
const rawText = (value: string) => value;
const textTypes = [
  pg.types.builtins.INT8,
  pg.types.builtins.NUMERIC,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
];

interface CheckedOutClient extends Queryable {
  /** Whether the connection has failed (nothing more can run on it, not even ROLLBACK). */
  lost(): boolean;
}

/**
 * What node-postgres threw, as the services should see it: a Postgres error
 * as it is (57P01 when the server ended the connection mid-statement), and a
 * failure of the connection itself (no SQLSTATE: "Connection terminated
 * unexpectedly", ECONNREFUSED, …) as DatabaseUnavailableError.
 */
function asConnectionFailure(error: unknown, stage: 'connect' | 'connection'): unknown {
  if (isPostgresError(error) || error instanceof TypeError || error instanceof RangeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DatabaseUnavailableError(stage, message, { cause: error });
}

/** What a statement cancelled by close() reports: the server is going away, as PGlite reports it (503). */
const shutDown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** The backend process of a pool client (pg sets it at login; its types do not declare it). */
const processIdOf = (client: pg.PoolClient) => (client as unknown as { processID?: number }).processID;

/** Errors after which the connection cannot be used again: its client must be discarded. */
function endsConnection(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // 08: connection exceptions; 57P01–57P03: the server is shutting down or ended this connection.
  return isPostgresError(error) && (error.code.startsWith('08') || /^57P0[123]$/.test(error.code));
}

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;

  /** Clients checked out of the pool, whose running statements close() cancels. */
  private readonly busy = new Set<pg.PoolClient>();
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

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
    const db = new PostgresDatabase(pool, connectionString);
    await db.query('select 1');
    return db;
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return this.withClient((client) => client.query<Row>(sql, params));
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.withClient(async (client) => {
      await client.query('begin');
      let value: T;
      try {
        value = await work(client);
      } catch (error) {
        if (!client.lost()) await client.query('rollback').catch(() => undefined);
        throw error;
      }
      await client.query('commit');
      return value;
    }, options);
  }

  /**
   * Runs `work` on a connection of the pool. The server may end a connection
   * at any moment (pg_terminate_backend, a restart): while a client is checked
   * out the pool no longer listens to it, so this does, or its 'error' event
   * would crash the process. A client whose connection failed is released
   * with the error, so the pool discards it and opens a new one later.
   * Waiting for a client ends when `start` says (connectionWait.ts); one
   * that arrives after that goes straight back to the pool.
   */
  private async withClient<T>(work: (client: CheckedOutClient) => Promise<T>, start: StartConditions = {}): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await waitToStart(this.pool.connect(), start, (late) => late.release());
    } catch (error) {
      if (error instanceof ClientGoneError || error instanceof ConnectionWaitTimeoutError) throw error;
      throw asConnectionFailure(error, 'connect');
    }
    this.busy.add(client);
    let lost: Error | null = null;
    const onError = (error: Error) => (lost ??= error);
    const onEnd = () => (lost ??= new Error('Connection terminated'));
    client.on('error', onError);
    client.on('end', onEnd);
    let failure: unknown;
    try {
      return await work({
        lost: () => lost !== null,
        query: async <Row>(sql: string, params: readonly unknown[] = []) => {
          try {
            const result = await client.query(sql, params as unknown[]);
            return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
          } catch (error) {
            if (this.closing && isPostgresError(error) && error.code === '57014') throw shutDown();
            throw asConnectionFailure(error, 'connection');
          }
        },
      });
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      this.busy.delete(client);
      client.removeListener('error', onError);
      client.removeListener('end', onEnd);
      const broken = lost ?? (endsConnection(failure) ? (failure as Error) : undefined);
      client.release(broken);
    }
  }

  /**
   * LISTEN needs a connection of its own that stays open (a pooled one is
   * returned between queries). When that connection is lost it is opened
   * again, every second until it works, and `onNotify('')` reports the gap.
   */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const statement = `listen "${channel.replaceAll('"', '""')}"`;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: this.connectionString });
      // Only a connection that was listening schedules its own replacement; a failed attempt is retried by its caller.
      let listening = false;
      const onLost = () => {
        if (!listening) return;
        listening = false;
        if (client === next) client = null;
        if (!stopped) retry = setTimeout(() => void reconnect(), 1000);
      };
      next.on('error', onLost);
      next.on('end', onLost);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(statement);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      listening = true;
      client = next;
    };
    const reconnect = async (): Promise<void> => {
      try {
        await connect();
        if (!stopped) onNotify('');
      } catch {
        if (!stopped) retry = setTimeout(() => void reconnect(), 1000);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    };
  }

  async exec(sql: string): Promise<void> {
    await this.withClient((client) => client.query(sql));
  }

  /**
   * Cancels the statements still running (a service_role request runs up to
   * its 8 s timeout, a superuser statement without limit) so that their
   * requests answer 503 and the pool can end at once, rather than stopping
   * waiting on them. Closing twice is harmless, as it is for PGlite.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.cancelRunningStatements();
      await this.pool.end();
    })();
    return this.closing;
  }

  private async cancelRunningStatements(): Promise<void> {
    const backends = [...this.busy].map(processIdOf).filter((pid): pid is number => typeof pid === 'number');
    if (backends.length === 0) return;
    // The pool may be full of the very clients to cancel: a connection of its own asks the server.
    const canceller = new pg.Client({ connectionString: this.connectionString });
    try {
      await canceller.connect();
      await canceller.query('select pg_cancel_backend(pid) from unnest($1::int[]) as pid', [backends]);
    } catch {
      // The server is unreachable: nothing runs there to cancel, and the pool's end reports the rest.
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }
}
