/**
 * "Forgot your password?" end to end (docs/product.md#forgot-your-password-works): the login modal mails a reset
 * link, the local backend delivers it to its mailbox page, the link opens
 * /resetpass, the new password is set and signs in. A fresh account is used, since
 * workers share one backend and the demo account's password must not change.
 */
import { createAccount, e2eEnv, expect, signedInStorage, test } from './fixtures';

test('a visitor resets a forgotten password through the mailed link and signs in with the new one', async ({
  page,
  browser,
  baseURL,
  shell,
  loginModal,
}) => {
  const account = await createAccount('forgot');
  const newPassword = 'my-new-password-42';
  // Still signed in with the old password on a laptop.
  const laptop = await browser.newContext({ baseURL, storageState: await signedInStorage(account) });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/mylibrary');
  await expect(laptopPage.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();

  await shell.goto('/');
  await shell.loginButton.click();
  await loginModal.forgotPassword.click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(resetDialog).toBeVisible();
  await resetDialog.getByLabel('Email').fill(account.email);
  await resetDialog.getByRole('button', { name: 'Send reset link' }).click();
  // The form's own note (the toasts' region is in the dialog too while it is open).
  await expect(resetDialog.getByRole('status').filter({ hasText: 'reset link is on its way' })).toBeVisible();

  // The local backend's mail catcher, as a developer would open it.
  await page.goto(`${e2eEnv('MENTORIA_E2E_BACKEND_URL')}/auth/v1/mailbox`);
  const message = page.getByRole('listitem').filter({ hasText: account.email }).first();
  await expect(message).toContainText('Reset Your Password');
  await message.getByRole('link', { name: /open the link/ }).click();

  await expect(page).toHaveURL(/\/resetpass/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(shell.toast(/password has been changed.*signed out on your other devices/i)).toBeVisible();
  await expect(shell.accountLink(`${account.firstName} ${account.lastName}`)).toBeVisible();

  // The laptop, when its reader comes back to it, says its session was ended.
  await laptopPage.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(laptopPage.getByRole('listitem').filter({ hasText: /You were signed out/ })).toBeVisible();
  await laptop.close();

  // Elsewhere (a fresh browser), the new password signs in.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  const login = other.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(other.getByRole('link', { name: new RegExp(account.lastName) })).toBeVisible();
  await elsewhere.close();
});

test('/resetpass without a link says how to get one, and a used link says it has expired', async ({ page, shell }) => {
  await shell.goto('/resetpass');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(/open the reset link we email you/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();

  await shell.goto(
    '/resetpass?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
});

test('a reset form whose code cannot be downloaded is said in a toast, the email is kept, and asking again opens it', async ({
  page,
  shell,
  loginModal,
}) => {
  await page.route('**/ForgotPasswordForm*.js', (route) => route.abort('internetdisconnected'), { times: 1 });
  await shell.goto('/');
  await shell.loginButton.click();
  await loginModal.email.fill('forgetful@example.com');
  await loginModal.forgotPassword.click();

  await expect(shell.toast('The reset form could not be loaded. Check your connection and try again.')).toBeVisible();
  await expect(loginModal.email).toHaveValue('forgetful@example.com');
  await expect(loginModal.email).toBeFocused();

  await loginModal.forgotPassword.click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(resetDialog.getByLabel('Email')).toHaveValue('forgetful@example.com');
  await expect(resetDialog.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});
