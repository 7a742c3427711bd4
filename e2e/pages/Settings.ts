import type { Locator, Page } from '@playwright/test';

/** The pages the Settings menu links to (docs/product.md#screens), with the heading each one shows. */
export const SETTINGS_PAGES = [
  { entry: 'Profile Settings', path: '/settings/profile', heading: 'Profile Settings' },
  { entry: 'Privacy Policy', path: '/settings/privacy', heading: 'Privacy Policy' },
  { entry: 'Terms & Conditions', path: '/settings/terms', heading: 'Terms & Conditions' },
  { entry: 'Refund Policy', path: '/settings/refund', heading: 'Refund Policy' },
  { entry: 'Language', path: '/settings/language', heading: 'Language' },
  { entry: 'Need Help?', path: '/settings/help', heading: 'Need Help?' },
] as const;

/** /settings: a row per page, the Theme row (a dialog) and the red Logout row. */
export class SettingsMenu {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings');
  }

  get menu(): Locator {
    return this.page.getByRole('main').getByRole('navigation', { name: 'Settings' });
  }

  entry(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  get themeRow(): Locator {
    return this.menu.getByRole('button', { name: 'Theme', exact: true });
  }

  get logoutRow(): Locator {
    return this.menu.getByRole('button', { name: 'Logout', exact: true });
  }

  get signOutEverywhereRow(): Locator {
    return this.menu.getByRole('button', { name: 'Sign out on all devices' });
  }
}

/** The weekly goal on /settings: a labelled field of minutes and its Save goal button. */
export class WeeklyGoal {
  constructor(readonly page: Page) {}

  get field(): Locator {
    return this.page.getByRole('main').getByRole('textbox', { name: 'Weekly goal' });
  }

  get save(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Save goal' });
  }

  async set(minutes: string): Promise<void> {
    await this.field.fill(minutes);
    await this.save.click();
  }
}

/** The Settings Theme dialog: a light or dark radio choice. */
export class ThemeDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Theme' });
  }

  radio(name: 'Light' | 'Dark'): Locator {
    return this.dialog.getByRole('radio', { name, exact: true });
  }
}

/** /settings/profile: read-only names and email, and Reset Password. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings/profile');
  }

  field(label: 'First name' | 'Last name' | 'Email'): Locator {
    return this.page.getByRole('main').getByRole('textbox', { name: label, exact: true });
  }

  get resetPassword(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Reset Password' });
  }
}

/** /settings/help: the contact form (Name, Email, Message, all required). */
export class ContactForm {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings/help');
  }

  /** By accessible name, which leaves out the label's decorative "*" for a required field. */
  field(label: 'Name' | 'Email' | 'Message'): Locator {
    return this.page.getByRole('main').getByRole('textbox', { name: label, exact: true });
  }

  get fields(): Locator[] {
    return [this.field('Name'), this.field('Email'), this.field('Message')];
  }

  get send(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: /send|submit/i });
  }

  async fill(values: { name: string; email: string; message: string }): Promise<void> {
    await this.field('Name').fill(values.name);
    await this.field('Email').fill(values.email);
    await this.field('Message').fill(values.message);
  }
}
