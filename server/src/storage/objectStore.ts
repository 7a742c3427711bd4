/**
 * Where storage objects live: the bytes in a file per object under
 * `<storageDir>/<bucket>/<object name>`, the row in storage.objects. The row is
 * what policies see; the file is only ever reached through a row.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { Queryable } from '../db/database';

/** Why an object name is refused, or null when it is safe to map onto the disk. */
export function objectNameProblem(name: string): string | null {
  if (name.length === 0) return 'The object name is empty';
  if (name.length > 1024) return 'The object name is longer than 1024 characters';
  if (name.includes('\0')) return 'The object name contains a NUL character';
  if (name.includes('\\')) return 'The object name contains a backslash';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'The object name has an empty, "." or ".." segment';
  }
  return null;
}

export const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/** The file holding an object's bytes; throws if the name could escape the bucket's folder. */
export function objectFilePath(storageDir: string, bucket: string, name: string): string {
  const problem = BUCKET_ID.test(bucket) ? objectNameProblem(name) : `Invalid bucket name "${bucket}"`;
  if (problem) throw new Error(problem);
  const bucketDir = resolve(storageDir, bucket);
  const file = resolve(bucketDir, name);
  if (!file.startsWith(bucketDir + sep)) throw new Error('The object name leaves its bucket');
  return file;
}

export interface StoredObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export function describeBytes(
  bytes: Uint8Array,
  mimetype: string,
  cacheControl = 'max-age=3600',
): StoredObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.byteLength,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

/** Writes the bytes atomically (a temp file renamed over the target), so a reader never sees half a file. */
export function writeObjectFile(storageDir: string, bucket: string, name: string, bytes: Uint8Array): void {
  const file = objectFilePath(storageDir, bucket, name);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

export interface PutObject {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  mimetype: string;
  cacheControl?: string;
  /** The uploader's user id (owner / owner_id), if any. */
  owner?: string | null;
  /**
   * Replace an existing object (the default). When false, an existing row makes
   * the insert fail with a unique violation (23505), as Storage's uploads without x-upsert.
   */
  upsert?: boolean;
}

/**
 * Stores an object and upserts its storage.objects row through `tx`. Called
 * inside a request's transaction (so policies decide) or as the superuser (seeding).
 * Returns the row's id.
 */
export async function putObject(tx: Queryable, storageDir: string, object: PutObject): Promise<string> {
  const metadata = describeBytes(object.bytes, object.mimetype, object.cacheControl);
  const onConflict =
    object.upsert === false
      ? ''
      : `on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`;
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3, $4::jsonb)
     ${onConflict}
     returning id::text`,
    [object.bucket, object.name, object.owner ?? null, JSON.stringify(metadata)],
  );
  writeObjectFile(storageDir, object.bucket, object.name, object.bytes);
  return rows[0]!.id;
}

/** Removes an object's file once its row is gone; a file already missing is fine. */
export function removeObjectFile(storageDir: string, bucket: string, name: string): void {
  rmSync(objectFilePath(storageDir, bucket, name), { force: true });
}
