/**
 * Over PostgreSQL, the server may end a connection the backend is using
 * (pg_terminate_backend, a restart). The backend survives it: the request on
 * that connection is answered 503 in PostgREST's shape, and the next requests
 * get new connections and succeed.
 */
import pg from 'pg';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { handleFromEnv, withDatabase } from '../support/goldenDatabase';

const handle = handleFromEnv();
// PGlite runs inside the backend: there is no server that could end its connection.
const postgresOnly = handle.postgresUrl ? describe : describe.skip;

postgresOnly('when PostgreSQL ends the backend’s connections', () => {
  let t: TestBackend;
  let admin: pg.Client;
  let database: string;

  beforeAll(async () => {
    t = await startTestBackend();
    const { rows } = await t.backend.db.query<{ name: string }>('select current_database() as name');
    database = rows[0]!.name;
    admin = new pg.Client({ connectionString: withDatabase(handle.postgresUrl!, 'postgres') });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await t?.stop();
  });

  /** Ends every connection of the backend's database, as an administrator or a server restart would. */
  async function terminateBackendConnections(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows.filter((row) => row.ended).length;
  }

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${t.url}/rest/v1/${path}`, {
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` },
    });
    return { status: response.status, body: await response.json() };
  }

  test('a request whose connection is ended mid-statement is answered 503, and the next ones succeed', async () => {
    // A statement that runs until its 3 s timeout, long enough to be cut short.
    const slow = get(`MentoriaDatabase?select=ID&Description=match.${encodeURIComponent('(.*)(.*)(.*)\\3\\2\\1x')}`);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await terminateBackendConnections()).toBeGreaterThan(0);

    const cut = await slow;
    expect(cut.status).toBe(503);
    const body = cut.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('57P01');

    const read = await get('categories?select=name&name=eq.All');
    expect(read).toEqual({ status: 200, body: [{ name: 'All' }] });
  });

  test('after every pooled connection is ended, a write and a read work on new connections', async () => {
    // Fill the pool with idle connections, then end them all behind its back.
    await Promise.all(Array.from({ length: 5 }, () => get('categories?select=name&limit=1')));
    expect(await terminateBackendConnections()).toBeGreaterThan(0);

    const client = t.anonClient();
    const write = await client.from('newsletter_subscribers').insert({ email: 'after-the-restart@example.com' });
    // A request may still draw a connection that died an instant ago: 503 then, never a crash; a retry succeeds.
    if (write.status === 503) {
      expect(write.error?.code).toMatch(/^(PGRST001|57P01)$/);
      const retried = await client.from('newsletter_subscribers').insert({ email: 'after-the-restart@example.com' });
      expect(retried.status).toBe(201);
    } else {
      expect(write.status).toBe(201);
    }
    const read = await get('categories?select=name&name=eq.All');
    expect(read).toEqual({ status: 200, body: [{ name: 'All' }] });
  });

  test('a request on a connection that was ended while idle in its transaction is answered 503 PGRST001', async () => {
    const { db } = t.backend;
    // A transaction whose connection is ended between two statements, as a server restart would.
    const outcome = await db
      .transaction(async (tx) => {
        await tx.query('select 1');
        await terminateBackendConnections();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return tx.query('select 1');
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(outcome).toMatchObject({ name: 'DatabaseUnavailableError', stage: 'connection' });

    const read = await get('categories?select=name&name=eq.All');
    expect(read.status).toBe(200);
  });
});
