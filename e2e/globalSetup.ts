/**
 * Before the suite: the app exactly as `npm start` serves it, but on free ports
 * over a fresh temporary data folder (scripts/e2e.ts, run as a child process so
 * the backend and Vite live outside Playwright's runner). Tests find the app
 * through MENTORIA_E2E_APP_URL (playwright.config.ts makes it the baseURL), and
 * its backend through MENTORIA_E2E_BACKEND_URL and MENTORIA_E2E_ANON_KEY (and, for
 * tests that arrange catalogue data, MENTORIA_E2E_SERVICE_ROLE_KEY).
 * The function returned is the teardown: it stops the child, which removes its
 * temporary folder.
 */
import { CHROMIUM_MISSING, chromiumIsInstalled } from './chromium';
import { startStack, stopStack } from './stack';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (!chromiumIsInstalled()) throw new Error(CHROMIUM_MISSING);
  // An app someone already started (e.g. `npm start` while writing a spec): use it as it is.
  if (process.env.MENTORIA_E2E_APP_URL) {
    if (!process.env.MENTORIA_E2E_BACKEND_URL || !process.env.MENTORIA_E2E_ANON_KEY) {
      throw new Error('With MENTORIA_E2E_APP_URL, also set MENTORIA_E2E_BACKEND_URL and MENTORIA_E2E_ANON_KEY');
    }
    return undefined;
  }

  const started = Date.now();
  const { child, stack } = await startStack();
  console.log(`e2e app on ${stack.appUrl}, backend on ${stack.backendUrl} (ready in ${Date.now() - started} ms)`);
  process.env.MENTORIA_E2E_APP_URL = stack.appUrl;
  process.env.MENTORIA_E2E_BACKEND_URL = stack.backendUrl;
  process.env.MENTORIA_E2E_ANON_KEY = stack.anonKey;
  process.env.MENTORIA_E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  return () => stopStack(child);
}
