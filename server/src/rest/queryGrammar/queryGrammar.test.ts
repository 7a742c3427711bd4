import fc from 'fast-check';
import { parseFilter, parseLogic } from './filterParameter';
import { parseOrder } from './listParameters';
import { parseQuery } from './parseQuery';
import { parseSelect } from './selectParameter';
import { formDecode, queryPairs } from './queryString';
import { QueryParseError, RestError } from '../restError';
import { errorThrownBy } from '../testing/errorThrownBy';

const parse = (query: string) => parseQuery(queryPairs(`/T?${query}`));

describe('form decoding of the query string', () => {
  test('turns + into a space and decodes percent escapes, as URLSearchParams encodes them', () => {
    expect(queryPairs('/T?Sale+Price=eq.5&name=ilike.%25foo%2C+bar%25')).toEqual([
      ['Sale Price', 'eq.5'],
      ['name', 'ilike.%foo, bar%'],
    ]);
  });

  test('keeps malformed escapes literally and replaces invalid UTF-8 instead of throwing', () => {
    expect(formDecode('%ZZ%4')).toBe('%ZZ%4');
    expect(formDecode('%FF')).toBe('\uFFFD');
    expect(formDecode('%C3%A9')).toBe('é');
  });

  test('keeps repeated keys in order', () => {
    expect(queryPairs('/T?id=gt.1&id=lt.9').map(([key]) => key)).toEqual(['id', 'id']);
  });
});

describe('select', () => {
  test('reads columns, quoted names with spaces, aliases and casts', () => {
    expect(parseSelect('ID,"Sale Price",price:Regular_Price::text')).toEqual([
      { kind: 'column', field: { name: 'ID', json: [] }, alias: null, cast: null },
      { kind: 'column', field: { name: 'Sale Price', json: [] }, alias: null, cast: null },
      { kind: 'column', field: { name: 'Regular_Price', json: [] }, alias: 'price', cast: 'text' },
    ]);
  });

  test('reads nested embeds with aliases, hints and inner joins', () => {
    expect(parseSelect('*,product:MentoriaDatabase!Favorites_product_id_fkey!inner(Name,categories(*))')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'MentoriaDatabase',
        alias: 'product',
        hint: 'Favorites_product_id_fkey',
        inner: true,
        spread: false,
        items: [
          { kind: 'column', field: { name: 'Name', json: [] }, alias: null, cast: null },
          {
            kind: 'embed',
            relation: 'categories',
            alias: null,
            hint: null,
            inner: false,
            spread: false,
            items: [{ kind: 'star' }],
          },
        ],
      },
    ]);
  });

  test('reads JSON paths with keys and array indexes', () => {
    expect(parseSelect('user_info->>email,user_info->tags->0')).toEqual([
      { kind: 'column', field: { name: 'user_info', json: [{ arrow: '->>', key: 'email' }] }, alias: null, cast: null },
      {
        kind: 'column',
        field: {
          name: 'user_info',
          json: [
            { arrow: '->', key: 'tags' },
            { arrow: '->', key: 0 },
          ],
        },
        alias: null,
        cast: null,
      },
    ]);
  });

  test('reads a spread embed, with hint and inner join, which takes no alias', () => {
    expect(parseSelect('id,...channels!messages_channel_id_fkey!inner(slug)')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: null, cast: null },
      {
        kind: 'embed',
        relation: 'channels',
        alias: null,
        hint: 'messages_channel_id_fkey',
        inner: true,
        spread: true,
        items: [{ kind: 'column', field: { name: 'slug', json: [] }, alias: null, cast: null }],
      },
    ]);
    expect(errorThrownBy(QueryParseError, () => parseSelect('c:...channels(slug)')).code).toBe('PGRST100');
  });

  test('reads an empty embed, and `count` as a plain field as PostgREST does for `messages(count)`', () => {
    expect(parseSelect('name,messages(count),clients()')).toEqual([
      { kind: 'column', field: { name: 'name', json: [] }, alias: null, cast: null },
      {
        kind: 'embed',
        relation: 'messages',
        alias: null,
        hint: null,
        inner: false,
        spread: false,
        items: [{ kind: 'column', field: { name: 'count', json: [] }, alias: null, cast: null }],
      },
      { kind: 'embed', relation: 'clients', alias: null, hint: null, inner: false, spread: false, items: [] },
    ]);
  });

  test.each([['count()'], ['n:count()'], ['messages(count())'], ['total.sum()'], ['id,price.avg()::text']])(
    'refuses the aggregate in %s as Supabase does while aggregates are disabled (400 PGRST123)',
    (select) => {
      let caught: unknown = null;
      try {
        parseSelect(select);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RestError);
      expect((caught as RestError).httpStatus).toBe(400);
      expect((caught as RestError).body()).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    },
  );

  test.each([
    ['*,(select 1)'],
    ['id;drop table x'],
    ['id::text;drop'],
    ['id::regclass'],
    ['rel(id'],
    ['"unterminated'],
    ['a,,b'],
  ])('rejects %s with PGRST100', (select) => {
    const error = errorThrownBy(QueryParseError, () => parseSelect(select));
    expect(error.httpStatus).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.message).toContain(`failed to parse select parameter (${select})`);
  });
});

