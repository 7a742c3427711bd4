/**
 * PostgREST's Prefer and Accept options through supabase-js (plain fetch where
 * a header itself is the point): handling=strict with max-affected,
 * tx=rollback, upsert statuses, nulls=stripped, text/csv, and the schema cache
 * reloading on `NOTIFY pgrst, 'reload schema'`.
 */
import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { createAndReload, waitUntil } from '../support/schemaReload';

let t: TestBackend;
let anon: SupabaseClient;

const FIXTURE = `
create table public.pref_items (id int primary key, name text not null default 'unnamed', note text);
insert into public.pref_items values (1, 'one', null), (2, 'two, with a comma', 'say "hi"'), (3, 'three', null);
create function public.pref_items_from(min_id int) returns setof public.pref_items language sql stable
  as $$ select * from public.pref_items where id >= min_id order by id $$;
create function public.pref_one() returns public.pref_items language sql stable
  as $$ select * from public.pref_items where id = 1 $$;
grant select, insert, update, delete on public.pref_items to anon, authenticated, service_role;
`;

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  await createAndReload(t, FIXTURE, async () => (await anon.from('pref_items').select('id')).status === 200);
}, 60_000);
afterAll(() => t.stop(), 60_000);

interface Reply {
  status: number;
  text: string;
  headers: Headers;
}

async function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(`${t.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: t.anonKey,
      Authorization: `Bearer ${t.anonKey}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers } satisfies Reply;
}

async function notes(): Promise<Record<number, string | null>> {
  const { data, error } = await anon.from('pref_items').select('id, note').order('id');
  expect(error).toBeNull();
  return Object.fromEntries((data ?? []).map((row: { id: number; note: string | null }) => [row.id, row.note]));
}

async function resetNotes(): Promise<void> {
  await t.backend.db.exec(
    `update public.pref_items set note = case id when 2 then 'say "hi"' else null end; delete from public.pref_items where id > 3`,
  );
}

beforeEach(resetNotes);

/**
 * `.maxAffected(n)` (handling=strict, max-affected=n). supabase-js types it only for
 * clients declared against PostgREST 13; an untyped client has it at run time.
 */
function maxAffected(query: unknown, rows: number): PromiseLike<PostgrestSingleResponse<unknown>> {
  return (query as { maxAffected(rows: number): PromiseLike<PostgrestSingleResponse<unknown>> }).maxAffected(rows);
}

describe('handling=strict', () => {
  test('an unknown preference is ignored by default and refused with 400 PGRST122 under handling=strict', async () => {
    const lenient = await call('pref_items?select=id&id=eq.1', { headers: { Prefer: 'shiny=yes' } });
    expect(lenient.status).toBe(200);
    const strict = await call('pref_items?select=id&id=eq.1', { headers: { Prefer: 'handling=strict, shiny=yes' } });
    expect(strict.status).toBe(400);
    expect(JSON.parse(strict.text)).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: shiny=yes',
      hint: null,
    });
  });

  test('an update meant for one row that would touch more is refused (PGRST124) and changes nothing', async () => {
    const { error, status } = await maxAffected(anon.from('pref_items').update({ note: 'all of them' }).gt('id', 0), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect(await notes()).toEqual({ 1: null, 2: 'say "hi"', 3: null });
  });

  test('a delete over the limit is refused too', async () => {
    const { error } = await maxAffected(anon.from('pref_items').delete().lte('id', 2), 1);
    expect(error).toMatchObject({ code: 'PGRST124' });
    expect(Object.keys(await notes())).toHaveLength(3);
  });

  test('within the limit the update happens, and Preference-Applied says what was honoured', async () => {
    const reply = await call('pref_items?id=eq.1', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: { note: 'just one' },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    expect((await notes())[1]).toBe('just one');
  });

  test('max-affected on an rpc that returns a single row is refused (PGRST128)', async () => {
    const reply = await call('rpc/pref_one', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=5' },
      body: {},
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ code: 'PGRST128' });
  });
});

