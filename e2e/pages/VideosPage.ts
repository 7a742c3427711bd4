import type { Locator, Page } from '@playwright/test';

/**
 * /videos: the row of category buttons (All first), the grid of video cards,
 * "Load more videos", the empty state and the load failure with Retry. Each
 * card's name and Watch open its course's page (Watch the player, for a learner who may watch it). Locators and actions only.
 */
export class VideosPage {
  constructor(readonly page: Page) {}

  async goto(category?: string): Promise<void> {
    await this.page.goto(category ? `/videos?category=${encodeURIComponent(category)}` : '/videos');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The horizontally scrolling row of category toggle buttons. */
  get categoryRow(): Locator {
    return this.main.getByRole('toolbar', { name: 'Video categories' });
  }

  category(name: string): Locator {
    return this.categoryRow.getByRole('button', { name, exact: true });
  }

  /** The button currently pressed (the category shown). */
  get selectedCategory(): Locator {
    return this.categoryRow.getByRole('button', { pressed: true });
  }

  async selectCategory(name: string): Promise<void> {
    await this.category(name).click();
  }

  /** The arrows beside the row (wide screens with a mouse). */
  scrollArrow(direction: 'left' | 'right'): Locator {
    return this.main.getByRole('button', { name: `Scroll categories ${direction}` });
  }

  rowScrollLeft(): Promise<number> {
    return this.categoryRow.evaluate((element) => element.scrollLeft);
  }

  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Videos' });
  }

  get cards(): Locator {
    return this.grid.getByRole('article');
  }

  /** A video's card, found by its name (its heading). */
  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The line of a card that says how many lessons its course has ("12 lessons"). */
  lessonCount(card: Locator): Locator {
    return card.getByText(/^\d+ (lesson|video)s?$/);
  }

  cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  watchButton(card: Locator): Locator {
    return card.getByRole('link', { name: /^Watch/ });
  }

  get loadMore(): Locator {
    return this.main.getByRole('button', { name: 'Load more videos' });
  }

  get emptyStateTitle(): Locator {
    return this.main.getByRole('heading', { name: 'No Videos Found' });
  }

  get emptyStateMessage(): Locator {
    return this.main.getByText('No videos available in this category', { exact: true });
  }

  /** The inline failure message (docs/product.md#failures-are-visible) and its Retry button. */
  get loadFailure(): Locator {
    return this.main.getByRole('alert');
  }

  get retry(): Locator {
    return this.loadFailure.getByRole('button', { name: 'Retry' });
  }

  /** How far the category row can scroll sideways, and how far the page itself overflows the window. */
  async overflow(): Promise<{ row: number; page: number }> {
    const row = await this.categoryRow.evaluate((element) => element.scrollWidth - element.clientWidth);
    const page = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    return { row, page };
  }

  /** Whether the selected category's button lies wholly inside the visible part of the row. */
  async selectedCategoryInView(): Promise<boolean> {
    const row = await this.categoryRow.boundingBox();
    const button = await this.selectedCategory.boundingBox();
    if (!row || !button) return false;
    return button.x >= row.x - 1 && button.x + button.width <= row.x + row.width + 1;
  }
}