describe('filters', () => {
  const field = { name: 'ID', json: [] };

  test('reads an operator and takes the rest of the value literally', () => {
    expect(parseFilter(field, 'eq.x,y.z')).toEqual({
      kind: 'filter',
      field,
      negated: false,
      operation: { op: 'eq', value: 'x,y.z' },
    });
  });

  test('reads not., in lists with quoted elements, and is values in any case', () => {
    expect(parseFilter(field, 'not.in.("a,b","c(d)",e,"q\\"x")').operation).toEqual({
      op: 'in',
      values: ['a,b', 'c(d)', 'e', 'q"x'],
    });
    expect(parseFilter(field, 'not.in.()').negated).toBe(true);
    expect(parseFilter(field, 'is.NULL').operation).toEqual({ op: 'is', value: 'null' });
    expect(parseFilter(field, 'is.not_null').operation).toEqual({ op: 'is', value: 'not_null' });
  });

  test('reads a text search configuration', () => {
    expect(parseFilter(field, 'wfts(english).cat dog').operation).toEqual({
      op: 'wfts',
      config: 'english',
      value: 'cat dog',
    });
  });

  test('reads (any) and (all) quantifiers with an array literal, and not.', () => {
    expect(parseFilter(field, 'like(any).{a*,*b}').operation).toEqual({
      op: 'like',
      quantifier: 'any',
      value: '{a*,*b}',
    });
    const negated = parseFilter(field, 'not.ilike(all).{*x*,*y*}');
    expect(negated.negated).toBe(true);
    expect(negated.operation).toEqual({ op: 'ilike', quantifier: 'all', value: '{*x*,*y*}' });
    expect(parseFilter(field, 'gt(all).{1,2}').operation).toEqual({ op: 'gt', quantifier: 'all', value: '{1,2}' });
    expect(parseLogic('or', false, '(ID.eq(any).{1,2},ID.like(all).{a*,*b})').conditions).toEqual([
      { kind: 'filter', field, negated: false, operation: { op: 'eq', quantifier: 'any', value: '{1,2}' } },
      { kind: 'filter', field, negated: false, operation: { op: 'like', quantifier: 'all', value: '{a*,*b}' } },
    ]);
  });

  test.each([['sl'], ['sr'], ['nxl'], ['nxr'], ['adj']])('reads the range operator %s', (op) => {
    expect(parseFilter(field, `${op}.[1,5)`).operation).toEqual({ op, value: '[1,5)' });
  });

  test.each([['neq(any).{1}'], ['cs(all).{1}'], ['like(some).{a}'], ['in(any).(1)']])('refuses %s', (value) => {
    expect(errorThrownBy(QueryParseError, () => parseFilter(field, value)).code).toBe('PGRST100');
  });

  test.each([['eq'], ['foo.1'], ['is.maybe'], ['in.(1,2'], ['in.1,2'], ['']])('rejects %j', (value) => {
    expect(errorThrownBy(QueryParseError, () => parseFilter(field, value)).code).toBe('PGRST100');
  });

  test('reads nested or/and trees with quoted and braced operands', () => {
    expect(
      parseLogic('or', false, '(Name.ilike."*a,b*",and(ID.gt.1,not.or(Type.eq.x,tags.cs.{a,b})),Rating.not.is.null)'),
    ).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      conditions: [
        {
          kind: 'filter',
          field: { name: 'Name', json: [] },
          negated: false,
          operation: { op: 'ilike', value: '*a,b*' },
        },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          conditions: [
            { kind: 'filter', field: { name: 'ID', json: [] }, negated: false, operation: { op: 'gt', value: '1' } },
            {
              kind: 'logic',
              op: 'or',
              negated: true,
              conditions: [
                {
                  kind: 'filter',
                  field: { name: 'Type', json: [] },
                  negated: false,
                  operation: { op: 'eq', value: 'x' },
                },
                {
                  kind: 'filter',
                  field: { name: 'tags', json: [] },
                  negated: false,
                  operation: { op: 'cs', value: '{a,b}' },
                },
              ],
            },
          ],
        },
        { kind: 'filter', field: { name: 'Rating', json: [] }, negated: true, operation: { op: 'is', value: 'null' } },
      ],
    });
  });

  test.each([['(a.eq.1'], ['a.eq.1'], ['()'], ['(a.eq.1,)'], ['(a.zz.1)'], ['(a.eq.1))']])(
    'rejects the tree %s',
    (value) => {
      expect(errorThrownBy(QueryParseError, () => parseLogic('or', false, value)).code).toBe('PGRST100');
    },
  );
});