describe('tx=rollback', () => {
  test('an update answers as if committed, and the data is unchanged', async () => {
    const { data, error, status } = await anon
      .from('pref_items')
      .update({ note: 'not for keeps' })
      .eq('id', 3)
      .select('id, note')
      .rollback();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 3, note: 'not for keeps' }]);
    expect((await notes())[3]).toBeNull();
  });

  test('an insert is rolled back too, and Preference-Applied lists tx=rollback', async () => {
    const reply = await call('pref_items', {
      method: 'POST',
      headers: { Prefer: 'return=representation, tx=rollback' },
      body: { id: 10, name: 'ten' },
    });
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.text)).toEqual([{ id: 10, name: 'ten', note: null }]);
    expect(reply.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(Object.keys(await notes())).toEqual(['1', '2', '3']);
  });

  test('tx=commit commits', async () => {
    const reply = await call('pref_items?id=eq.1', {
      method: 'PATCH',
      headers: { Prefer: 'tx=commit' },
      body: { note: 'kept' },
    });
    expect(reply.status).toBe(204);
    expect((await notes())[1]).toBe('kept');
  });
});

describe('upsert', () => {
  test('answers 200 when it only updated, and 201 when it inserted a row', async () => {
    const updated = await anon.from('pref_items').upsert({ id: 1, name: 'one', note: 'merged' });
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    const inserted = await anon.from('pref_items').upsert([
      { id: 1, name: 'one', note: 'merged again' },
      { id: 11, name: 'eleven', note: null },
    ]);
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(await notes()).toMatchObject({ 1: 'merged again', 11: null });
  });

  test('an upsert whose body has only the key returns the row', async () => {
    const { data, error, status } = await anon.from('pref_items').upsert({ id: 2 }).select();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 2, name: 'two, with a comma', note: 'say "hi"' }]);
  });
});

describe('output formats', () => {
  test('stripNulls() leaves out null-valued keys, for lists and for .single()', async () => {
    const list = await anon.from('pref_items').select('id, note').in('id', [1, 2]).order('id').stripNulls();
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ id: 1 }, { id: 2, note: 'say "hi"' }]);
    const single = await anon.from('pref_items').select('id, name, note').eq('id', 3).single().stripNulls();
    expect(single.data).toEqual({ id: 3, name: 'three' });
  });

  test('nulls=stripped is answered with its own media type', async () => {
    const reply = await call('pref_items?select=id,note&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(reply.text).toBe('[{"id":1}]');
    expect(reply.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.array\+json;nulls=stripped/);
  });

  test('csv() gives a header row and RFC 4180 quoting', async () => {
    const { data, error, status } = await anon.from('pref_items').select('id, name, note').order('id').csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('id,name,note\n1,one,\n2,"two, with a comma","say ""hi"""\n3,three,');
  });

  test('csv() works on an rpc returning rows, and says text/csv', async () => {
    const reply = await call('rpc/pref_items_from?min_id=3&select=id,name', { headers: { Accept: 'text/csv' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.text).toBe('id,name\n3,three');
  });

  test('a media type the server cannot give answers 406 PGRST107', async () => {
    const reply = await call('pref_items?select=id', { headers: { Accept: 'application/xml' } });
    expect(reply.status).toBe(406);
    expect(JSON.parse(reply.text)).toMatchObject({ code: 'PGRST107' });
  });
});

describe('schema cache reload', () => {
  test('a table created later is served only after NOTIFY pgrst, and reload config is ignored politely', async () => {
    await t.backend.db.exec(
      `create table public.pref_later (id int primary key); grant select on public.pref_later to anon;
       insert into public.pref_later values (1)`,
    );
    const before = await anon.from('pref_later').select('id');
    expect(before.status).toBe(404);
    expect(before.error).toMatchObject({ code: 'PGRST205' });
    await t.backend.db.exec(`notify pgrst, 'reload config'`);
    expect((await anon.from('pref_items').select('id').eq('id', 1)).data).toEqual([{ id: 1 }]);
    await t.backend.db.exec(`notify pgrst, 'reload schema'`);
    await waitUntil(
      async () => (await anon.from('pref_later').select('id')).status === 200,
      'pref_later was never served after NOTIFY pgrst',
    );
    expect((await anon.from('pref_later').select('id')).data).toEqual([{ id: 1 }]);
  });
});
