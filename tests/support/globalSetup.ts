import { prepareGolden, saveHandleToEnv } from './goldenDatabase';

/** Migrates and seeds one database for the whole run; each test file clones it. */
export default async function globalSetup(): Promise<void> {
  const handle = await prepareGolden(process.env.TEST_DATABASE_URL || undefined);
  saveHandleToEnv(handle);
}
