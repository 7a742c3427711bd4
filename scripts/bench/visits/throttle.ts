/**
 * A phone on a mobile network, as DevTools emulates one: 1.6 Mbps down, 750 kbps up, 150 ms round trip, the
 * CPU slowed 4×. The page is throttled through its own CDP session; a service worker is a target of its own,
 * whose fetches the page's throttling does not reach, so each service worker target is throttled too, as it
 * appears (otherwise a return visit's reads would go through the worker at loopback speed).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export async function throttlePage(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Throttles every service worker target, now and as they start, for as long as the returned function is not
 * called. Attached without flattening, and spoken to through Target.sendMessageToTarget, beside Playwright's
 * own session on the same target.
 */
export async function throttleServiceWorkers(browser: Browser): Promise<() => Promise<void>> {
  const session = await browser.newBrowserCDPSession();
  const throttled = new Set<string>();
  let messageId = 0;
  const throttle = async (targetId: string) => {
    if (throttled.has(targetId)) return;
    throttled.add(targetId);
    try {
      const { sessionId } = (await session.send('Target.attachToTarget', { targetId, flatten: false })) as {
        sessionId: string;
      };
      for (const [method, params] of [
        ['Network.enable', {}],
        ['Network.emulateNetworkConditions', PHONE_NETWORK],
      ] as const) {
        const message = JSON.stringify({ id: ++messageId, method, params });
        await session.send('Target.sendMessageToTarget', { sessionId, message });
      }
    } catch {
      // A worker gone before it could be attached to has nothing left to throttle.
    }
  };
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type === 'service_worker') void throttle(targetInfo.targetId);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await session.send('Target.getTargets');
  for (const info of targetInfos) if (info.type === 'service_worker') await throttle(info.targetId);
  return () => session.detach();
}
