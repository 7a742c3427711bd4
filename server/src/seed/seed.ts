/**
 * First-start seeding: an empty catalogue gets the deterministic demo seed
 * (ebooks with covers and PDFs, videos with thumbnails, the demo reader and
 * reviewers). A catalogue with any ebook is left alone.
 */
import type { Database } from '../db/database';
import { indexAllBooks } from '../storage/bookPages/bookPageIndex';
import { applyPlan } from './applyPlan';
import { buildSeedPlan } from './plan';

export async function seedIfEmpty(options: {
  db: Database;
  storageDir: string;
  log: (line: string) => void;
  /**
   * Index the seeded books' pages before returning (default). The backend's first start leaves it to
   * indexSeededBooks in the background instead, so the app is served without waiting for pdf.js.
   */
  indexPages?: boolean;
}): Promise<boolean> {
  const { db, storageDir, log } = options;
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public."MentoriaDatabase") as empty',
  );
  if (!rows[0]?.empty) return false;
  const started = performance.now();
  const plan = buildSeedPlan();
  await applyPlan(db, storageDir, plan);
  if (options.indexPages !== false) await indexSeededBooks(db, storageDir, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `seeded ${plan.ebooks.length} ebooks, ${plan.videos.length} videos, ${plan.users.length} users, ` +
      `${plan.reviews.length} reviews and ${plan.files.length} files in ${seconds} s`,
  );
  return true;
}

/** Reads every seeded book's PDF into book_pages, so search finds passages inside them. */
export async function indexSeededBooks(db: Database, storageDir: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const indexed = await indexAllBooks(db, storageDir);
  log(`indexed the pages of ${indexed.books} ebooks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const file of indexed.failed) log(`pages not indexed: ${file}`);
}
