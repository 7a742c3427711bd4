import type { Locator, Page } from '@playwright/test';

/** What a card shows, read from the screen. */
export interface CardInfo {
  name: string;
  category: string;
  /** The price label: "Free", "23$", "15$". */
  price: string;
}

/** The price a card's label stands for: 0 for "Free", else the number before "$". */
export function priceOf(label: string): number {
  return label === 'Free' ? 0 : Number(label.replace('$', ''));
}

/**
 * /ebooks (docs/product.md#screens): the All/Free toggle, the Filter panel (a side
 * panel on wide screens, a dialog at 768 px or less), the grid of cards that
 * loads page by page, its empty state and its failures. Locators and actions
 * only; the specs make the assertions.
 */
export class EbooksPage {
  constructor(readonly page: Page) {}

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/ebooks${search}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { name: 'Ebooks', level: 1 });
  }

  /** The line under the heading that says what is applied ("Showing SEO · Free · 10$–30$"). */
  get applied(): Locator {
    return this.main.getByText(/^Showing /);
  }

  toggle(name: 'All' | 'Free'): Locator {
    return this.main.getByRole('group', { name: 'Price' }).getByRole('button', { name, exact: true });
  }

  get filterButton(): Locator {
    return this.main.getByRole('button', { name: /^Filter/ });
  }

  /** The panel: beside the list (complementary) or, on small screens, a dialog. */
  get panel(): Locator {
    return this.page
      .getByRole('complementary', { name: 'Filters' })
      .or(this.page.getByRole('dialog', { name: 'Filters' }));
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  category(name: string): Locator {
    return this.panel.getByRole('checkbox', { name, exact: true });
  }

  get minPrice(): Locator {
    return this.panel.getByLabel('Min price');
  }

  get maxPrice(): Locator {
    return this.panel.getByLabel('Max price');
  }

  get applyButton(): Locator {
    return this.panel.getByRole('button', { name: 'Apply Filters' });
  }

  get clearButton(): Locator {
    return this.panel.getByRole('button', { name: 'Clear filters' });
  }

  get closePanelButton(): Locator {
    return this.panel.getByRole('button', { name: /^Close/ });
  }

  /** Every ebook card on the page. */
  get cards(): Locator {
    return this.main.getByRole('listitem').getByRole('article');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  cardLink(index: number): Locator {
    return this.cards.nth(index).getByRole('link');
  }

  get loadMore(): Locator {
    return this.main.getByRole('button', { name: 'Load more' });
  }

  get showEarlier(): Locator {
    return this.main.getByRole('button', { name: 'Show earlier ebooks' });
  }

  get endOfList(): Locator {
    return this.main.getByText(END_OF_LIST);
  }

  get emptyTitle(): Locator {
    return this.main.getByRole('heading', { name: 'No Ebooks Found' });
  }

  get emptyMessage(): Locator {
    return this.main.getByText('No books available in this category', { exact: true });
  }

  failure(message: string | RegExp): Locator {
    return this.main.getByRole('alert').filter({ hasText: message });
  }

  retryIn(failure: Locator): Locator {
    return failure.getByRole('button', { name: 'Retry' });
  }

  /** Name, category and price of every card shown, in order. */
  async cardInfos(): Promise<CardInfo[]> {
    return this.cards.evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector('h2, h3')?.textContent?.trim() ?? '',
        category: article.querySelector('.product-card__category')?.textContent?.trim() ?? '',
        price: article.querySelector('.product-card__price')?.textContent?.trim() ?? '',
      })),
    );
  }

  async openPanel(): Promise<void> {
    if ((await this.filterButton.getAttribute('aria-expanded')) !== 'true') await this.filterButton.click();
  }

  /** Opens the panel, sets what is given, and presses Apply Filters. */
  async applyFilters({ categories = [], min, max }: { categories?: string[]; min?: string; max?: string }) {
    await this.openPanel();
    for (const name of categories) await this.category(name).check();
    if (min !== undefined) await this.minPrice.fill(min);
    if (max !== undefined) await this.maxPrice.fill(max);
    await this.applyButton.click();
  }

  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /**
   * Scrolls down a page at a time until the list says it has ended. `onEach`
   * sees the cards shown before each step (and at the end).
   */
  async scrollToEnd(onEach: (cards: CardInfo[]) => void = () => undefined): Promise<void> {
    for (;;) {
      const cards = await this.cardInfos();
      onEach(cards);
      if (await this.endOfList.isVisible()) return;
      await this.scrollToBottom();
      // Wait for the next page (the last card is another one) or the end of the list.
      await this.page.waitForFunction(
        ({ lastName, endText }) => {
          const names = [...document.querySelectorAll('main article h2')].map((heading) => heading.textContent?.trim());
          const ended = [...document.querySelectorAll('main p')].some((p) => p.textContent === endText);
          return ended || names.at(-1) !== lastName;
        },
        { lastName: cards.at(-1)?.name, endText: END_OF_LIST },
      );
    }
  }

  async scrollToTop(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  /** Where a card sits in the document (not the viewport): it must not move when pages come and go. */
  async documentTop(card: Locator): Promise<number> {
    return card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  }

  /**
   * Makes every request for ebooks fail with a server error, until
   * `restoreEbookRequests`. (A dropped connection would do too, but supabase-js
   * retries those for several seconds before it gives up.)
   */
  async failEbookRequests(): Promise<void> {
    await this.page.route(isEbooksRequest, (route) =>
      route.fulfill({
        status: 500,
        json: { code: 'XX000', message: 'the test broke the server', details: null, hint: null },
      }),
    );
  }

  async restoreEbookRequests(): Promise<void> {
    await this.page.unroute(isEbooksRequest);
  }

  /** Takes IntersectionObserver away before the app loads: the list must still load more with its button. */
  async withoutIntersectionObserver(): Promise<void> {
    await this.page.addInitScript(() => {
      Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true });
    });
  }
}

const END_OF_LIST = 'You have reached the end of the list.';

const isEbooksRequest = (url: URL) => url.pathname.endsWith('/rest/v1/MentoriaDatabase');
