/**
 * A phone on a mobile network, as DevTools emulates one: 1.6 Mbps down, 750 kbps up, 150 ms round trip, the
 * CPU slowed 4×. The page is throttled through its own CDP session; a service worker is a target of its own,
 * whose fetches the page's throttling does not reach, so its target is throttled too (otherwise a return
 * visit's page and reads would come through the worker at loopback speed).
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

export interface WorkerThrottle {
  /**
   * Throttles every service worker running now, and waits until each has acknowledged it. Called right before
   * a return visit: throttling a worker as its target appears, while it installs, did not hold (its fetches
   * later ran at loopback speed), so the worker that will answer the visit is throttled once it is running.
   */
  throttleRunningWorkers(): Promise<void>;
  stop(): Promise<void>;
}

type Reply = { id?: number; error?: { message: string } };

/**
 * Service workers are throttled through a browser CDP session, attached to each worker's target without
 * flattening and spoken to through Target.sendMessageToTarget, beside Playwright's own session on that target.
 */
export async function serviceWorkerThrottle(browser: Browser): Promise<WorkerThrottle> {
  const session = await browser.newBrowserCDPSession();
  const waiting = new Map<number, (reply: Reply) => void>();
  let messageId = 0;
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  const send = (sessionId: string, method: string, params: object) => {
    const id = ++messageId;
    return new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    }).finally(() => waiting.delete(id));
  };
  const throttle = async (targetId: string) => {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', PHONE_NETWORK],
    ] as const) {
      const reply = await send(sessionId, method, params);
      if (reply.error) throw new Error(`${method} on a service worker: ${reply.error.message}`);
    }
  };
  return {
    async throttleRunningWorkers() {
      const { targetInfos } = await session.send('Target.getTargets');
      for (const info of targetInfos) if (info.type === 'service_worker') await throttle(info.targetId);
    },
    stop: () => session.detach(),
  };
}
