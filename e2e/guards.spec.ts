/**
 * A visitor and the signed-in-only places (docs/product.md#who-may-do-what): clicks on Library
 * and Settings are cancelled and open the login modal; deep links to
 * /mylibrary and /settings/* ask to sign in instead of showing a broken page,
 * and show the page once the visitor has signed in.
 */
import { createAccount, expect, test } from './fixtures';

for (const link of ['Library', 'Settings'] as const) {
  test(`a visitor's click on ${link} in the side bar opens the login modal and stays on the page`, async ({
    page,
    shell,
    loginModal,
  }) => {
    await shell.goto('/ebooks');
    await shell.sideBarLink(link).click();
    await expect(loginModal.dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/ebooks');
  });
}

test("a visitor's click on Library in the bottom bar opens the login modal and stays on the page", async ({
  page,
  shell,
  loginModal,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await shell.goto('/');
  await shell.bottomBarLink('Library').click();
  await expect(loginModal.dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

const deepLinks = [
  { path: '/mylibrary', heading: 'Library' },
  { path: '/settings/profile', heading: 'Profile Settings' },
] as const;

for (const { path, heading } of deepLinks) {
  test(`a visitor's deep link to ${path} asks to sign in, and after signing in there the page shows`, async ({
    page,
    shell,
    loginModal,
  }) => {
    const account = await createAccount('deeplink');
    await shell.goto(path);

    await expect(loginModal.dialog).toBeVisible();
    await expect(shell.main.getByRole('heading', { name: heading, level: 1 })).toBeHidden();

    await loginModal.signIn(account.email, account.password);
    await expect(loginModal.dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(shell.main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  });
}

test('a visitor who closes the login modal on a deep link still sees a way to sign in, not a broken page', async ({
  shell,
  loginModal,
}) => {
  await shell.goto('/settings/profile');
  await expect(loginModal.dialog).toBeVisible();
  await loginModal.closeButton.click();
  await expect(loginModal.dialog).toBeHidden();
  await expect(shell.heading).toBeVisible();
  await expect(shell.main.getByRole('button', { name: /log ?in|sign ?in/i })).toBeVisible();
});
