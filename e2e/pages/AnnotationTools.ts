import type { Locator, Page } from '@playwright/test';

/**
 * The reader's highlights, notes and bookmarks: "Bookmark this page", the Notes button and its panel (by page,
 * each item's Go to page, Edit and Delete, Export Markdown / Export CSV), and Settings' export of every book.
 * Locators and actions only; the specs make the assertions.
 */
export class AnnotationTools {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get bookmark(): Locator {
    return this.main.getByRole('button', { name: 'Bookmark this page' });
  }

  get notesButton(): Locator {
    return this.main.getByRole('button', { name: /^Notes \(\d+\)$/ });
  }

  get panel(): Locator {
    return this.main.getByRole('region', { name: 'Notes', exact: true });
  }

  pageSection(page: number): Locator {
    return this.panel.getByRole('region', { name: `Page ${page}`, exact: true });
  }

  /** Opens the Notes panel if it is closed. */
  async openNotes(): Promise<void> {
    if ((await this.notesButton.getAttribute('aria-expanded')) !== 'true') await this.notesButton.click();
  }

  editButton(name: string): Locator {
    return this.panel.getByRole('button', { name: `Edit ${name}` });
  }

  deleteButton(name: string): Locator {
    return this.panel.getByRole('button', { name: `Delete ${name}` });
  }

  get noteField(): Locator {
    return this.panel.getByRole('textbox', { name: 'Note' });
  }

  get saveNote(): Locator {
    return this.panel.getByRole('button', { name: 'Save note' });
  }

  get confirmDelete(): Locator {
    return this.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true });
  }

  exportButton(label: 'Export Markdown' | 'Export CSV' | 'Export all as Markdown' | 'Export all as CSV'): Locator {
    return this.main.getByRole('button', { name: label, exact: true });
  }
}
