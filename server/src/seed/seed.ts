import type { Database } from '../db/database';

// TODO: placeholder being replaced by the seed generator (issue #2).
export async function seedIfEmpty(_options: {
  db: Database;
  storageDir: string;
  log: (line: string) => void;
}): Promise<boolean> {
  return false;
}
