/**
 * One level of a bucket seen as folders, as `storage.from(b).list(prefix)` shows
 * it: the objects directly under the prefix, and each deeper folder once, as an
 * entry with a null id and null metadata.
 */
import type { ObjectRow } from './objectRows';
import { storageErrors, type StorageError } from './storageErrors';

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

export interface ListOptions {
  /** The folder, '' for the bucket's root, else ending in '/'. */
  prefix: string;
  limit: number;
  offset: number;
  sortBy: { column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at'; order: 'asc' | 'desc' };
  /** Only entries whose name starts with this. */
  search: string;
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
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
  const column = sort.column ?? 'name';
  const order = typeof sort.order === 'string' ? sort.order.toLowerCase() : 'asc';
  if (!SORT_COLUMNS.includes(column as ListOptions['sortBy']['column']) || (order !== 'asc' && order !== 'desc')) {
    return storageErrors.invalidRequest('sortBy must name a column (name, created_at, updated_at, last_accessed_at)');
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

/** Folds the rows under the prefix into one folder level, then searches, sorts and pages it. */
export function folderListing(rows: ObjectRow[], options: ListOptions): ListEntry[] {
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(options.prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      if (!entries.has(`${folder}/`)) entries.set(`${folder}/`, folderEntry(folder));
    } else {
      entries.set(rest, {
        name: rest,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata as Record<string, unknown> | null,
      });
    }
  }
  const { column, order } = options.sortBy;
  const direction = order === 'asc' ? 1 : -1;
  return [...entries.values()]
    .filter((entry) => entry.name.startsWith(options.search))
    .sort((a, b) => direction * compareNullable(a[column], b[column]) || compareNullable(a.name, b.name))
    .slice(options.offset, options.offset + options.limit);
}

function folderEntry(name: string): ListEntry {
  return { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
}

/** Orders by code unit, as Postgres's "C" collation; folders (null dates) come first. */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}
