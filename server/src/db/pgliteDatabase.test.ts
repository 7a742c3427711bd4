import { PgliteDatabase } from './pgliteDatabase';

let db: PgliteDatabase;
beforeAll(async () => {
  db = await PgliteDatabase.open();
  await db.exec(`
    create table notes (body text);
    insert into notes select string_agg(md5(i::text) || ' next', ' ') from generate_series(1, 100) as i;
  `);
});
afterAll(() => db.close());

/** Backtracking that does not end in any reasonable time over a few kilobytes of text. */
const RUNAWAY = `select count(*) from notes where body ~ '(.*)(.*)(.*)\\3\\2\\1x'`;

test('a statement that outlives its transaction’s timeout fails with 57014, and the database answers again', async () => {
  await db.query(`insert into notes values ('committed before')`);
  const notified: string[] = [];
  const stop = await db.listen('changes', (payload) => notified.push(payload));

  const outcome = await db
    .transaction((tx) => tx.query(RUNAWAY), { statementTimeoutMs: 500 })
    .catch((error: unknown) => error);
  expect(outcome).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });

  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from notes where body = 'committed before'`,
  );
  expect(rows).toEqual([{ n: 1 }]);
  // Listening survived the restart; the gap is reported as an empty payload.
  await db.exec(`notify changes, 'after'`);
  expect(notified).toEqual(['', 'after']);
  await stop();
});

test('statements queued behind a runaway one run once it is cancelled', async () => {
  const runaway = db.transaction((tx) => tx.query(RUNAWAY), { statementTimeoutMs: 500 }).catch((error) => error);
  const queued = db.query<{ one: number }>('select 1 as one');
  expect(await queued).toMatchObject({ rows: [{ one: 1 }] });
  expect(await runaway).toMatchObject({ code: '57014' });
});

test('closing does not wait for a statement without a timeout', async () => {
  const other = await PgliteDatabase.open();
  await other.exec(`create table notes (body text); insert into notes values (repeat(md5('x') || ' next ', 100));`);
  const running = other.query(RUNAWAY).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await other.close();
  expect(performance.now() - started).toBeLessThan(10_000);
  expect(await running).toMatchObject({ code: '57P01' });
});
