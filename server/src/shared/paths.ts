import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest folder upwards from the working directory
 * that holds supabase/migrations. Resolved from the working directory (not the
 * module URL) so the same code runs under tsx, jest and the built server.
 */
export function projectRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No Mentoria project (supabase/migrations) found above ${start}`);
    dir = parent;
  }
}

export const migrationsDir = (root = projectRoot()) => join(root, 'supabase', 'migrations');
export const shimFile = (root = projectRoot()) => join(root, 'server', 'src', 'db', 'platformShim.sql');
/** The default home of local data: the database, the JWT secret and stored files. */
export const defaultDataDir = (root = projectRoot()) => join(root, '.data');
