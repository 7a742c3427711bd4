/**
 * A new version of the app is announced, never swapped in under the user:
 * after a release the page says "A new version is available" and
 * moves to the new version only when the user presses Reload.
 *
 * A release is simulated without touching the build other specs are using: the
 * app is reached through a small proxy of this spec's own that, once told, adds
 * a line to /sw.js, as a rebuild that changed the app would change its precache
 * manifest. Service workers are blocked in the rest of the suite
 * (playwright.config.ts); this spec allows them.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

interface ReleasingProxy {
  url: string;
  /** Serves a changed /sw.js from now on, as after a new build. */
  release(): void;
  close(): Promise<void>;
}

function withoutConditions(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('if-')));
}

/** Forwards everything to the app; /sw.js gains a revision line per release. */
async function releasingProxy(appUrl: string): Promise<ReleasingProxy> {
  const upstream = new URL(appUrl);
  let revision = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const isWorkerScript = new URL(incoming.url ?? '/', appUrl).pathname === '/sw.js';
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // Plain, whole bytes (no 304 to a conditional request), so the worker script can be extended.
        headers: { ...withoutConditions(incoming.headers), host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        if (!isWorkerScript || revision === 0 || answer.statusCode !== 200) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// e2e release ${revision}\n`)]);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          delete headers['last-modified'];
          outgoing.writeHead(200, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    release: () => {
      revision += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a new version is announced and loaded only when the user presses Reload', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const proxy = await releasingProxy(baseURL ?? '');
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // From the next load on the worker controls the page, so a newer one has to wait for the user.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toHaveCount(0);

    proxy.release();
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    // The app looks for a new version when its tab becomes visible again (and hourly). Headless
    // Chromium never hides a tab, so the test says so the way the browser would: visibilitychange.
    // Said again until the prompt shows: the app listens only once it has registered the worker,
    // which waits for the first screen and an idle moment (main.tsx); checks after the first are skipped.
    await expect(async () => {
      await page.evaluate(() => {
        const setVisibility = (state: DocumentVisibilityState) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
          document.dispatchEvent(new Event('visibilitychange'));
        };
        setVisibility('hidden');
        setVisibility('visible');
      });
      await expect(prompt).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Nothing changed under the user: same page, new version still waiting.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)
            // Asked while the page reloads: ask again once the new page is there.
            .catch(() => 'reloading'),
        { timeout: 15_000 },
      )
      .toBe(false);
    await expect(page.getByRole('main')).toBeVisible();
    // The page now runs under the new worker, and nothing is left waiting.
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { controlled: Boolean(navigator.serviceWorker.controller), waiting: Boolean(registration?.waiting) };
    });
    expect(after).toEqual({ controlled: true, waiting: false });
    await expect(prompt).toHaveCount(0);
  } finally {
    await context.close();
    await proxy.close();
  }
});
