import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { handleFromEnv } from './goldenDatabase';

export default async function globalTeardown(): Promise<void> {
  const handle = handleFromEnv();
  rmSync(dirname(handle.storageDir), { recursive: true, force: true });
}
