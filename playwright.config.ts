/**
 * The end-to-end suite: real Chromium (Debian's, never a downloaded one) against
 * the app as `npm start` serves it. e2e/globalSetup.ts starts that app on free
 * ports over a fresh data folder and tells the tests where it is through
 * MENTORIA_E2E_APP_URL; set that variable yourself to run the suite against an
 * app you already started (the global setup then starts nothing).
 *
 * Run it with `npx playwright test` (or `npm test`, whose "e2e: Chromium" stage
 * runs it and counts its results). Failures leave a screenshot in test-results/.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results',
  // Two cores on CI: two browsers at once, each test in its own fresh context.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.MENTORIA_E2E_JSON ?? 'test-results/e2e-results.json' }]],
  use: {
    baseURL: process.env.MENTORIA_E2E_APP_URL,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    // The app's service worker would answer requests page.route() cannot see; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
