import type { BackendConfig } from './shared/config';
import type { Database } from './db/database';
import type { ProjectKeys } from './shared/keys';

/** What every service (rest, auth, storage) is built from. */
export interface ServiceContext {
  db: Database;
  keys: ProjectKeys;
  config: BackendConfig;
  /** The address clients reach this backend at, e.g. http://127.0.0.1:54321 (set once listening). */
  publicUrl: () => string;
  /** Where background work (indexing books' pages) reports what failed; the console when absent. */
  log?: (line: string) => void;
}
