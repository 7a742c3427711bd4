import fc from 'fast-check';
import { parseQuery } from '../queryGrammar/parseQuery';
import type { ParsedQuery } from '../queryGrammar/syntaxTree';
import { queryPairs } from '../queryGrammar/queryString';
import { RestError } from '../restError';
import { rangeAnswer } from '../requestPlan';
import type { SchemaCache } from '../schemaCache';
import { errorThrownBy } from '../testing/errorThrownBy';
import { SqlBuilder } from './sqlBuilder';

const column = (name: string, type = 'text') => ({ name, type, isArray: false });

/** A two-table schema like the app's: favourites point at products. */
const cache: SchemaCache = {
  relations: new Map([
    [
      'Products',
      {
        name: 'Products',
        columns: [column('ID', 'bigint'), column('Name'), column('Sale Price', 'numeric'), column('info', 'jsonb')],
        primaryKey: ['ID'],
        uniqueKeys: [['ID']],
      },
    ],
    [
      'Favorites',
      {
        name: 'Favorites',
        columns: [column('id', 'bigint'), column('user_id', 'uuid'), column('product_id', 'bigint')],
        primaryKey: ['id'],
        uniqueKeys: [['id']],
      },
    ],
  ]),
  foreignKeys: [
    {
      constraint: 'Favorites_product_id_fkey',
      table: 'Favorites',
      columns: ['product_id'],
      foreignTable: 'Products',
      foreignColumns: ['ID'],
    },
  ],
  functions: new Map(),
  computedFields: new Map(),
};

const query = (text: string): ParsedQuery => parseQuery(queryPairs(`/T?${text}`));
const relation = (name: string) => cache.relations.get(name)!;
const read = (table: string, text: string, options = { singular: false, count: false, range: null }) =>
  new SqlBuilder(cache, query(text)).read({ kind: 'relation', relation: relation(table) }, options);

describe('reads', () => {
  test('binds every filter value as a parameter cast to the column type, and quotes every identifier', () => {
    const statement = read('Products', `select=ID,"Sale Price"&Name=eq.x'); drop table y;--&Sale+Price=gt.5`);
    expect(statement.params).toEqual(["x'); drop table y;--", '5']);
    expect(statement.sql).toContain(`pgrst_1."Name" = $1::text`);
    expect(statement.sql).toContain(`pgrst_1."Sale Price" > $2::numeric`);
    expect(statement.sql).toContain(`from "public"."Products" as pgrst_1`);
    expect(statement.sql).not.toContain('drop table');
  });

  test('caps an unbounded read at max_rows and keeps a smaller limit', () => {
    expect(read('Products', '').sql).toContain('limit 1000');
    expect(read('Products', 'limit=5&offset=10').sql).toContain('limit 5 offset 10');
    expect(read('Products', 'limit=5000').sql).toContain('limit 1000');
  });

  test('turns like wildcards into % and in lists into one parameter per element', () => {
    const statement = read('Products', 'Name=ilike.*50\\%25*&ID=in.(1,2,3)&info->>tag=is.null');
    expect(statement.params).toEqual(['%50\\%%', '1', '2', '3', 'tag']);
    expect(statement.sql).toContain('pgrst_1."ID" in ($2::bigint, $3::bigint, $4::bigint)');
    expect(statement.sql).toContain('(pgrst_1."info" ->> $5::text) is null');
  });

  test('embeds a many-to-one relation as an object and a one-to-many relation as an array', () => {
    expect(read('Favorites', 'select=*,Products(Name)').sql).toContain('row_to_json');
    expect(read('Products', 'select=*,Favorites(*)').sql).toContain(`coalesce(json_agg(`);
  });

  test('an inner embed filters the parents with exists', () => {
    expect(read('Favorites', 'select=*,Products!inner(*)&Products.Name=eq.x').sql).toContain(
      'exists (select 1 from "public"."Products"',
    );
  });

  test('binds pattern lists and other quantified values as one array parameter', () => {
    const statement = read('Products', `Name=like(any).{a*,*'b}&ID=gt(all).{1,2}&not.or=(Name.ilike(all).{*x*})`);
    expect(statement.params).toEqual(["{a%,%'b}", '{1,2}', '{%x%}']);
    expect(statement.sql).toContain('pgrst_1."Name"::text like any($1::text[])');
    expect(statement.sql).toContain('pgrst_1."ID" > all($2::bigint[])');
    expect(statement.sql).toContain('pgrst_1."Name"::text ilike all($3::text[])');
  });

  test.each([
    ['sl', '<<'],
    ['sr', '>>'],
    ['nxl', '&>'],
    ['nxr', '&<'],
    ['adj', '-|-'],
  ])('binds the range operator %s as %s with a value of the column type', (op, operator) => {
    const statement = read('Products', `info=${op}.[1,5)`);
    expect(statement.params).toEqual(['[1,5)']);
    expect(statement.sql).toContain(`pgrst_1."info" ${operator} $1::jsonb`);
  });

  test('`count` that is no column counts the embedded rows', () => {
    const sql = read('Products', 'select=Name,Favorites(count)').sql;
    expect(sql).toContain('select count(*) as "count" from "public"."Favorites"');
  });

  test('a count reuses the same filters', () => {
    const statement = read('Products', 'ID=gt.1', { singular: false, count: true, range: null });
    expect(statement.sql).toContain(
      'select count(*) from "public"."Products" as pgrst_1 where (pgrst_1."ID" > $1::bigint)',
    );
  });

  test('refuses unknown columns, relations without a foreign key, and modifiers of relations not embedded', () => {
    expect(errorThrownBy(RestError, () => read('Products', 'select=nope')).body()).toEqual({
      code: '42703',
      message: 'column Products.nope does not exist',
      details: null,
      hint: null,
    });
    expect(errorThrownBy(RestError, () => read('Products', 'order=ID;drop')).code).toBe('PGRST100');
    expect(errorThrownBy(RestError, () => read('Products', 'select=*,Nothing(*)')).code).toBe('PGRST200');
    expect(errorThrownBy(RestError, () => read('Products', 'Favorites.limit=1')).code).toBe('PGRST108');
  });
});

