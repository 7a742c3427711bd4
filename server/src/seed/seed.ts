/**
 * First-start seeding: an empty catalogue gets the deterministic demo seed
 * (ebooks with covers and PDFs, videos with thumbnails, the demo reader and
 * reviewers). A catalogue with any ebook is left alone.
 */
import type { Database } from '../db/database';
import { applyPlan } from './applyPlan';
import { buildSeedPlan } from './plan';

export async function seedIfEmpty(options: {
  db: Database;
  storageDir: string;
  log: (line: string) => void;
}): Promise<boolean> {
  const { db, storageDir, log } = options;
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public."MentoriaDatabase") as empty',
  );
  if (!rows[0]?.empty) return false;
  const started = performance.now();
  const plan = buildSeedPlan();
  await applyPlan(db, storageDir, plan);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `seeded ${plan.ebooks.length} ebooks, ${plan.videos.length} videos, ${plan.users.length} users, ` +
      `${plan.reviews.length} reviews and ${plan.files.length} files in ${seconds} s`,
  );
  return true;
}
