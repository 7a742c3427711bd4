/**
 * One screen, visited three times by one person on a phone: a first visit (a fresh browser profile: nothing
 * cached, no service worker); once the app's service worker is installed, a return visit to the same address
 * (the app is on the device; the first visit's reads were made before the worker was there, so none is saved);
 * and a later visit (the return visit's reads are saved on the device too).
 * Both under PHONE_NETWORK and CPU_SLOWDOWN; each reports the largest contentful paint and when the screen's
 * own content was on show (instrument.ts).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { instrumentScript, READ_MARKS, type VisitMarks } from './instrument';
import { throttlePage, type WorkerThrottle } from './throttle';

/** A phone's screen: 412 × 915 CSS px at 2.625 device pixels each, touch. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
};
const CONTENT_TIMEOUT_MS = 90_000;
const WORKER_TIMEOUT_MS = 90_000;
/** After the content is on show, time for a later, larger paint to be reported as the LCP. */
const LCP_SETTLE_MS = 1500;

export interface VisitTarget {
  url: string;
  /** The screen's content check (screens.ts). */
  contentShown: string;
  storageState?: BrowserContextOptions['storageState'];
  /** Whether a service worker is to be waited for before the return visit (the app; not the reference page). */
  hasServiceWorker: boolean;
}

export interface Visits {
  first: VisitMarks;
  returning: VisitMarks;
  later: VisitMarks;
}

export async function measureVisits(browser: Browser, workers: WorkerThrottle, target: VisitTarget): Promise<Visits> {
  const context = await browser.newContext({ ...PHONE, storageState: target.storageState });
  try {
    await context.addInitScript(instrumentScript(target.contentShown));
    const page = await context.newPage();
    await throttlePage(page);
    const first = await visit(page, target.url);
    if (target.hasServiceWorker) await serviceWorkerInstalled(page);
    await workers.throttleRunningWorkers();
    const returning = await visit(page, target.url);
    await workers.throttleRunningWorkers();
    const later = await visit(page, target.url);
    return { first, returning, later };
  } finally {
    await context.close();
  }
}

async function visit(page: Page, url: string): Promise<VisitMarks> {
  await page.goto(url, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
  try {
    await page.waitForFunction('window.__visitMarks?.contentMs != null', undefined, {
      timeout: CONTENT_TIMEOUT_MS,
      polling: 250,
    });
  } catch {
    const shown = (await page.evaluate('document.body?.innerText ?? ""')) as string;
    throw new Error(
      `${url}: its content was not on show within ${CONTENT_TIMEOUT_MS / 1000} s; the page shows: ${JSON.stringify(shown.replace(/\s+/g, ' ').slice(0, 200))}`,
    );
  }
  await page.waitForTimeout(LCP_SETTLE_MS);
  return (await page.evaluate(READ_MARKS)) as VisitMarks;
}

/** The app's service worker installed and active (it registers once the first screen is on show and idle). */
async function serviceWorkerInstalled(page: Page): Promise<void> {
  await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no service worker within ${ms} ms`)), ms)),
      ]),
    WORKER_TIMEOUT_MS,
  );
}
