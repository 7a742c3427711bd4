import type { Locator, Page } from '@playwright/test';

/**
 * The login modal on every page (docs/product.md#screens, docs/product.md#accounts-can-be-created): Email, Password,
 * Login, Sign In with Google, "Forgot your password?", the failure message in a
 * red box, and the Create account form (First name, Last name, Email, Password).
 */
export class LoginModal {
  constructor(readonly page: Page) {}

  /** The dialog: whichever form it shows, it asks for a password. */
  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByLabel(/^password/i) });
  }

  get email(): Locator {
    return this.dialog.getByLabel(/^email/i);
  }

  get password(): Locator {
    return this.dialog.getByLabel(/^password/i);
  }

  get loginButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Login', exact: true });
  }

  get googleButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Sign In with Google' });
  }

  get forgotPassword(): Locator {
    return this.dialog.getByRole('button', { name: 'Forgot your password?' });
  }

  /** The red box with the failure message. */
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close' });
  }

  /** The control that switches to the Create account form (a button, tab or link). */
  get createAccountSwitch(): Locator {
    const name = /create (an )?account/i;
    return this.dialog
      .getByRole('button', { name })
      .or(this.dialog.getByRole('tab', { name }))
      .or(this.dialog.getByRole('link', { name }))
      .first();
  }

  /** The Create account form: the one with a First name field. */
  get createAccountForm(): Locator {
    return this.dialog.locator('form').filter({ has: this.page.getByLabel(/^first name/i) });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.loginButton.click();
  }

  async createAccount(account: { firstName: string; lastName: string; email: string; password: string }) {
    await this.createAccountSwitch.click();
    const form = this.createAccountForm;
    await form.getByLabel(/^first name/i).fill(account.firstName);
    await form.getByLabel(/^last name/i).fill(account.lastName);
    await form.getByLabel(/^email/i).fill(account.email);
    await form.getByLabel(/^password/i).fill(account.password);
    await form.getByRole('button', { name: /create (an )?account|sign up|register/i }).click();
  }
}
