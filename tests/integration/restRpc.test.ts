/**
 * rpc through supabase-js as on a hosted project: functions without
 * parameters, table-row arguments, overloads chosen by argument names,
 * count=exact, and GET/HEAD calls with the same rules (read-only; select,
 * filters and order over a set-returning function's rows).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../server/src/backend';
import { configFromEnv } from '../../server/src/shared/config';
import { startTestBackend, makeClient, type TestBackend } from '../support/backendHarness';
import { createAndReload } from '../support/schemaReload';

let t: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

const FIXTURE = `
create table public.rpc_items (id int primary key, name text not null, note text);
insert into public.rpc_items values (1, 'one', null), (2, 'two', 'second'), (3, 'three', null);
create table public.rpc_calls (called_at timestamptz not null default now());

create function public.rpc_answer() returns int language sql stable as $$ select 42 $$;
create function public.rpc_item_label(item public.rpc_items) returns text language sql immutable
  as $$ select item.id || ':' || item.name || coalesce(':' || item.note, '') $$;
create function public.rpc_describe(a int) returns text language sql immutable as $$ select 'a number: ' || a $$;
create function public.rpc_describe(word text) returns text language sql immutable as $$ select 'a word: ' || word $$;
create function public.rpc_either(x int) returns text language sql immutable as $$ select 'int' $$;
create function public.rpc_either(x text) returns text language sql immutable as $$ select 'text' $$;
create function public.rpc_total(variadic amounts int[]) returns int language sql immutable
  as $$ select sum(a)::int from unnest(amounts) a $$;
create function public.rpc_joined(words text[], separator text default ', ') returns text language sql immutable
  as $$ select array_to_string(words, separator) $$;
create function public.rpc_items_from(min_id int) returns setof public.rpc_items language sql stable
  as $$ select * from public.rpc_items where id >= min_id order by id $$;
create function public.rpc_items_named(name text default null) returns setof public.rpc_items language sql stable
  as $$ select * from public.rpc_items i where rpc_items_named.name is null or i.name = rpc_items_named.name order by id $$;
create function public.rpc_logged_items(min_id int) returns setof public.rpc_items language plpgsql volatile as $$
begin
  insert into public.rpc_calls default values;
  return query select * from public.rpc_items where id >= min_id order by id;
end $$;
create function public.rpc_note(item_id int, note text) returns void language sql volatile
  as $$ update public.rpc_items set note = rpc_note.note where id = item_id $$;

grant select, insert, update, delete on public.rpc_items, public.rpc_calls to anon, authenticated, service_role;
`;

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  service = t.serviceClient();
  await createAndReload(t, FIXTURE, async () => (await anon.rpc('rpc_answer')).status === 200);
}, 60_000);
afterAll(() => t.stop(), 60_000);

async function callCount(): Promise<number> {
  const { count, error } = await service.from('rpc_calls').select('*', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count ?? -1;
}

describe('functions without parameters', () => {
  test('a function that takes no arguments answers its value, by POST and by GET', async () => {
    expect(await anon.rpc('rpc_answer')).toMatchObject({ data: 42, error: null, status: 200 });
    expect(await anon.rpc('rpc_answer', {}, { get: true })).toMatchObject({ data: 42, error: null, status: 200 });
  });

  test('a backend starts over a database that already has one, and serves it', async () => {
    const second = await startBackend({
      config: {
        ...configFromEnv({}),
        host: '127.0.0.1',
        port: 0,
        dataDir: null,
        storageDir: t.storageDir,
        databaseUrl: undefined,
      },
      db: t.backend.db,
      keys: t.backend.keys,
      prepare: false,
    });
    try {
      const { data, error } = await makeClient(second.url, t.anonKey).rpc('rpc_answer');
      expect(error).toBeNull();
      expect(data).toBe(42);
    } finally {
      await second.stop();
    }
  });
});

describe('arguments', () => {
  test('a table-row argument is given as a JSON object', async () => {
    const { data, error } = await anon.rpc('rpc_item_label', { item: { id: 7, name: 'seven', note: 'lucky' } });
    expect(error).toBeNull();
    expect(data).toBe('7:seven:lucky');
  });

  test('array arguments come from JSON arrays by POST and from {a,b} by GET', async () => {
    expect((await anon.rpc('rpc_joined', { words: ['a', 'b, c'] })).data).toBe('a, b, c');
    expect((await anon.rpc('rpc_joined', { words: ['x', 'y'], separator: '-' }, { get: true })).data).toBe('x-y');
  });

  test('a variadic parameter takes an array, or repeated query parameters by GET', async () => {
    expect((await anon.rpc('rpc_total', { amounts: [1, 2, 3] })).data).toBe(6);
    expect((await anon.rpc('rpc_total', { amounts: [4, 5] }, { get: true })).data).toBe(9);
    const response = await fetch(`${t.url}/rest/v1/rpc/rpc_total?amounts=1&amounts=10`, {
      headers: { apikey: t.anonKey },
    });
    expect(await response.json()).toBe(11);
  });

  test('overloaded functions are told apart by the names of the arguments given', async () => {
    expect((await anon.rpc('rpc_describe', { a: 5 })).data).toBe('a number: 5');
    expect((await anon.rpc('rpc_describe', { word: 'five' })).data).toBe('a word: five');
    expect((await anon.rpc('rpc_describe', { word: 'five' }, { get: true })).data).toBe('a word: five');
  });

  test('overloads that the argument names cannot tell apart answer 300 PGRST203', async () => {
    const { error, status } = await anon.rpc('rpc_either', { x: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message: expect.stringContaining('Could not choose the best candidate function between'),
    });
  });

  test('unknown argument names answer 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('rpc_answer', { unexpected: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202' });
  });
});

describe('GET calls read the query string as PostgREST does', () => {
  async function getRpc(path: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${t.url}/rest/v1/rpc/${path}`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` },
    });
    return { status: res.status, body: await res.json() };
  }

  test('a query parameter that no overload takes is an unknown argument: 404 PGRST202, not a bad filter', async () => {
    const { error, status } = await anon.rpc('rpc_answer', { bogus: 1 }, { get: true });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202' });
    expect(await getRpc('rpc_items_from?min_id=1&bogus=1')).toMatchObject({
      status: 404,
      body: { code: 'PGRST202' },
    });
  });

  test('a value written as a filter filters the rows, even where the key names a parameter', async () => {
    expect(await getRpc('rpc_items_named?name=two&select=id')).toEqual({ status: 200, body: [{ id: 2 }] });
    expect(await getRpc('rpc_items_named?name=eq.two&select=id')).toEqual({ status: 200, body: [{ id: 2 }] });
    expect(await getRpc('rpc_items_named?name=neq.two&select=id')).toEqual({
      status: 200,
      body: [{ id: 1 }, { id: 3 }],
    });
    // A value that only starts like an operator word is still an argument.
    expect(await getRpc('rpc_items_named?name=equal&select=id')).toEqual({ status: 200, body: [] });
  });
});

describe('set-returning functions', () => {
  test('count=exact gives the total while the page is limited, and the function runs once', async () => {
    const before = await callCount();
    const { data, count, error, status } = await anon
      .rpc('rpc_logged_items', { min_id: 2 }, { count: 'exact' })
      .select('id')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
    expect(count).toBe(2);
    expect(status).toBe(206);
    expect(await callCount()).toBe(before + 1);
  });

  test('GET takes the arguments from the query string, with select, filters and order on the rows', async () => {
    const { data, error } = await anon
      .rpc('rpc_items_from', { min_id: 1 }, { get: true })
      .select('name')
      .gt('id', 1)
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'three' }, { name: 'two' }]);
  });

  test('HEAD with count=exact gives only the count', async () => {
    const { data, count, error } = await anon.rpc('rpc_items_from', { min_id: 2 }, { head: true, count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  test('.single() over a set-returning function gives one object', async () => {
    const { data, error } = await anon.rpc('rpc_items_from', { min_id: 3 }).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 3, name: 'three', note: null });
  });
});

describe('GET calls are read-only', () => {
  test('a volatile function called by GET cannot write (405, 25006) and nothing changes', async () => {
    const before = await callCount();
    const { error, status } = await anon.rpc('rpc_logged_items', { min_id: 1 }, { get: true });
    expect(status).toBe(405);
    expect(error).toMatchObject({ code: '25006' });
    expect(await callCount()).toBe(before);
  });

  test('the same call by POST writes, and a void function answers 204', async () => {
    const { data, error, status } = await anon.rpc('rpc_note', { item_id: 1, note: 'noted' });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const { data: row } = await anon.from('rpc_items').select('note').eq('id', 1).single();
    expect(row).toEqual({ note: 'noted' });
  });
});
