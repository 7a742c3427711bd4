/**
 * Where storage objects' bytes live. As in Storage's file backend, every write
 * makes a new version of an object: its bytes go to a file of their own,
 * `<storageDir>/<bucket folder>/<version>`, and the storage.objects row names
 * the version it stands for. A row therefore never points at bytes written for
 * another row, however uploads of one name interleave, and a version's file is
 * never rewritten: it is created whole (renamed into place) and later removed.
 * Rows from before versions were kept (version null) still find their bytes at
 * the old place, `<storageDir>/<bucket>/<object name>`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
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

/**
 * Storage's bucket names: S3's safe characters, 1 to 100 of them. `.` and `..`
 * are refused as well, since a bucket is a folder here.
 */
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

export function isBucketId(id: string): boolean {
  return BUCKET_NAME.test(id) && id !== '.' && id !== '..' && id.trim() === id;
}

/** A bucket's folder: its id with anything but letters, digits, `.`, `_` and `-` percent-encoded, so any id is a safe file name. */
export function bucketFolder(storageDir: string, bucket: string): string {
  if (!isBucketId(bucket)) throw new Error(`Invalid bucket name "${bucket}"`);
  const safe = bucket.replace(
    /[^A-Za-z0-9._-]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return resolve(storageDir, safe);
}

/** `<storageDir>/<bucket>/<name>`: where unversioned rows keep their bytes; throws if the name could escape the bucket's folder. */
export function objectFilePath(storageDir: string, bucket: string, name: string): string {
  const problem = objectNameProblem(name);
  if (problem) throw new Error(problem);
  const bucketDir = bucketFolder(storageDir, bucket);
  const file = resolve(bucketDir, name);
  if (!file.startsWith(bucketDir + sep)) throw new Error('The object name leaves its bucket');
  return file;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new version id (the name of the file its bytes go to). */
export function newVersion(): string {
  return randomUUID();
}

export function versionFilePath(storageDir: string, bucket: string, version: string): string {
  if (!VERSION.test(version)) throw new Error(`Invalid object version "${version}"`);
  return join(bucketFolder(storageDir, bucket), version);
}

export interface StoredObjectRef {
  bucket_id: string;
  name: string;
  version: string | null;
}

/** The file holding a row's bytes. */
export function storedObjectPath(storageDir: string, row: StoredObjectRef): string {
  return row.version === null
    ? objectFilePath(storageDir, row.bucket_id, row.name)
    : versionFilePath(storageDir, row.bucket_id, row.version);
}

/** Removes the bytes of rows that are gone; a file already missing is fine. */
export function removeStoredObjects(storageDir: string, rows: StoredObjectRef[]): void {
  for (const row of rows) rmSync(storedObjectPath(storageDir, row), { force: true });
}

/** Where an upload's bytes wait until its row commits: beside the versions, under a name no version has. */
export function stagingFilePath(storageDir: string, bucket: string): string {
  const folder = bucketFolder(storageDir, bucket);
  mkdirSync(folder, { recursive: true });
  return join(folder, `${randomUUID()}.part`);
}

/** Puts staged bytes in place as a version's file (a rename, so readers never see half a file). */
export function placeStagedFile(storageDir: string, staged: string, bucket: string, version: string): void {
  const file = versionFilePath(storageDir, bucket, version);
  mkdirSync(bucketFolder(storageDir, bucket), { recursive: true });
  renameSync(staged, file);
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

/** storage.objects.metadata for bytes of this size and MD5 (hex). */
export function objectMetadata(
  size: number,
  md5Hex: string,
  mimetype: string,
  cacheControl = 'max-age=3600',
): StoredObjectMetadata {
  return {
    eTag: `"${md5Hex}"`,
    size,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

export interface PutObject {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  mimetype: string;
  cacheControl?: string;
  /** The uploader's user id (owner / owner_id), if any. */
  owner?: string | null;
}

/**
 * Stores an object as the superuser (seeding): a new version's file, then its
 * row, inserted or replacing the row of that name through `tx`. The file is
 * written first so the row is never without its bytes; if the transaction
 * rolls back, the unreferenced file is harmless. Returns the row's id.
 */
export async function putObject(tx: Queryable, storageDir: string, object: PutObject): Promise<string> {
  const version = newVersion();
  const staged = stagingFilePath(storageDir, object.bucket);
  writeFileSync(staged, object.bytes);
  placeStagedFile(storageDir, staged, object.bucket, version);
  const md5 = createHash('md5').update(object.bytes).digest('hex');
  const metadata = objectMetadata(object.bytes.byteLength, md5, object.mimetype, object.cacheControl);
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     values ($1, $2, $3::uuid, $3, $4::jsonb, $5)
     on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, updated_at = now()
     returning id::text`,
    [object.bucket, object.name, object.owner ?? null, JSON.stringify(metadata), version],
  );
  return rows[0]!.id;
}
