/**
 * The one way the app pages a list (the ebooks list, a search's results, a
 * product's reviews, the videos): an RTK Query infinite query whose pages
 * follow each other by keyset. Every list is ordered newest first, the id
 * breaking ties (each table has an index in that order), and the next page is
 * the rows after the last one shown, the previous page the rows before the
 * first one shown. So asking for page 4,000 of a 100,000-row list costs what
 * asking for page 1 does (an OFFSET would read and skip every earlier row), a
 * row added meanwhile neither repeats one nor skips one, and a page that was
 * let go (maxPages) comes back exactly when the user scrolls up.
 */

/** Where a page begins or ends: a row's created_at and id. */
export interface KeysetCursor {
  /** The row's created_at exactly as the server wrote it (microseconds included). */
  createdAt: string;
  id: number;
}

/**
 * One page of a list: its rows' ids in list order (the rows themselves are in
 * their slice), whether rows follow it or come before it, and the cursors at
 * its two ends, from which the next and the previous page are asked for.
 */
export interface KeysetPage {
  ids: number[];
  hasMore: boolean;
  hasEarlier: boolean;
  first: KeysetCursor | null;
  last: KeysetCursor | null;
}

/**
 * Which page to ask for: its place in the list (0 is the newest page) and the
 * cursor it starts after (scrolling down) or ends before (scrolling back up
 * to a page that was let go); neither for the first page.
 */
export interface KeysetPageParam {
  index: number;
  after?: KeysetCursor;
  before?: KeysetCursor;
}

/** The two columns of a table a list is ordered by, as its `…Column` map names them. */
export interface KeysetColumns<Row> {
  createdAt: keyof Row & string;
  id: keyof Row & string;
}

/** The newest page: where a list starts. */
export const FIRST_PAGE: KeysetPageParam = { index: 0 };

/** The cursor of a row: where a page that begins or ends with it is cut. */
export function cursorOf<Row>(row: Row, columns: KeysetColumns<Row>): KeysetCursor {
  return { createdAt: String(row[columns.createdAt]), id: Number(row[columns.id]) };
}

/** What a PostgREST read of a list needs to be cut into a page (supabase-js's filter builder has it). */
interface PageableQuery<Query> {
  lte(column: string, value: string): Query;
  gte(column: string, value: string): Query;
  or(filters: string): Query;
  order(column: string, options: { ascending: boolean }): Query;
  limit(count: number): Query;
}

/**
 * A list's read cut to one page: the rows after (or before) the cursor, in
 * the direction of travel, a page and one row more (splitFetchedPage says
 * what that extra row means). The plain bound on created_at lets the index
 * range scan start at the cursor; the `or` settles ties on created_at by id.
 */
export function pageOf<Query extends PageableQuery<Query>>(
  query: Query,
  columns: { createdAt: string; id: string },
  pageParam: KeysetPageParam,
  pageSize: number,
): Query {
  const { createdAt, id } = columns;
  const { after, before } = pageParam;
  let cut = query;
  if (after) {
    cut = cut.lte(createdAt, after.createdAt).or(`${createdAt}.lt."${after.createdAt}",${id}.lt.${after.id}`);
  } else if (before) {
    cut = cut.gte(createdAt, before.createdAt).or(`${createdAt}.gt."${before.createdAt}",${id}.gt.${before.id}`);
  }
  // Toward older rows going down; toward newer ones (oldest first, turned round after) going back up.
  const direction = { ascending: before != null };
  return cut
    .order(createdAt, direction)
    .order(id, direction)
    .limit(pageSize + 1);
}

/**
 * A page's rows in list order, and whether more rows lie beyond it. A page
 * is fetched with one row more than it holds, in the direction of travel: the
 * extra row says that more follow (scrolling down) or come before (scrolling
 * up, where rows arrive oldest first and are turned round).
 */
export function splitFetchedPage<Row>(
  fetched: readonly Row[],
  pageSize: number,
  param: KeysetPageParam,
): { rows: Row[]; hasMore: boolean; hasEarlier: boolean } {
  const beyond = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (param.before) return { rows: rows.reverse(), hasMore: true, hasEarlier: beyond };
  return { rows, hasMore: beyond, hasEarlier: param.after != null };
}

/**
 * A page from its fetched rows (a page and one row more): `receive` puts the
 * rows in their slice and answers their ids (receiveProducts and the like),
 * and the page keeps those ids, its cursors and whether it has neighbours.
 */
export function keysetPageFrom<Row>(
  fetched: readonly Row[],
  pageSize: number,
  pageParam: KeysetPageParam,
  columns: KeysetColumns<Row>,
  receive: (rows: readonly Row[]) => number[],
): KeysetPage {
  const { rows, hasMore, hasEarlier } = splitFetchedPage(fetched, pageSize, pageParam);
  const [first, last] = [rows[0], rows.at(-1)];
  return {
    ids: receive(rows),
    hasMore,
    hasEarlier,
    first: first === undefined ? null : cursorOf(first, columns),
    last: last === undefined ? null : cursorOf(last, columns),
  };
}

/** The page after the last one held, or undefined at the end of the list. */
export function nextPageParam(lastPage: KeysetPage, lastParam: KeysetPageParam): KeysetPageParam | undefined {
  if (!lastPage.hasMore || !lastPage.last) return undefined;
  return { index: lastParam.index + 1, after: lastPage.last };
}

/** The page before the first one held (one let go by maxPages), or undefined at the start of the list. */
export function previousPageParam(firstPage: KeysetPage, firstParam: KeysetPageParam): KeysetPageParam | undefined {
  if (!firstPage.hasEarlier || !firstPage.first) return undefined;
  // Rows added at the top since the list was opened could make the index
  // run below 0; it only places the page, so it stops at 0.
  return { index: Math.max(0, firstParam.index - 1), before: firstPage.first };
}

/**
 * An infinite query's paging by these rules (its `infiniteQueryOptions`): the
 * newest page first, each next one after the last row shown, each earlier one
 * before the first shown.
 */
export const keysetPaging = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (lastPage: KeysetPage, _pages: unknown, lastParam: KeysetPageParam) =>
    nextPageParam(lastPage, lastParam),
  getPreviousPageParam: (firstPage: KeysetPage, _pages: unknown, firstParam: KeysetPageParam) =>
    previousPageParam(firstPage, firstParam),
};
