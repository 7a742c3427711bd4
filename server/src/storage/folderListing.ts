/**
 * One level of a bucket seen as folders, as `storage.from(b).list(prefix)` shows
 * it: the objects directly under the prefix, and each deeper folder once, as an
 * entry with a null id and null metadata. The folding, search, sorting and
 * paging run in SQL as the caller (so policies decide which rows count), as
 * Storage's `storage.search` does:
 * - prefix and search match the start of the name, ignoring case, literally: hosted
 *   Storage passes them to ILIKE, so `_` and `%` act as wildcards there; here they
 *   match only themselves, which is safer and nothing in the app relies on wildcards;
 * - sorted by name, folders and files interleave by lower-cased name;
 * - sorted by a date, folders (which have none) come first, by name.
 */
import type { Queryable } from '../db/database';
import { isoTimestamp } from './sqlTimestamps';
import { storageErrors, type StorageError } from './storageErrors';

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

export interface ListOptions {
  /** The folder, '' for the bucket's root, else ending in '/'. */
  prefix: string;
  limit: number;
  offset: number;
  sortBy: { column: (typeof SORT_COLUMNS)[number]; order: 'asc' | 'desc' };
  /** Only entries whose name starts with this. */
  search: string;
}

/** Storage's cap on one page. */
const MAX_LIMIT = 1000;

/** The options of a list request, with storage-js's defaults, or why they are refused. */
export function parseListOptions(body: Record<string, unknown>): ListOptions | StorageError {
  const { prefix = '', limit = 100, offset = 0, sortBy = {}, search = '' } = body;
  if (typeof prefix !== 'string' || typeof search !== 'string') {
    return storageErrors.invalidRequest('prefix and search must be strings');
  }
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT) {
    return storageErrors.invalidRequest(`limit must be an integer between 1 and ${MAX_LIMIT}`);
  }
  if (!Number.isInteger(offset) || (offset as number) < 0) {
    return storageErrors.invalidRequest('offset must be a non-negative integer');
  }
  const sort = (typeof sortBy === 'object' && sortBy !== null ? sortBy : {}) as Record<string, unknown>;
  // Hosted Storage quietly sorts by name when the column is not one it knows; so does this.
  const column = SORT_COLUMNS.includes(sort.column as ListOptions['sortBy']['column']) ? sort.column : 'name';
  const order = typeof sort.order === 'string' ? sort.order.toLowerCase() : 'asc';
  if (order !== 'asc' && order !== 'desc') {
    return storageErrors.invalidRequest('sortBy.order must be asc or desc');
  }
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  return {
    prefix: folder === '' ? '' : `${folder}/`,
    limit: limit as number,
    offset: offset as number,
    sortBy: { column: column as ListOptions['sortBy']['column'], order },
    search,
  };
}

/** The listing, run through `tx` (the caller's transaction). */
export async function folderListing(tx: Queryable, bucket: string, options: ListOptions): Promise<ListEntry[]> {
  const { column, order } = options.sortBy;
  // Column and direction come from fixed lists (parseListOptions), never from the request's text.
  const direction = order === 'desc' ? 'desc' : 'asc';
  const ordering =
    column === 'name'
      ? `lower(name) collate "C" ${direction}, name collate "C" ${direction}`
      : `is_file, ${column} ${direction}, lower(name) collate "C" ${direction}, name collate "C" ${direction}`;
  const { rows } = await tx.query<ListEntry>(
    `with matched as (
       select substr(name, char_length($2) + 1) as rest, id, created_at, updated_at, last_accessed_at, metadata
       from storage.objects
       where bucket_id = $1 and lower(left(name, char_length($3))) = lower($3)
     ), entries as (
       select split_part(rest, '/', 1) as name, false as is_file, null::uuid as id, null::timestamptz as created_at,
              null::timestamptz as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from matched where strpos(rest, '/') > 0
       group by split_part(rest, '/', 1)
       union all
       select rest, true, id, created_at, updated_at, last_accessed_at, metadata
       from matched where strpos(rest, '/') = 0
     )
     select name, id::text, ${isoTimestamp('updated_at')}, ${isoTimestamp('created_at')},
            ${isoTimestamp('last_accessed_at')}, metadata
     from entries
     order by ${ordering}
     limit $4 offset $5`,
    [bucket, options.prefix, options.prefix + options.search, options.limit, options.offset],
  );
  return rows;
}
