import type { Locator, Page } from '@playwright/test';

export type LibraryTabName = 'Purchased' | 'Favorites' | 'Videos';

/**
 * /mylibrary (docs/product.md#screens): the Purchased, Favorites and Videos tabs, their cards
 * and the empty state. Locators and actions only; the specs make the assertions.
 */
export class LibraryPage {
  constructor(readonly page: Page) {}

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/mylibrary${search}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { name: 'My Library', level: 1 });
  }

  tab(name: LibraryTabName): Locator {
    return this.main.getByRole('tablist', { name: 'Your library' }).getByRole('tab', { name, exact: true });
  }

  /** The panel of the tab shown. */
  get panel(): Locator {
    return this.main.getByRole('tabpanel');
  }

  get cards(): Locator {
    return this.panel.getByRole('article');
  }

  card(name: string): Locator {
    return this.panel.getByRole('article', { name, exact: true });
  }

  /** The names on the cards shown, in order. */
  async cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allTextContents();
  }

  readLink(card: Locator): Locator {
    return card.getByRole('link', { name: /^Read Book/ });
  }

  getButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^Get Ebook/ });
  }

  buyLink(card: Locator): Locator {
    return card.getByRole('link', { name: /^Buy Now/ });
  }

  /** The offline copy's Download button on a card (the offline feature's control, composed into the card). */
  downloadButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^Download .* for offline reading$/ });
  }

  get emptyTitle(): Locator {
    return this.panel.getByRole('heading', { name: 'Your Library is Empty' });
  }

  get emptyMessage(): Locator {
    return this.panel.getByText('Start exploring our collection of ebooks', { exact: true });
  }

  get browseEbooks(): Locator {
    return this.panel.getByRole('link', { name: 'Browse Ebooks' });
  }
}
