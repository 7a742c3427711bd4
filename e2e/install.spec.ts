/**
 * "Install Our App" (docs/product.md#screens, docs/product.md#how-the-screens-behave): offered while the browser can
 * install the app, on Home and Settings as a banner at 768 px or less and in
 * the top bar on wide screens, until the visitor accepts or dismisses.
 */
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no banner while the browser does not offer to install', async ({ shell, installBanner }) => {
    await shell.goto('/');
    await expect(shell.heading).toBeVisible();
    await expect(installBanner.banner).toBeHidden();
  });

  test('the banner shows on Home when the browser offers, and installing hides it', async ({
    shell,
    installBanner,
  }) => {
    await shell.goto('/');
    await expect(shell.heading).toBeVisible();
    await installBanner.offerInstall('accepted');
    await expect(installBanner.banner).toBeVisible();

    await installBanner.banner.getByRole('button', { name: 'Install Our App' }).click();
    expect(await installBanner.wasPrompted()).toBe(true);
    await expect(installBanner.banner).toBeHidden();
  });

  test('Not now hides the banner', async ({ shell, installBanner }) => {
    await shell.goto('/');
    await expect(shell.heading).toBeVisible();
    await installBanner.offerInstall('dismissed');
    await installBanner.notNowButton.click();
    await expect(installBanner.banner).toBeHidden();
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'reader' });

    test('the banner shows on Settings too', async ({ settingsMenu, installBanner }) => {
      await settingsMenu.goto();
      await expect(settingsMenu.menu).toBeVisible();
      await installBanner.offerInstall('accepted');
      await expect(installBanner.banner).toBeVisible();
    });
  });
});

test('on a wide screen the offer is an Install Our App button', async ({ shell, installBanner }) => {
  await shell.goto('/');
  await expect(shell.heading).toBeVisible();
  await installBanner.offerInstall('dismissed');
  await expect(installBanner.installButton).toBeVisible();
  await installBanner.installButton.click();
  expect(await installBanner.wasPrompted()).toBe(true);
  await expect(installBanner.installButton).toBeHidden();
});

for (const stylesheet of ['here', 'still on its way'] as const) {
  test(`an offer the browser makes before the app has started is not lost (the stylesheet ${stylesheet})`, async ({
    page,
    shell,
    installBanner,
  }) => {
    // The app's code held back, as on a slow line: the browser offers while only the splash is up.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    // A script after a stylesheet waits for it: the page's offer-keeping script must not be one.
    if (stylesheet === 'still on its way') {
      await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('.boot-splash')).toBeVisible();
    await installBanner.offerInstall('accepted');

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(shell.heading).toBeVisible();
    await expect(installBanner.installButton).toBeVisible();
    await installBanner.installButton.click();
    expect(await installBanner.wasPrompted()).toBe(true);
  });
}
