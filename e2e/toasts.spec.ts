/** Alert toasts hide themselves after 4 seconds (docs/product.md#how-the-screens-behave, docs/product.md#numbers). */
import { expect, test } from './fixtures';

test.use({ signedInAs: 'reader' });

test('an alert toast hides itself after about 4 seconds', async ({ shell, profilePage }) => {
  await profilePage.goto();
  await profilePage.resetPassword.click();
  const toast = shell.toast(/reset link/i);
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  await expect(toast).toBeHidden({ timeout: 8_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(3_000);
  expect(shownFor).toBeLessThan(6_000);
});

test('an alert toast can be closed before it hides itself', async ({ shell, profilePage }) => {
  await profilePage.goto();
  await profilePage.resetPassword.click();
  const toast = shell.toast(/reset link/i);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden({ timeout: 1_000 });
});
