/**
 * Tests that need tables or functions the app's migrations do not have create
 * them in their own database clone, then do what a Supabase developer does:
 * `NOTIFY pgrst, 'reload schema'`, and wait until the REST API serves them.
 */
import type { TestBackend } from './backendHarness';

/** How long a reload may take before a test gives up (generous: shared, noisy machines). */
const RELOAD_DEADLINE_MS = 15_000;

/** Runs `sql` as the database owner, asks PostgREST's channel for a reload, and waits until `isServed()`. */
export async function createAndReload(t: TestBackend, sql: string, isServed: () => Promise<boolean>): Promise<void> {
  await t.backend.db.exec(sql);
  await t.backend.db.exec(`notify pgrst, 'reload schema'`);
  await waitUntil(isServed, 'the new schema was never served after NOTIFY pgrst');
}

export async function waitUntil(condition: () => Promise<boolean>, failure: string): Promise<void> {
  const deadline = Date.now() + RELOAD_DEADLINE_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
