import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../shared/paths';

/**
 * Writes what the Vite build reads (.env.local at the project root), so the
 * app talks to this backend with its anon key. A hosted project's values go
 * in the environment instead and win over this file.
 */
export function writeAppEnv(url: string, anonKey: string, root = projectRoot()): string {
  const file = join(root, '.env.local');
  writeFileSync(
    file,
    `# Written by the local backend on start; not committed.\nVITE_SUPABASE_URL=${url}\nVITE_SUPABASE_ANON_KEY=${anonKey}\n`,
  );
  return file;
}
