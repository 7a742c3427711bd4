/**
 * The storage.objects rows the routes read. They are read through the caller's
 * transaction (so policies decide what is visible) or, for public and signed
 * downloads, as the superuser.
 */
import type { Queryable } from '../db/database';
import type { StoredObjectMetadata } from './objectStore';
import { isoTimestamp } from './sqlTimestamps';

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

export const OBJECT_COLUMNS = `id::text, bucket_id, name, owner::text, owner_id, version, ${isoTimestamp('created_at')},
  ${isoTimestamp('updated_at')}, ${isoTimestamp('last_accessed_at')}, metadata, user_metadata`;

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

/**
 * Lets this transaction delete storage.objects rows with SQL, which Storage's
 * `protect_delete` trigger refuses otherwise (deleting a row without its bytes
 * would leak them); every delete here removes the bytes after the commit.
 */
export async function allowObjectDeletes(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
}

/** Deletes the rows the caller may delete among `names`; the others are skipped, as in Storage. */
export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  await allowObjectDeletes(db);
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}
