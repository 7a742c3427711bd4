/**
 * A page opened as on a first visit, the way the reader and video sections open the two sides they compare:
 * a fresh browser context (empty cache, no service worker yet, no stored state but what is given), the
 * section's instrumentation added before the page's own scripts, a CDP session on the page, and the page's
 * network throttled when asked (Network.emulateNetworkConditions: the page's requests, its media's and
 * workers' included; a service worker is a target of its own, so the app's precaching is not held to it).
 */
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

/** The slow network the reader's and the player's goals are set on: 1.6 Mbps each way (≈ 200,000 bytes/s) and 150 ms of latency. */
export const THROTTLED = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/** How long a side may take to show its first page or frame: a slow network gets longer. */
export const firstShownTimeoutMs = (throttled: boolean): number => (throttled ? 180_000 : 60_000);

/** What is opened: an address, and the browser storage and preparation it needs (a signed-in session, say). */
export interface FreshPageTarget {
  url: string;
  storageState?: BrowserContextOptions['storageState'];
  /** Runs before each opening (forget a stored position, so every opening starts at the beginning). */
  beforeOpen?: () => Promise<void>;
}

export interface FreshPage {
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

/**
 * Opens the target (until the navigation commits) in a fresh context; `ready` then waits for what the section
 * measures from. The context is closed if either fails.
 */
export async function openFreshPage<T>(
  browser: Browser,
  target: FreshPageTarget,
  {
    contextOptions,
    initScript,
    throttled,
  }: { contextOptions: BrowserContextOptions; initScript: string; throttled: boolean },
  ready: (page: Page) => Promise<T>,
): Promise<FreshPage & { ready: T }> {
  await target.beforeOpen?.();
  const context = await browser.newContext({ ...contextOptions, storageState: target.storageState });
  try {
    await context.addInitScript(initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    }
    await page.goto(target.url, { waitUntil: 'commit' });
    return { page, cdp, ready: await ready(page), close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
