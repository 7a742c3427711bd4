/**
 * The seeded demo account (DEMO in fixtures.ts: the demo reader of server/src/seed/people.ts).
 * Signing out ends every session of the user, so the tests that use this
 * account run here, one after another (the one that signs out last), and no
 * other spec signs in as it.
 */
import { isReddish } from './colours';
import { DEMO, DEMO_FULL_NAME, expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test.describe('signed in as the demo user', () => {
  test.use({ signedInAs: 'demo' });

  test("Profile Settings shows the demo user's first name, last name and email, read-only", async ({ profilePage }) => {
    await profilePage.goto();
    await expect(profilePage.field('First name')).toHaveValue(DEMO.firstName);
    await expect(profilePage.field('Last name')).toHaveValue(DEMO.lastName);
    await expect(profilePage.field('Email')).toHaveValue(DEMO.email);
    for (const label of ['First name', 'Last name', 'Email'] as const) {
      await expect(profilePage.field(label)).not.toBeEditable();
    }
  });

  test('the red Logout row is a button in red', async ({ settingsMenu }) => {
    await settingsMenu.goto();
    await expect(settingsMenu.logoutRow).toBeVisible();
    const color = await settingsMenu.logoutRow.evaluate((row) => getComputedStyle(row).color);
    expect(isReddish(color), `Logout row colour ${color}`).toBe(true);
  });
});

test('a visitor signs in with the demo account, sees the avatar with the full name, and signs out from Settings', async ({
  page,
  shell,
  loginModal,
  settingsMenu,
}) => {
  await shell.goto('/');
  await shell.loginButton.click();
  await expect(loginModal.dialog).toBeVisible();
  await loginModal.signIn(DEMO.email, DEMO.password);

  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.accountLink(DEMO_FULL_NAME)).toBeVisible();
  await expect(shell.loginButton).toBeHidden();

  await shell.sideBarLink('Settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  // A marker on this document: after a full page load it is gone.
  await page.evaluate(() => Object.assign(window, { __beforeLogout: true }));
  await settingsMenu.logoutRow.click();

  await expect(page, 'Logout goes to /').toHaveURL(/\/$/, { timeout: 10_000 });
  await expect
    .poll(() => page.evaluate(() => !('__beforeLogout' in window)), { message: 'Logout does a full page load' })
    .toBe(true);
  await expect(shell.loginButton).toBeVisible();
  await expect(shell.accountLink(DEMO_FULL_NAME)).toBeHidden();

  await page.reload();
  await expect(shell.loginButton).toBeVisible();
});