describe('order, limit and the whole query', () => {
  test('reads several order terms, names with spaces, directions and nulls placement', () => {
    expect(parseOrder('Sale Price.desc.nullslast,ID,Name.asc,Rating.nullsfirst')).toEqual([
      { field: { name: 'Sale Price', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'ID', json: [] }, direction: null, nulls: null },
      { field: { name: 'Name', json: [] }, direction: 'asc', nulls: null },
      { field: { name: 'Rating', json: [] }, direction: null, nulls: 'first' },
    ]);
    expect(errorThrownBy(QueryParseError, () => parseOrder('ID;drop')).code).toBe('PGRST100');
    expect(errorThrownBy(QueryParseError, () => parseOrder('ID.sideways')).code).toBe('PGRST100');
  });

  test('routes each parameter to the root or to its embedded resource', () => {
    const query = parse(
      'select=*,MentoriaDatabase(*)&user_id=eq.abc&MentoriaDatabase.order=Name.desc&MentoriaDatabase.limit=2' +
        '&not.or=(a.eq.1,b.eq.2)&order=id&limit=10&offset=5&on_conflict=user_id,product_id&columns="a","b"',
    );
    expect(query.root.limit).toBe(10);
    expect(query.root.offset).toBe(5);
    expect(query.root.conditions.map((condition) => condition.kind)).toEqual(['filter', 'logic']);
    expect(query.root.conditions[1]).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(query.embedded).toEqual([
      {
        path: ['MentoriaDatabase'],
        modifiers: {
          conditions: [],
          order: [{ field: { name: 'Name', json: [] }, direction: 'desc', nulls: null }],
          limit: 2,
          offset: null,
        },
      },
    ]);
    expect(query.onConflict).toEqual(['user_id', 'product_id']);
    expect(query.columns).toEqual(['a', 'b']);
  });

  test('takes function arguments apart from filters', () => {
    const query = parseQuery(queryPairs('/rpc/f?per_category=2&Name=eq.x'), (key) => key === 'per_category');
    expect(query.args).toEqual([['per_category', '2']]);
    expect(query.root.conditions).toHaveLength(1);
  });

  test.each([['limit=-1'], ['limit=abc'], ['offset=1e3'], ['limit=99999999999999999999']])('rejects %s', (query) => {
    expect(errorThrownBy(QueryParseError, () => parse(query)).code).toBe('PGRST100');
  });
});

describe('fuzzing the query-string parser', () => {
  /** The parser may accept or refuse, but may only ever throw its own typed error. */
  function parsesOrRefuses(query: string): void {
    try {
      parse(query);
    } catch (error) {
      // A well-formed aggregate is refused as Supabase refuses it.
      if (error instanceof RestError && error.code === 'PGRST123') return;
      if (!(error instanceof QueryParseError)) throw error;
      expect(error.body()).toEqual({
        code: 'PGRST100',
        message: expect.any(String),
        details: expect.any(String),
        hint: null,
      });
    }
  }

  test('arbitrary strings never throw anything but a parse error', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), parsesOrRefuses), { numRuns: 3000 });
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => parsesOrRefuses(encodeURIComponent(text))),
      {
        numRuns: 1000,
      },
    );
  });

  test('structured but random query strings never throw anything but a parse error', () => {
    const token = fc.constantFrom(
      'ID',
      'Sale Price',
      '"Sale Price"',
      'a->b',
      'a->>0',
      'rel',
      '*',
      'not',
      'eq',
      'in',
      'is',
      'or',
      'and',
      'ilike',
      'null',
      'asc',
      'desc',
      'nullsfirst',
      '"',
      '\\',
      '(',
      ')',
      ',',
      '.',
      ':',
      '::',
      '!',
      '{',
      '}',
      '-',
      ' ',
      '%',
      '+',
      'inner',
      'text',
      '1',
      '-1',
      '',
    );
    const text = fc.array(token, { maxLength: 12 }).map((parts) => parts.join(''));
    const key = fc.oneof(
      fc.constantFrom(
        'select',
        'order',
        'limit',
        'offset',
        'or',
        'and',
        'not.or',
        'rel.order',
        'rel.limit',
        'columns',
        'on_conflict',
      ),
      text,
    );
    const pair = fc.tuple(key, text).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => parsesOrRefuses(pairs.join('&'))),
      { numRuns: 5000 },
    );
  });
});

test('nesting beyond the limit is a parse error, not a stack overflow', () => {
  expect(errorThrownBy(QueryParseError, () => parseSelect(`${'a('.repeat(5000)}*${')'.repeat(5000)}`)).code).toBe(
    'PGRST100',
  );
  expect(
    errorThrownBy(QueryParseError, () => parseLogic('or', false, `(${'and('.repeat(5000)}a.eq.1${')'.repeat(5001)}`))
      .code,
  ).toBe('PGRST100');
  expect(parseSelect(`${'a('.repeat(10)}*${')'.repeat(10)}`)).toHaveLength(1);
});
