/**
 * Settings (docs/product.md#screens): every page opens from the menu with its heading;
 * Reset Password only shows its alert; the contact form needs every field,
 * thanks the user and clears itself.
 */
import { expect, test } from './fixtures';
import { SETTINGS_PAGES } from './pages/Settings';

test.use({ signedInAs: 'reader' });

for (const { entry, path, heading } of SETTINGS_PAGES) {
  test(`${entry} opens from the Settings menu and has its heading`, async ({ page, shell, settingsMenu }) => {
    await settingsMenu.goto();
    await settingsMenu.entry(entry).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(shell.main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // And the way back to the menu.
    await shell.main.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(settingsMenu.menu).toBeVisible();
  });
}

test('Profile Settings shows the signed-in user, read-only', async ({ profilePage, workerReader }) => {
  const reader = await workerReader();
  await profilePage.goto();
  await expect(profilePage.field('First name')).toHaveValue(reader.firstName);
  await expect(profilePage.field('Last name')).toHaveValue(reader.lastName);
  await expect(profilePage.field('Email')).toHaveValue(reader.email);
  await expect(profilePage.field('Email')).not.toBeEditable();
});

test('Reset Password shows an alert that a reset link was sent', async ({ shell, profilePage }) => {
  await profilePage.goto();
  await profilePage.resetPassword.click();
  await expect(shell.toast(/reset link/i)).toBeVisible();
});

test('the policy pages are written out in full', async ({ page, shell }) => {
  const expectations = [
    { path: '/settings/privacy', texts: [/June 4, 2025/, /cookie/i, /newsletter/i, /sell/i] },
    { path: '/settings/terms', texts: [/13/, /personal use/i, /intellectual property/i, /terminat/i, /liab/i] },
    { path: '/settings/refund', texts: [/no refunds?/i, /7 days/i, /order ID/i, /replacement/i] },
  ];
  for (const { path, texts } of expectations) {
    await page.goto(path);
    for (const text of texts) await expect(shell.main.getByText(text).first()).toBeVisible();
  }
});

test('Language lists the languages the app offers, English chosen', async ({ page }) => {
  await page.goto('/settings/language');
  await expect(page.getByRole('main').getByRole('radio', { name: 'English' })).toBeChecked();
});

test('the contact form is not sent while a required field is empty', async ({ shell, contactForm }) => {
  await contactForm.goto();
  await contactForm.send.click();
  for (const field of contactForm.fields) {
    // Flagged by the form (aria-invalid), or by the browser's own check when the form leaves it on.
    const flagged = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => {
      const browserChecks = element.form !== null && !element.form.noValidate;
      return element.getAttribute('aria-invalid') === 'true' || (browserChecks && element.validity.valueMissing);
    });
    expect(flagged).toBe(true);
  }
  await expect(shell.toast(/thank/i)).toHaveCount(0);

  await contactForm.fill({ name: 'Robin', email: 'robin@example.test', message: '' });
  await contactForm.send.click();
  await expect(shell.toast(/thank/i)).toHaveCount(0);
  await expect(contactForm.field('Name')).toHaveValue('Robin');
});

test('a filled contact form shows the thank-you alert and is cleared', async ({ shell, contactForm }) => {
  await contactForm.goto();
  await contactForm.fill({ name: 'Robin', email: 'robin@example.test', message: 'Where can I find the PDF?' });
  await contactForm.send.click();
  await expect(shell.toast(/thank/i)).toBeVisible();
  for (const field of contactForm.fields) await expect(field).toHaveValue('');
});
