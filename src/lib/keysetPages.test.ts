import {
  FIRST_PAGE,
  cursorOf,
  keysetPageFrom,
  nextPageParam,
  pageOf,
  previousPageParam,
  splitFetchedPage,
  type KeysetPage,
} from './keysetPages';

const page = (overrides: Partial<KeysetPage> = {}): KeysetPage => ({
  ids: [9, 8],
  hasMore: true,
  hasEarlier: false,
  first: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 },
  last: { createdAt: '2026-10-01T10:00:00+00:00', id: 8 },
  ...overrides,
});

describe('splitFetchedPage', () => {
  test('going down, the extra row means more rows follow; it is not shown', () => {
    expect(splitFetchedPage([1, 2, 3], 2, FIRST_PAGE)).toEqual({
      rows: [1, 2],
      hasMore: true,
      hasEarlier: false,
    });
    expect(splitFetchedPage([1, 2], 2, FIRST_PAGE)).toEqual({
      rows: [1, 2],
      hasMore: false,
      hasEarlier: false,
    });
    expect(splitFetchedPage([], 2, FIRST_PAGE)).toEqual({ rows: [], hasMore: false, hasEarlier: false });
  });

  test('a page after a cursor has rows before it', () => {
    const after = { index: 3, after: { createdAt: 't', id: 1 } };
    expect(splitFetchedPage([5, 6], 2, after)).toEqual({ rows: [5, 6], hasMore: false, hasEarlier: true });
  });

  test('going back up, rows arrive oldest first: they are turned round, and the extra row means more come before', () => {
    const before = { index: 2, before: { createdAt: 't', id: 1 } };
    expect(splitFetchedPage([4, 5, 6], 2, before)).toEqual({ rows: [5, 4], hasMore: true, hasEarlier: true });
    expect(splitFetchedPage([4, 5], 2, before)).toEqual({ rows: [5, 4], hasMore: true, hasEarlier: false });
  });
});

test('a cursor keeps created_at exactly as the server wrote it, and the id as a number, whatever the columns are called', () => {
  const at = '2026-10-02T10:00:00.123456+00:00';
  expect(cursorOf({ ID: 12, created_at: at }, { createdAt: 'created_at', id: 'ID' })).toEqual({
    createdAt: at,
    id: 12,
  });
  expect(cursorOf({ id: '41', created_at: at }, { createdAt: 'created_at', id: 'id' })).toEqual({
    createdAt: at,
    id: 41,
  });
});

describe('a page from its fetched rows', () => {
  const columns = { createdAt: 'created_at', id: 'id' } as const;
  const rows = [3, 2, 1].map((id) => ({ id, created_at: `2026-03-0${id}T10:00:00.000Z` }));
  const receive = (shown: readonly { id: number }[]) => shown.map((row) => row.id * 10);

  test('keeps the ids `receive` answers for the rows shown, and the cursors at its ends', () => {
    expect(keysetPageFrom(rows, 2, FIRST_PAGE, columns, receive)).toEqual({
      ids: [30, 20],
      hasMore: true,
      hasEarlier: false,
      first: { createdAt: '2026-03-03T10:00:00.000Z', id: 3 },
      last: { createdAt: '2026-03-02T10:00:00.000Z', id: 2 },
    });
  });

  test('an empty page has no cursors, and nothing after it', () => {
    expect(keysetPageFrom(rows.slice(0, 0), 2, FIRST_PAGE, columns, receive)).toEqual({
      ids: [],
      hasMore: false,
      hasEarlier: false,
      first: null,
      last: null,
    });
  });
});

describe('a read cut to one page', () => {
  /** A stand-in for supabase-js's filter builder that writes down what it is asked. */
  class Recorder {
    calls: string[] = [];
    lte(column: string, value: string) {
      return this.note(`lte ${column} ${value}`);
    }
    gte(column: string, value: string) {
      return this.note(`gte ${column} ${value}`);
    }
    or(filters: string) {
      return this.note(`or ${filters}`);
    }
    order(column: string, { ascending }: { ascending: boolean }) {
      return this.note(`order ${column} ${ascending ? 'asc' : 'desc'}`);
    }
    limit(count: number) {
      return this.note(`limit ${count}`);
    }
    private note(call: string) {
      this.calls.push(call);
      return this;
    }
  }
  const columns = { createdAt: 'created_at', id: 'ID' };
  const cursor = { createdAt: '2026-03-02T10:00:00.123456+00:00', id: 41 };

  test('the first page: newest first, the id breaking ties, a page and one row more', () => {
    expect(pageOf(new Recorder(), columns, FIRST_PAGE, 10).calls).toEqual([
      'order created_at desc',
      'order ID desc',
      'limit 11',
    ]);
  });

  test('a next page: written at or before the cursor, and then earlier or with a smaller id', () => {
    expect(pageOf(new Recorder(), columns, { index: 1, after: cursor }, 10).calls).toEqual([
      'lte created_at 2026-03-02T10:00:00.123456+00:00',
      'or created_at.lt."2026-03-02T10:00:00.123456+00:00",ID.lt.41',
      'order created_at desc',
      'order ID desc',
      'limit 11',
    ]);
  });

  test('a previous page: the rows just before the cursor, read oldest first', () => {
    expect(pageOf(new Recorder(), columns, { index: 0, before: cursor }, 10).calls).toEqual([
      'gte created_at 2026-03-02T10:00:00.123456+00:00',
      'or created_at.gt."2026-03-02T10:00:00.123456+00:00",ID.gt.41',
      'order created_at asc',
      'order ID asc',
      'limit 11',
    ]);
  });
});

describe('the next page', () => {
  test('starts after the last row of the last page held, one place further down', () => {
    expect(nextPageParam(page(), { index: 4, after: { createdAt: 'x', id: 20 } })).toEqual({
      index: 5,
      after: { createdAt: '2026-10-01T10:00:00+00:00', id: 8 },
    });
  });

  test('does not exist at the end of the list, nor after an empty page', () => {
    expect(nextPageParam(page({ hasMore: false }), FIRST_PAGE)).toBeUndefined();
    expect(nextPageParam(page({ ids: [], first: null, last: null }), FIRST_PAGE)).toBeUndefined();
  });
});

describe('the previous page', () => {
  test('ends before the first row of the first page held, one place further up', () => {
    expect(previousPageParam(page({ hasEarlier: true }), { index: 3, after: { createdAt: 'x', id: 20 } })).toEqual({
      index: 2,
      before: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 },
    });
  });

  test('does not exist at the start of the list', () => {
    expect(previousPageParam(page({ hasEarlier: false }), FIRST_PAGE)).toBeUndefined();
  });

  test('never takes a place above the first (rows may have been added at the top meanwhile)', () => {
    expect(previousPageParam(page({ hasEarlier: true }), { index: 0, before: { createdAt: 'x', id: 1 } })).toEqual({
      index: 0,
      before: { createdAt: '2026-10-02T10:00:00.123456+00:00', id: 9 },
    });
  });
});
