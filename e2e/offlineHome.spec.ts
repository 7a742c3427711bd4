/**
 * Home offline: each category row reads its own ebooks
 * with a GET as it nears the screen, and so do the rows' headings, so the
 * service worker keeps those answers; with no network, Home still shows every
 * heading and the rows the visitor has seen.
 *
 * Service workers are blocked in the rest of the suite (playwright.config.ts);
 * this spec allows them.
 */
import { categoriesWithEbooks, expect, test } from './fixtures';
import { HomePage } from './pages/HomePage';

test.use({ serviceWorkers: 'allow' });

test('offline, Home still shows the category headings and the rows seen before', async ({ page, context }) => {
  test.setTimeout(90_000);
  const home = new HomePage(page);
  await home.goto();
  // The worker installs on the first visit; from the next load on it controls the page and saves answers.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const headings = home.sectionHeadings;
  await expect(home.cardNames(HomePage.RECENTLY_ADDED).first()).toBeVisible();
  // Every row's heading is there: Home draws those below its first three rows straight after its first render.
  await expect(home.sectionHeading((await categoriesWithEbooks()).at(-1) ?? '')).toBeAttached();
  // The first category row, just below "Recently Added Books".
  const online = await headings.allTextContents();
  const seen = online[online.indexOf(HomePage.RECENTLY_ADDED) + 1] ?? '';
  await home.sectionHeading(seen).scrollIntoViewIfNeeded();
  await expect(home.cardNames(seen).first()).toBeVisible();
  const seenCards = await home.cardNames(seen).allTextContents();

  await context.setOffline(true);
  await page.reload();
  await expect(home.cardNames(HomePage.RECENTLY_ADDED).first()).toBeVisible();
  await expect(headings).toHaveText(online);
  await home.sectionHeading(seen).scrollIntoViewIfNeeded();
  await expect(home.cardNames(seen)).toHaveText(seenCards);
});
