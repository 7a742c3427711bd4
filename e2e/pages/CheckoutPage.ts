import type { Locator, Page } from '@playwright/test';

/** The checkout form's fields, by their labels. */
export const CHECKOUT_FIELDS = ['Email', 'Full name', 'Address', 'Card number', 'Expiry', 'CVC'] as const;
export type CheckoutFieldLabel = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutDetails = Record<CheckoutFieldLabel, string>;

/**
 * /checkout?id=: the order summary (cover, category, name, price), the demo
 * notice, the form (email, full name, address, card number, expiry, CVC) and
 * its Pay / Get it Free button, the confirmation, and the panels for a visitor
 * and for an ebook already owned. Locators and actions only.
 */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  async goto(productId?: number | string): Promise<void> {
    await this.page.goto(productId === undefined ? '/checkout' : `/checkout?id=${productId}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get summary(): Locator {
    return this.main.getByRole('region', { name: 'Your order' });
  }

  /** The ebook's cover picture (decorative: its name is written beside it, so it has no role of its own). */
  get cover(): Locator {
    return this.summary.locator('img');
  }

  get noProductSelected(): Locator {
    return this.main.getByRole('heading', { name: 'No product selected' });
  }

  /** The inline failure message (docs/product.md#failures-are-visible) and its Retry button. */
  get loadFailure(): Locator {
    return this.main.getByRole('alert');
  }

  get retry(): Locator {
    return this.loadFailure.getByRole('button', { name: 'Retry' });
  }

  get demoNotice(): Locator {
    return this.main.getByRole('note', { name: 'Demo checkout' });
  }

  get form(): Locator {
    return this.main.locator('form');
  }

  /** By accessible name, which leaves out the label's decorative "*" for a required field. */
  field(label: CheckoutFieldLabel): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** "Pay 23$" or "Get it Free". */
  get submit(): Locator {
    return this.form.getByRole('button', { name: /^(Pay |Get it Free)/ });
  }

  async fill(details: Partial<CheckoutDetails>): Promise<void> {
    for (const [label, value] of Object.entries(details) as [CheckoutFieldLabel, string][]) {
      await this.field(label).fill(value);
    }
  }

  async values(): Promise<CheckoutDetails> {
    const entries = await Promise.all(
      CHECKOUT_FIELDS.map(async (label) => [label, await this.field(label).inputValue()] as const),
    );
    return Object.fromEntries(entries) as CheckoutDetails;
  }

  /** The browser's own verdict on a field (required, email format), as its form would be checked on submit. */
  validity(label: CheckoutFieldLabel): Promise<{ valid: boolean; valueMissing: boolean; typeMismatch: boolean }> {
    return this.field(label).evaluate((input: HTMLInputElement) => ({
      valid: input.validity.valid,
      valueMissing: input.validity.valueMissing,
      typeMismatch: input.validity.typeMismatch,
    }));
  }

  get confirmation(): Locator {
    return this.main.getByRole('heading', { name: 'Checkout complete (demo).' });
  }

  get alreadyOwned(): Locator {
    return this.main.getByRole('heading', { name: 'You already own this ebook' });
  }

  get readBook(): Locator {
    return this.main.getByRole('link', { name: 'Read Book' });
  }

  get backToEbook(): Locator {
    return this.main.getByRole('link', { name: 'Back to the ebook' });
  }

  get signInPrompt(): Locator {
    return this.main.getByRole('heading', { name: 'Sign in to check out' });
  }

  get loginButton(): Locator {
    return this.main.getByRole('button', { name: 'Login', exact: true });
  }
}
