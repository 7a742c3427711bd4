/**
 * The theme (docs/product.md#how-the-screens-behave): light or dark from the stored choice, else the
 * system's preference; `data-theme` on <html> is set before the first paint;
 * the top-bar toggle and the Settings Theme dialog change and store it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const html = (page: Page) => page.locator('html');

/** Keeps the app's own code from loading, so only what index.html does by itself can set the theme. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test.describe('with the system in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches to dark, and dark survives a reload', async ({ page, shell }) => {
    await shell.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(shell.themeToggle).toHaveAttribute('aria-pressed', 'false');

    await shell.themeToggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(shell.themeToggle).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(shell.themeToggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('a stored choice is on the document before the app code runs (no flash of the wrong theme)', async ({
    page,
    shell,
  }) => {
    await shell.goto('/');
    await shell.themeToggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await withoutAppScripts(page);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('a stored choice wins over the system preference', async ({ page, shell }) => {
    await shell.goto('/');
    await shell.themeToggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('with no stored choice', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`the theme follows the system preference (${scheme})`, async ({ page, shell }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await shell.goto('/');
      await expect(html(page)).toHaveAttribute('data-theme', scheme);
    });
  }

  test('the system preference is on the document before the app code runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the theme follows the system when it changes while the app is open', async ({ page, shell }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await shell.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('the Settings Theme dialog', () => {
  test.use({ signedInAs: 'reader', colorScheme: 'light' });

  test('offers light and dark radios that change the theme and are stored', async ({
    page,
    settingsMenu,
    themeDialog,
  }) => {
    await settingsMenu.goto();
    await settingsMenu.themeRow.click();
    await expect(themeDialog.dialog).toBeVisible();
    await expect(themeDialog.radio('Light')).toBeChecked();

    await themeDialog.radio('Dark').check();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(themeDialog.radio('Dark')).toBeChecked();

    await page.keyboard.press('Escape');
    await expect(themeDialog.dialog).toBeHidden();
    await expect(settingsMenu.themeRow).toBeFocused();

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await settingsMenu.themeRow.click();
    await themeDialog.radio('Light').check();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});