describe('writes', () => {
  const payload = { json: '[{"Name":"a"}]', columns: ['Name'], rowKeys: null };

  test('inserts from the JSON body in one parameter, and upserts on the primary key', () => {
    const statement = new SqlBuilder(cache, query('')).insert(
      relation('Products'),
      payload,
      { resolution: 'merge-duplicates', onConflict: ['ID'] },
      { representation: true, singular: false },
    );
    expect(statement.params).toEqual(['[{"Name":"a"}]']);
    expect(statement.sql).toContain('json_populate_recordset(null::"public"."Products", $1::json)');
    expect(statement.sql).toContain('on conflict ("ID") do update set "Name" = excluded."Name"');
  });

  test('uses column defaults for missing keys when asked', () => {
    const statement = new SqlBuilder(cache, query('')).insert(
      relation('Products'),
      { json: '[{"Name":"a"},{"ID":2}]', columns: ['Name', 'ID'], rowKeys: [new Set(['Name']), new Set(['ID'])] },
      null,
      { representation: false, singular: false },
    );
    expect(statement.sql).toContain(
      `values ((json_populate_record(null::"public"."Products", $1::json -> 0))."Name", default)`,
    );
  });

  test('refuses an update or delete without a filter, like safeupdate', () => {
    const builder = new SqlBuilder(cache, query(''));
    expect(
      errorThrownBy(RestError, () =>
        builder.update(relation('Products'), payload, { representation: false, singular: false }),
      ).body(),
    ).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: null,
    });
    expect(
      errorThrownBy(RestError, () =>
        new SqlBuilder(cache, query('')).delete(relation('Products'), { representation: false, singular: false }),
      ).message,
    ).toBe('DELETE requires a WHERE clause');
  });
});

describe('Content-Range', () => {
  test('follows PostgREST: ranges, unknown totals, empty pages, partial pages and offsets past the end', () => {
    expect(rangeAnswer(0, 10, null)).toEqual({ status: 200, range: '0-9/*' });
    expect(rangeAnswer(0, 10, 100)).toEqual({ status: 206, range: '0-9/100' });
    expect(rangeAnswer(0, 0, 0)).toEqual({ status: 200, range: '*/0' });
    expect(rangeAnswer(0, 0, null)).toEqual({ status: 200, range: '*/*' });
    expect(rangeAnswer(0, 5, 5)).toEqual({ status: 200, range: '0-4/5' });
    expect(errorThrownBy(RestError, () => rangeAnswer(10, 0, 5)).body()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
    });
  });
});

test('building any parseable random query never throws anything but a REST error', () => {
  const token = fc.constantFrom(
    'ID',
    'Name',
    '"Sale Price"',
    'info->a',
    'nope',
    'Favorites',
    'Products',
    '*',
    '(',
    ')',
    ',',
    '.',
    'eq',
    'in',
    'is',
    'null',
    '!inner',
    'desc',
    '1',
  );
  const text = fc.array(token, { maxLength: 8 }).map((parts) => parts.join(''));
  const key = fc.oneof(fc.constantFrom('select', 'order', 'limit', 'or', 'Favorites.order', 'Products.limit'), text);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(key, text), { maxLength: 5 }),
      fc.constantFrom('Products', 'Favorites'),
      (pairs, table) => {
        try {
          const parsed = parseQuery(pairs);
          new SqlBuilder(cache, parsed).read(
            { kind: 'relation', relation: relation(table) },
            { singular: false, count: true, range: null },
          );
        } catch (error) {
          if (!(error instanceof RestError)) throw error;
        }
      },
    ),
    { numRuns: 3000 },
  );
});

describe('bounds on embeds', () => {
  test('an embedded list is capped at max_rows, even when it asks for more', () => {
    const sql = read('Products', 'select=Name,Favorites(id)&Favorites.limit=50000').sql;
    expect(sql).toContain('limit 1000');
    expect(sql).not.toContain('50000');
  });

  test('embeds nested more than three levels deep are refused', () => {
    const error = errorThrownBy(RestError, () =>
      read('Favorites', 'select=id,Products(ID,Favorites(id,Products(ID,Favorites(id))))'),
    );
    expect(error.httpStatus).toBe(400);
    expect(error.message).toMatch(/limited to 3 levels/);
  });
});
