/**
 * Filters a hosted project's PostgREST accepts, through supabase-js: pattern
 * lists (`likeAnyOf`, `likeAllOf`, `ilikeAnyOf`, `ilikeAllOf`, i.e.
 * `like(any).{…}`), other quantified operators (`eq(any)`, `gt(all)`), and the
 * range operators (`rangeLt`, `rangeGt`, `rangeGte`, `rangeLte`,
 * `rangeAdjacent`, i.e. `sl`, `sr`, `nxl`, `nxr`, `adj`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { createAndReload } from '../support/schemaReload';

let t: TestBackend;
let anon: SupabaseClient;

const SCHEMA = `
create table public.booking_slots (id int primary key, name text not null, during int4range not null);
insert into public.booking_slots values
  (1, 'Alpha Room', '[1,5)'), (2, 'beta hall', '[5,10)'), (3, 'Gamma Room', '[10,20)'), (4, 'delta', '[20,30)');
grant select on public.booking_slots to anon, authenticated, service_role;
`;

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  await createAndReload(t, SCHEMA, async () => (await anon.from('booking_slots').select('id').limit(1)).status === 200);
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

const slots = () => anon.from('booking_slots').select('id').order('id');

/** The ids a filtered read returns, in id order; fails the test on an error. */
async function ids(filter: (query: ReturnType<typeof slots>) => ReturnType<typeof slots>): Promise<number[]> {
  const { data, error } = await filter(slots());
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: number }) => row.id);
}

describe('pattern lists', () => {
  test('likeAnyOf keeps rows matching any pattern, * standing for any text', async () => {
    expect(await ids((query) => query.likeAnyOf('name', ['Alpha*', '*hall']))).toEqual([1, 2]);
  });

  test('likeAllOf keeps rows matching every pattern, case-sensitively', async () => {
    expect(await ids((query) => query.likeAllOf('name', ['*Room', 'G*']))).toEqual([3]);
    expect(await ids((query) => query.likeAllOf('name', ['*room', 'g*']))).toEqual([]);
  });

  test('ilikeAnyOf and ilikeAllOf ignore case', async () => {
    expect(await ids((query) => query.ilikeAnyOf('name', ['alpha*', 'DELTA']))).toEqual([1, 4]);
    expect(await ids((query) => query.ilikeAllOf('name', ['*ROOM*', '*a*']))).toEqual([1, 3]);
  });

  test('not. negates a pattern list, and a list works inside or=()', async () => {
    expect(await ids((query) => query.not('name', 'like(any)', '{Alpha*,*hall}'))).toEqual([3, 4]);
    expect(await ids((query) => query.or('name.like(any).{Alpha*,delta},id.eq.3'))).toEqual([1, 3, 4]);
  });

  test('a pattern is a value, never SQL, and a malformed list is a 400', async () => {
    expect(await ids((query) => query.likeAnyOf('name', ["x') or true --", '*; drop table booking_slots*']))).toEqual(
      [],
    );
    expect(await ids((query) => query.likeAnyOf('name', ['*']))).toEqual([1, 2, 3, 4]);
    const { error, status } = await anon.from('booking_slots').select('id').likeAnyOf('name', ['a"b']);
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('other quantified operators', () => {
  test('eq(any) and gt(all) compare with a list of values of the column’s type', async () => {
    expect(await ids((query) => query.filter('id', 'eq(any)', '{1,3}'))).toEqual([1, 3]);
    expect(await ids((query) => query.filter('id', 'gt(all)', '{1,2}'))).toEqual([3, 4]);
  });

  test('a value that is not of the column’s type answers 400 22P02', async () => {
    const { error, status } = await anon.from('booking_slots').select('id').filter('id', 'eq(any)', '{1,x}');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('range operators', () => {
  test('rangeLt (sl) keeps ranges strictly left of the given one', async () => {
    expect(await ids((query) => query.rangeLt('during', '[10,20)'))).toEqual([1, 2]);
  });

  test('rangeGt (sr) keeps ranges strictly right of the given one', async () => {
    expect(await ids((query) => query.rangeGt('during', '[5,10)'))).toEqual([3, 4]);
  });

  test('rangeGte (nxl) keeps ranges that do not extend to its left', async () => {
    expect(await ids((query) => query.rangeGte('during', '[5,10)'))).toEqual([2, 3, 4]);
  });

  test('rangeLte (nxr) keeps ranges that do not extend to its right', async () => {
    expect(await ids((query) => query.rangeLte('during', '[5,10)'))).toEqual([1, 2]);
  });

  test('rangeAdjacent (adj) keeps ranges that touch it', async () => {
    expect(await ids((query) => query.rangeAdjacent('during', '[10,20)'))).toEqual([2, 4]);
  });

  test('a malformed range answers 400 22P02', async () => {
    const { error, status } = await anon.from('booking_slots').select('id').rangeLt('during', 'soon');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
