import type { Locator, Page } from '@playwright/test';

/**
 * The local backend's stand-in for Google's account chooser (docs/product.md#google-sign-in-on-the-local-backend,
 * /auth/v1/local-google): a name, an email and Continue.
 */
export class LocalGooglePage {
  constructor(readonly page: Page) {}

  /** Where the page lives, so a spec can wait for the browser to arrive there. */
  static readonly URL_PATTERN = /\/auth\/v1\/local-google/;

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Choose an account' });
  }

  get name(): Locator {
    return this.page.getByLabel('Name');
  }

  get email(): Locator {
    return this.page.getByLabel('Email');
  }

  async continueAs(name: string, email: string): Promise<void> {
    await this.name.fill(name);
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
