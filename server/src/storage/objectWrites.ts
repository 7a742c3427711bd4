/**
 * Writing objects the way Storage does, in two steps. First the caller's
 * policies are asked, by running the row's insert (or upsert, or move) as the
 * caller and rolling it back, before any byte is taken. Then, once the bytes are
 * staged, the row is written as the superuser in one transaction that holds a
 * lock on the object's name: the staged file is renamed to the new version's
 * file before COMMIT (invisible until the row names it) and removed if the
 * transaction fails; the version the row named before is removed after COMMIT.
 */
import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database, Queryable } from '../db/database';
import { OBJECT_COLUMNS, type ObjectRow } from './objectRows';
import {
  newVersion,
  objectMetadata,
  placeStagedFile,
  removeStoredObjects,
  storedObjectPath,
  versionFilePath,
  type StoredObjectMetadata,
  type StoredObjectRef,
} from './objectStore';
import { storageErrors } from './storageErrors';

export interface ObjectWrite {
  bucket: string;
  name: string;
  owner: string | null;
  /** Replace an existing object of that name; without it, an existing one is a 409. */
  upsert: boolean;
  metadata: StoredObjectMetadata | Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates (or, for an upsert, replaces) an object's row. Storage's plain insert
 * has no RETURNING, so an INSERT policy alone lets a client upload; its upsert
 * returns the row, so it also needs SELECT (and UPDATE) policies. `returning`
 * keeps that difference where it matters: in the permission test.
 */
export async function writeObjectRow(
  tx: Queryable,
  write: ObjectWrite,
  version: string,
  returning = true,
): Promise<ObjectRow | null> {
  const onConflict = write.upsert
    ? `on conflict (bucket_id, name) do update
         set metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner,
             owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
    : '';
  const { rows } = await tx.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
     ${onConflict}
     ${returning ? `returning ${OBJECT_COLUMNS}` : ''}`,
    [
      write.bucket,
      write.name,
      write.owner !== null && UUID.test(write.owner) ? write.owner : null,
      write.owner,
      JSON.stringify(write.metadata),
      write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
      version,
    ],
  );
  return rows[0] ?? null;
}

/** The caller's side of a write, as Storage tests it (see writeObjectRow). */
export function testObjectWrite(tx: Queryable, write: ObjectWrite): Promise<unknown> {
  return writeObjectRow(tx, write, newVersion(), write.upsert);
}

/** Serialises writers of one object name until COMMIT (Storage's object lock). */
export async function lockObjectName(tx: Queryable, bucket: string, name: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${bucket}/${name}`]);
}

async function currentVersion(tx: Queryable, bucket: string, name: string): Promise<StoredObjectRef | null> {
  const { rows } = await tx.query<StoredObjectRef>(
    `select bucket_id, name, version from storage.objects where bucket_id = $1 and name = $2 for update`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

/**
 * Commits a write whose bytes wait in `stagedPath` (or, with `placeBytes`, are
 * put in place by the caller under the version it is given). Returns the row.
 */
export async function commitObjectWrite(
  db: Database,
  storageDir: string,
  write: ObjectWrite,
  placeBytes: (version: string) => void,
): Promise<ObjectRow> {
  const version = newVersion();
  try {
    const { row, replaced } = await db.transaction(async (tx) => {
      await lockObjectName(tx, write.bucket, write.name);
      const previous = await currentVersion(tx, write.bucket, write.name);
      if (previous && !write.upsert) throw storageErrors.duplicate();
      const written = await writeObjectRow(tx, write, version);
      placeBytes(version);
      return { row: written!, replaced: previous };
    });
    if (replaced) removeStoredObjects(storageDir, [replaced]);
    return row;
  } catch (error) {
    rmSync(versionFilePath(storageDir, write.bucket, version), { force: true });
    throw error;
  }
}

/** commitObjectWrite for bytes staged in a file by an upload. */
export function commitStagedUpload(
  db: Database,
  storageDir: string,
  write: Omit<ObjectWrite, 'metadata'>,
  staged: { path: string; size: number; md5Hex: string; mimetype: string; cacheControl: string },
): Promise<ObjectRow> {
  const metadata = objectMetadata(staged.size, staged.md5Hex, staged.mimetype, staged.cacheControl);
  return commitObjectWrite(db, storageDir, { ...write, metadata }, (version) =>
    placeStagedFile(storageDir, staged.path, write.bucket, version),
  );
}

/** Gives `target` the same bytes as `source`: a hard link (versions never change), or a copy where links are refused. */
export function shareBytes(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw storageErrors.noSuchKey();
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    copyFileSync(source, target);
  }
}

export interface ObjectMove {
  from: { bucket: string; name: string };
  to: { bucket: string; name: string };
  owner: string | null;
}

/**
 * Moves an object's row to its new bucket and name under a new version whose
 * file shares the old one's bytes; the old file goes after COMMIT. An object
 * already at the destination makes it a 409, as in Storage.
 */
export async function commitObjectMove(db: Database, storageDir: string, move: ObjectMove): Promise<ObjectRow> {
  const version = newVersion();
  try {
    const { row, previous } = await db.transaction(async (tx) => {
      // Both names, in a fixed order, so two opposite moves cannot wait on each other.
      const names = [move.from, move.to].map((at) => `${at.bucket}/${at.name}`).sort();
      for (const name of names) await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [name]);
      const source = await currentVersion(tx, move.from.bucket, move.from.name);
      if (!source) throw storageErrors.noSuchKey();
      const { rows } = await tx.query<ObjectRow>(
        `update storage.objects
         set bucket_id = $3, name = $4, version = $5, owner = $6::uuid, owner_id = $7, updated_at = now()
         where bucket_id = $1 and name = $2
         returning ${OBJECT_COLUMNS}`,
        [
          move.from.bucket,
          move.from.name,
          move.to.bucket,
          move.to.name,
          version,
          move.owner !== null && UUID.test(move.owner) ? move.owner : null,
          move.owner,
        ],
      );
      shareBytes(storedObjectPath(storageDir, source), versionFilePath(storageDir, move.to.bucket, version));
      return { row: rows[0]!, previous: source };
    });
    removeStoredObjects(storageDir, [previous]);
    return row;
  } catch (error) {
    rmSync(versionFilePath(storageDir, move.to.bucket, version), { force: true });
    throw error;
  }
}
