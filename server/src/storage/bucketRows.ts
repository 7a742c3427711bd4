/**
 * storage.buckets through SQL. Reads and writes that stand for the caller run
 * in the caller's transaction, so row-level security on storage.buckets decides
 * who may see, create, change or delete a bucket, as on a hosted project (where
 * no policy means only the service role). The settings an upload or download
 * needs (public, allowed types, size limit) are read as the superuser, as
 * Storage reads them.
 */
import type { Queryable } from '../db/database';
import { allowObjectDeletes } from './objectRows';
import { isoTimestamp } from './sqlTimestamps';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const BUCKET_COLUMNS = `id, name, owner::text, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${isoTimestamp('created_at')}, ${isoTimestamp('updated_at')}`;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export const BUCKET_SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

export interface BucketListOptions {
  limit?: number;
  offset?: number;
  sortColumn?: (typeof BUCKET_SORT_COLUMNS)[number];
  sortOrder?: 'asc' | 'desc';
  /** Buckets whose name contains this, ignoring case. */
  search?: string;
}

/** The buckets the caller can see; every listed bucket is a STANDARD one (the only kind here). */
export async function listBuckets(
  db: Queryable,
  options: BucketListOptions,
): Promise<Array<BucketRow & { type: 'STANDARD' }>> {
  const params: unknown[] = [];
  const where =
    options.search === undefined || options.search === ''
      ? ''
      : `where strpos(lower(name), lower($${params.push(options.search)})) > 0`;
  // The column comes from a fixed list, never from the request's text.
  const order = options.sortColumn
    ? `order by ${options.sortColumn} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}, id`
    : 'order by created_at, id';
  const limit = options.limit === undefined ? '' : `limit $${params.push(options.limit)}`;
  const offset = options.offset === undefined ? '' : `offset $${params.push(options.offset)}`;
  const { rows } = await db.query<BucketRow & { type: 'STANDARD' }>(
    `select ${BUCKET_COLUMNS}, 'STANDARD' as type from storage.buckets ${where} ${order} ${limit} ${offset}`,
    params,
  );
  return rows;
}

export interface BucketSettings {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

export async function insertBucket(
  db: Queryable,
  bucket: { id: string; name: string; owner: string | null } & BucketSettings,
): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
    [
      bucket.id,
      bucket.name,
      bucket.owner !== null && UUID.test(bucket.owner) ? bucket.owner : null,
      bucket.owner,
      bucket.public ?? false,
      bucket.file_size_limit ?? null,
      bucket.allowed_mime_types ?? null,
    ],
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Changes the given settings (absent ones stay); false when the caller sees no such bucket. */
export async function updateBucket(db: Queryable, id: string, settings: BucketSettings): Promise<boolean> {
  const params: unknown[] = [id];
  const sets: string[] = ['updated_at = now()'];
  if (settings.public !== undefined) sets.push(`public = $${params.push(settings.public)}`);
  if (settings.file_size_limit !== undefined) sets.push(`file_size_limit = $${params.push(settings.file_size_limit)}`);
  if (settings.allowed_mime_types !== undefined) {
    sets.push(`allowed_mime_types = $${params.push(settings.allowed_mime_types)}::text[]`);
  }
  const { affectedRows } = await db.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params);
  return affectedRows > 0;
}

/** Whether any object is in the bucket; asked as the superuser, so an object the caller cannot see still counts. */
export async function bucketHasObjects(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
  return rows.length > 0;
}

/** False when the caller sees no such bucket (or may not delete it). */
export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  // Storage's protect_delete trigger guards buckets too; this is the Storage API deleting one.
  await allowObjectDeletes(db);
  const { affectedRows } = await db.query(`delete from storage.buckets where id = $1`, [id]);
  return affectedRows > 0;
}
