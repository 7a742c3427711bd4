import { existsSync, readdirSync } from 'node:fs';
import { bucketFolder } from '../../server/src/storage/objectStore';
import type { TestBackend } from './backendHarness';

/**
 * Files in a bucket's folder that no row of storage.objects names: bytes a
 * refused, aborted or replaced upload left behind (staged or orphaned).
 */
export async function strayStorageFiles(t: TestBackend, bucket: string): Promise<string[]> {
  const folder = bucketFolder(t.storageDir, bucket);
  const { rows } = await t.backend.db.query<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and version is not null',
    [bucket],
  );
  const known = new Set(rows.map((row) => row.version));
  return existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !known.has(entry.name))
        .map((entry) => entry.name)
    : [];
}
