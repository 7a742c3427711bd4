/**
 * What `npm run bench` hands each of its sections: the app as `npm start`
 * serves it (a production build behind `vite preview`) talking to a local
 * backend whose database the section may swap, and one headless Chromium.
 */
import type { Browser } from '@playwright/test';
import type { Database } from '../../server/src/db/database';

/** 'seed': the default seed (160 ebooks); 'scale': the seed and `scale` synthetic ebooks, analyzed. */
export type BenchDatabase = 'seed' | 'scale';

export interface BenchContext {
  /** The production build served by `vite preview` (which compresses what it sends). */
  appUrl: string;
  /** The backend the build talks to: the same address whichever database is behind it. */
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The folder of the served build (index.html, assets/, .vite/manifest.json). */
  distDir: string;
  browser: Browser;
  /**
   * Puts the given database behind backendUrl, stopping the backend that was
   * there, and returns its handle (for what only SQL can do, like dropping an
   * index to measure what it is worth).
   */
  useDatabase(kind: BenchDatabase): Promise<Database>;
  /** Synthetic ebooks in the 'scale' database. */
  scale: number;
  log(line: string): void;
}

/**
 * Points e2e/fixtures.ts's helpers (signedInStorage, backendClient, adminClient) at the bench's stack: they
 * read its addresses and keys from the environment, as the e2e suite's global setup sets them.
 */
export function exposeStackToFixtures(ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey' | 'serviceRoleKey'>) {
  Object.assign(process.env, {
    MENTORIA_E2E_APP_URL: ctx.appUrl,
    MENTORIA_E2E_BACKEND_URL: ctx.backendUrl,
    MENTORIA_E2E_ANON_KEY: ctx.anonKey,
    MENTORIA_E2E_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
  });
}
