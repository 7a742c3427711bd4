/**
 * The storage.buckets and storage.objects rows the routes read. Object rows are
 * read through the caller's transaction (so policies decide what is visible) or,
 * for public and signed downloads, as the superuser. Bucket settings (public,
 * allowed types, size limit) are configuration rather than data, and real
 * Storage reads them as the superuser too.
 */
import type { Queryable } from '../db/database';
import type { StoredObjectMetadata } from './objectStore';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: Partial<StoredObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
}

/** Timestamps as ISO 8601 text, as Storage's JSON has them, whichever engine's driver reads them. */
const iso = (column: string) => `to_json(${column}) #>> '{}' as ${column}`;

const BUCKET_COLUMNS = `id, name, owner::text, owner_id, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${iso('created_at')}, ${iso('updated_at')}`;

const OBJECT_COLUMNS = `id::text, bucket_id, name, owner::text, owner_id, version, ${iso('created_at')},
  ${iso('updated_at')}, ${iso('last_accessed_at')}, metadata, user_metadata`;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listBuckets(db: Queryable, includePrivate: boolean): Promise<BucketRow[]> {
  const { rows } = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where public or $1 order by name`,
    [includePrivate],
  );
  return rows;
}

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

/** Of the given names, those whose rows the caller can see. */
export async function visibleNames(db: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
    [bucket, names],
  );
  return new Set(rows.map((row) => row.name));
}

/** Deletes the rows the caller may delete among `names`; the others are skipped, as in Storage. */
export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/** Every visible object whose name starts with `prefix` (already ending in '/' unless empty), by name. */
export async function objectsUnder(db: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects
     where bucket_id = $1 and left(name, char_length($2)) = $2
     order by name collate "C"`,
    [bucket, prefix],
  );
  return rows;
}
