import type { Locator, Page } from '@playwright/test';

/**
 * Home (/): the hero carousel, recently viewed, the category chips, "Recently
 * Added Books" and one carousel per category. Each carousel is a region named
 * after what it holds; slides out of view are inert, so only the visible ones
 * are found by role. Locators and actions only; the specs make the assertions.
 */
export class HomePage {
  static readonly HERO = 'Welcome and newest ebooks';
  static readonly RECENTLY_ADDED = 'Recently Added Books';
  static readonly RECENTLY_VIEWED = 'Recently Viewed';
  static readonly CHIPS = 'Browse by Category';

  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** A carousel, by the name of what it holds. */
  carousel(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  get hero(): Locator {
    return this.carousel(HomePage.HERO);
  }

  get welcomeHeading(): Locator {
    return this.hero.getByRole('heading', { name: 'Welcome to Mentoria' });
  }

  get exploreNow(): Locator {
    return this.hero.getByRole('link', { name: 'Explore Now' });
  }

  /** The link of the hero slide in view (the welcome slide's is Explore Now; a product slide is one link). */
  get currentHeroLink(): Locator {
    return this.hero.getByRole('link');
  }

  /** Every image on the hero's slides, in slide order, whether in view or not. */
  get heroImages(): Locator {
    return this.hero.locator('img');
  }

  nextButton(carouselName: string): Locator {
    return this.carousel(carouselName).getByRole('button', { name: `Next: ${carouselName}` });
  }

  previousButton(carouselName: string): Locator {
    return this.carousel(carouselName).getByRole('button', { name: `Previous: ${carouselName}` });
  }

  /** The Previous and Next buttons of a carousel. */
  arrows(carouselName: string): Locator {
    return this.carousel(carouselName).getByRole('button', { name: /^(Previous|Next): / });
  }

  async nextHeroSlide(): Promise<void> {
    await this.nextButton(HomePage.HERO).click();
  }

  get recentlyViewed(): Locator {
    return this.carousel(HomePage.RECENTLY_VIEWED);
  }

  /** The ebook names on the recently viewed cards in view, in order. */
  get recentlyViewedNames(): Locator {
    return this.recentlyViewed.getByRole('heading', { level: 3 });
  }

  get recentlyAdded(): Locator {
    return this.carousel(HomePage.RECENTLY_ADDED);
  }

  /** The ebook cards' names in a carousel that are in view. */
  cardNames(carouselName: string): Locator {
    return this.carousel(carouselName).getByRole('heading', { level: 3 });
  }

  chip(name: string): Locator {
    return this.carousel(HomePage.CHIPS).getByRole('link', { name, exact: true });
  }

  /**
   * The chips whose name does not fit in them (cut short by an ellipsis, or
   * spilling out): every chip, in view or not, since all are laid out alike.
   */
  async chipsWithNameCut(): Promise<string[]> {
    return this.carousel(HomePage.CHIPS)
      .locator('a')
      .evaluateAll((links) =>
        links
          .filter((link) =>
            [link, ...link.querySelectorAll('*')].some(
              (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
            ),
          )
          .map((link) => link.textContent ?? ''),
      );
  }

  /** The page's section headings (h2), in order: "Recently Added Books", then one per category. */
  get sectionHeadings(): Locator {
    return this.main.getByRole('heading', { level: 2 });
  }

  sectionHeading(name: string): Locator {
    return this.main.getByRole('heading', { level: 2, name, exact: true });
  }

  seeAll(sectionName: string): Locator {
    return this.main.getByRole('link', { name: `See all ${sectionName}`, exact: true });
  }

  /** A section's inline failure message (docs/product.md#failures-are-visible), found by its words. */
  failure(message: string | RegExp): Locator {
    return this.main.getByRole('alert').filter({ hasText: message });
  }

  retryButton(failure: Locator): Locator {
    return failure.getByRole('button', { name: 'Retry' });
  }

  /** How far the page is wider than the window (0 or less: no sideways scrolling). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  }

  /** Scrolls down through the whole page, so every lazily drawn row comes near the screen. */
  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(async () => {
      const step = window.innerHeight;
      for (let y = 0; y < document.body.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
  }

  /** The learning streak card (signed in): the streak in days, the week against the goal, a bar per day. */
  get streakCard(): Locator {
    return this.main.getByRole('region', { name: 'Learning streak' });
  }

  /** "N of M minutes this week", as the streak card says it. */
  get weekAgainstGoal(): Locator {
    return this.streakCard.getByText(/ minutes? this week/);
  }
}
