/**
 * Loads a seed plan into the local backend: renders every file first (the slow,
 * CPU-bound part, kept outside the transaction), then inserts all rows and
 * stores all objects in one transaction, so a crash never leaves half a seed.
 * Runs as the connecting superuser: seeding is not an API request.
 */
import type { Database } from '../db/database';
import { putObject } from '../storage/objectStore';
import { renderFile, type SeedPlan } from './plan';
import { planStatements } from './planStatements';

export async function applyPlan(db: Database, storageDir: string, plan: SeedPlan): Promise<void> {
  const rendered: { bucket: string; name: string; mimetype: string; bytes: Uint8Array }[] = [];
  for (const file of plan.files) rendered.push({ ...file, bytes: await renderFile(file) });
  await db.transaction(async (tx) => {
    for (const statement of planStatements(plan)) {
      await tx.query(statement.sql, statement.rows === null ? [] : [JSON.stringify(statement.rows)]);
    }
    for (const { bucket, name, mimetype, bytes } of rendered) {
      await putObject(tx, storageDir, { bucket, name, bytes, mimetype });
    }
  });
}
