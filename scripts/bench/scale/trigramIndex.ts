/**
 * The search's trigram index, dropped for a measurement and then created again
 * exactly as supabase/migrations/20260101000100_catalogue.sql creates it.
 */
import type { Database } from '../../../server/src/db/database';

export const TRIGRAM_INDEX = 'MentoriaDatabase_name_trgm_idx';
const CREATE_TRIGRAM_INDEX = `create index "${TRIGRAM_INDEX}" on public."MentoriaDatabase" using gin ("Name" extensions.gin_trgm_ops)`;

/** Runs `work` while the catalogue has no trigram index on names; the index is back afterwards, even if `work` throws. */
export async function withoutTrigramIndex<T>(db: Database, work: () => Promise<T>): Promise<T> {
  await db.exec(`drop index public."${TRIGRAM_INDEX}"; analyze public."MentoriaDatabase"`);
  try {
    return await work();
  } finally {
    await db.exec(`${CREATE_TRIGRAM_INDEX}; analyze public."MentoriaDatabase"`);
  }
}
