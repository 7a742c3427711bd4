/**
 * `npm run db:export-seed`: writes the deterministic seed for a hosted Supabase
 * project, from the same plan the local backend applies:
 * - supabase/seed.sql: the rows (users with bcrypt hashes made by the database,
 *   ebooks and videos with their ids, orders, favourites, reviews), run by
 *   `supabase db push --include-seed` (or `supabase db reset` locally);
 * - supabase/seed-storage/<bucket>/<object name>: the covers and PDFs, uploaded
 *   by `supabase seed buckets --linked` through the objects_path entries of
 *   supabase/config.toml.
 * Both outputs are generated; neither is committed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../shared/paths';
import { objectFilePath } from '../storage/objectStore';
import { hostedSeedSql } from '../seed/hostedSeedSql';
import { buildSeedPlan, renderFile } from '../seed/plan';

async function main(): Promise<void> {
  const root = projectRoot();
  const plan = buildSeedPlan();
  const sqlFile = join(root, 'supabase', 'seed.sql');
  writeFileSync(sqlFile, hostedSeedSql(plan));
  console.log(
    `wrote ${sqlFile}: ${plan.users.length} users, ${plan.ebooks.length} ebooks, ${plan.videos.length} videos`,
  );
  const storageRoot = join(root, 'supabase', 'seed-storage');
  rmSync(storageRoot, { recursive: true, force: true });
  for (const file of plan.files) {
    const path = objectFilePath(storageRoot, file.bucket, file.name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await renderFile(file));
  }
  console.log(`wrote ${plan.files.length} files under ${storageRoot}/<bucket>/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
