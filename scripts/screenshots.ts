/**
 * `npm run screenshots [-- /path …]`: pictures of the app as a person sees it,
 * for looking at a change before calling it done. It starts the app as the e2e
 * suite does (free ports, fresh data), then saves every route at 375 and
 * 1280 px wide, in the light and dark themes, as a visitor and as the demo
 * reader, into screenshots/ (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { DEMO, signedInStorage } from '../e2e/fixtures';
import { startStack, stopStack } from '../e2e/stack';
import { paths } from '../src/config/paths';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
/** Every route once; those that need a product (detail, checkout, reader) open the first seeded ebook. */
const everyRoute = Object.values(paths).map((route) =>
  route.path === paths.ebook.path || route.path === paths.checkout.path || route.path === paths.reader.path
    ? `${route.path}?id=1`
    : route.path,
);
const targets = routes.length > 0 ? routes : [...new Set(everyRoute), '/no-such-page'];
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const { child, stack } = await startStack();
process.env.MENTORIA_E2E_APP_URL = stack.appUrl;
process.env.MENTORIA_E2E_BACKEND_URL = stack.backendUrl;
process.env.MENTORIA_E2E_ANON_KEY = stack.anonKey;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
try {
  const demoStorage = await signedInStorage(DEMO);
  for (const who of ['visitor', 'demo'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 812 : 900 },
          colorScheme,
          reducedMotion: 'reduce',
          ...(who === 'demo' ? { storageState: demoStorage } : {}),
        });
        const page = await context.newPage();
        for (const route of targets) {
          await page.goto(new URL(route, stack.appUrl).toString());
          await page.waitForLoadState('networkidle');
          const slug = route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
          const name = `${slug}-${width}-${colorScheme}-${who}.png`;
          await page.screenshot({ path: join(outDir, name), fullPage: true });
        }
        await context.close();
      }
    }
  }
  console.log(`Saved ${targets.length * 8} screenshots in ${outDir}`);
} finally {
  await browser.close();
  await stopStack(child);
}
