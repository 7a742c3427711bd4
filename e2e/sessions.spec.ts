/**
 * Sessions across browsers: Logout ends this browser's session only; "Sign
 * out on all devices" (Settings) ends them all, and a browser whose session
 * was ended elsewhere says so in plain words as soon as the reader comes back
 * to it, rather than on a reload as "Sign in required".
 */
import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, signedInStorage, test, type Account } from './fixtures';
import { SettingsMenu } from './pages/Settings';

const ENDED_ELSEWHERE = /You were signed out: your session was ended in another tab or on another device/;

/** Another browser (a second device) where the account is signed in, open at `path`. */
async function secondDevice(browser: Browser, baseURL: string | undefined, account: Account, path: string) {
  const context = await browser.newContext({ baseURL, storageState: await signedInStorage(account) });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** The reader comes back to this browser window (its tab is focused again). */
const comeBackTo = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const avatar = (page: Page, account: Account) =>
  page.getByRole('link', { name: new RegExp(`${account.firstName} ${account.lastName}`) });

test('Logout in one browser leaves the reader signed in on another', async ({ browser, baseURL }) => {
  const account = await createAccount('logout-here');
  const laptop = await secondDevice(browser, baseURL, account, '/mylibrary');
  await expect(laptop.page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();

  const phone = await secondDevice(browser, baseURL, account, '/settings');
  await new SettingsMenu(phone.page).logoutRow.click();
  await expect(phone.page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(phone.page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await comeBackTo(laptop.page);
  await laptop.page.reload();
  await expect(laptop.page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(avatar(laptop.page, account)).toBeVisible();
  await expect(laptop.page.getByText(ENDED_ELSEWHERE)).toHaveCount(0);
  await Promise.all([laptop.context.close(), phone.context.close()]);
});

test('"Sign out on all devices" asks first, then every browser is signed out and the other one says so when the reader comes back', async ({
  browser,
  baseURL,
}) => {
  const account = await createAccount('everywhere');
  const laptop = await secondDevice(browser, baseURL, account, '/mylibrary');
  await expect(laptop.page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  const phone = await secondDevice(browser, baseURL, account, '/settings');
  const settings = new SettingsMenu(phone.page);

  await settings.signOutEverywhereRow.click();
  const confirm = phone.page.getByRole('dialog', { name: 'Sign out on all devices?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(settings.signOutEverywhereRow).toBeFocused();

  await settings.signOutEverywhereRow.click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phone.page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(phone.page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await comeBackTo(laptop.page);
  await expect(laptop.page.getByRole('listitem').filter({ hasText: ENDED_ELSEWHERE })).toBeVisible();
  // The library is the reader's own: it asks to sign in again, and says why.
  const login = laptop.page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(login).toContainText(ENDED_ELSEWHERE);
  await expect(avatar(laptop.page, account)).toHaveCount(0);
  await Promise.all([laptop.context.close(), phone.context.close()]);
});

test('a browser opened after its session was ended elsewhere says so at once', async ({ browser, baseURL }) => {
  const account = await createAccount('ended-before');
  const stored = await signedInStorage(account);
  const phone = await secondDevice(browser, baseURL, account, '/settings');
  await new SettingsMenu(phone.page).signOutEverywhereRow.click();
  await phone.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phone.page).toHaveURL(/\/$/, { timeout: 10_000 });

  const laptop = await browser.newContext({ baseURL, storageState: stored });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/');
  await expect(laptopPage.getByRole('listitem').filter({ hasText: ENDED_ELSEWHERE })).toBeVisible();
  await expect(laptopPage.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await Promise.all([laptop.close(), phone.context.close()]);
});
