/**
 * The shell's layout (docs/product.md#screens, docs/product.md#numbers): the side bar on wide screens, the
 * bottom bar at 768 px or less, each with the spec's links and the active one
 * marked; the top bar's search box, and the mobile top bar's search icon.
 */
import { expect, test } from './fixtures';

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the bottom bar shows Home, Library, Ebooks, Videos and Settings, and the side bar is hidden', async ({
    shell,
  }) => {
    await shell.goto('/');
    await expect(shell.bottomBar).toBeVisible();
    for (const name of ['Home', 'Library', 'Ebooks', 'Videos', 'Settings'])
      await expect(shell.bottomBarLink(name)).toBeVisible();
    await expect(shell.sideBar).toBeHidden();
  });

  test('a phone reaches the videos from the bottom bar', async ({ page, shell }) => {
    await shell.goto('/');
    await shell.bottomBarLink('Videos').click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(shell.bottomBarLink('Videos')).toHaveAttribute('aria-current', 'page');
  });

  test('the bottom bar marks the current page', async ({ shell }) => {
    await shell.goto('/ebooks');
    await expect(shell.bottomBarLink('Ebooks')).toHaveAttribute('aria-current', 'page');
    await expect(shell.bottomBarLink('Home')).not.toHaveAttribute('aria-current', 'page');
  });

  test('the mobile top bar has a search icon that goes to /search', async ({ page, shell }) => {
    await shell.goto('/');
    // Exactly "Search": a card's name may contain the word too ("…Automating Research").
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search/);
  });

  test('nothing is wider than the screen', async ({ page, shell }) => {
    await shell.goto('/');
    await expect(shell.bottomBar).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('at 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the side bar shows Dashboard, Library, Ebooks under Categories, and Settings; the bottom bar is hidden', async ({
    shell,
  }) => {
    await shell.goto('/');
    await expect(shell.sideBar).toBeVisible();
    for (const name of ['Dashboard', 'Library', 'Ebooks', 'Settings'])
      await expect(shell.sideBarLink(name)).toBeVisible();
    await expect(shell.page.getByText('Categories', { exact: true })).toBeVisible();
    await expect(shell.bottomBar).toBeHidden();
  });

  test('the side bar marks the current page, and the mark follows navigation', async ({ shell }) => {
    await shell.goto('/');
    await expect(shell.sideBarLink('Dashboard')).toHaveAttribute('aria-current', 'page');
    await shell.sideBarLink('Ebooks').click();
    await expect(shell.sideBarLink('Ebooks')).toHaveAttribute('aria-current', 'page');
    await expect(shell.sideBarLink('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  });

  test('Enter in "Search resources..." goes to /search with the text', async ({ page, shell }) => {
    await shell.goto('/');
    await shell.searchBox.fill('marketing plan');
    await shell.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=marketing(\+|%20)plan$/);
  });

  test('the Stay Updated block offers Subscribe Now', async ({ page, shell }) => {
    await shell.goto('/');
    await expect(shell.sideBar.or(page.getByRole('complementary')).getByText('Stay Updated').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });
});

test.describe('signed in, at 1280 px wide', () => {
  test.use({ signedInAs: 'reader', viewport: { width: 1280, height: 900 } });

  test('Library and Settings open from the side bar and are marked current', async ({ page, shell }) => {
    await shell.goto('/');
    await shell.sideBarLink('Library').click();
    await expect(page).toHaveURL(/\/mylibrary$/);
    await expect(shell.sideBarLink('Library')).toHaveAttribute('aria-current', 'page');
    await shell.sideBarLink('Settings').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(shell.sideBarLink('Settings')).toHaveAttribute('aria-current', 'page');
  });
});
