/**
 * The ebooks list (docs/product.md#screens, /ebooks): the All/Free toggle, the Filter
 * panel (categories, min and max price, Apply Filters; a dialog that keeps
 * focus on small screens), ?category= from links, the grid that loads page by
 * page as it scrolls (or with "Load more"), the empty state, failures with
 * Retry, and the filters living in the address (shared, reloaded, Back).
 * The seed has 160 ebooks: 7 pages of 24, of which the list keeps 5 at a time.
 */
import AxeBuilder from '@axe-core/playwright';
import { EBOOKS_MAX_PAGES, EBOOKS_PAGE_SIZE, EBOOKS_PRIORITY_COVERS } from '../src/config/constants';
import { cardRows } from './cardRows';
import { expect, test as base } from './fixtures';
import { EbooksPage, priceOf } from './pages/EbooksPage';

const test = base.extend<{ ebooks: EbooksPage }>({
  ebooks: async ({ page }, use) => use(new EbooksPage(page)),
});

const SEEDED_EBOOKS = 160;

test.describe('filters', () => {
  test('a link with ?category= shows that category only, and the panel has it checked', async ({ ebooks }) => {
    await ebooks.goto('?category=SEO');
    await expect(ebooks.cards.first()).toBeVisible();
    const cards = await ebooks.cardInfos();
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards.map((card) => card.category))).toEqual(new Set(['SEO']));
    await expect(ebooks.applied).toHaveText('Showing SEO');

    await ebooks.openPanel();
    await expect(ebooks.category('SEO')).toBeChecked();
    await expect(ebooks.category('Mindset')).not.toBeChecked();
  });

  test('Free shows only free ebooks at once and says so in the address; All shows every one again', async ({
    page,
    ebooks,
  }) => {
    await ebooks.goto();
    await expect(ebooks.toggle('All')).toHaveAttribute('aria-pressed', 'true');
    await ebooks.toggle('Free').click();
    await expect(page).toHaveURL(/\/ebooks\?free=1$/);
    await expect(ebooks.toggle('Free')).toHaveAttribute('aria-pressed', 'true');
    await expect(ebooks.applied).toHaveText('Showing Free');
    await expect(ebooks.cards.first()).toBeVisible();
    const prices = (await ebooks.cardInfos()).map((card) => card.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(new Set(prices)).toEqual(new Set(['Free']));

    await ebooks.toggle('All').click();
    await expect(page).toHaveURL(/\/ebooks$/);
    await expect.poll(async () => (await ebooks.cardInfos()).some((card) => card.price !== 'Free')).toBe(true);
  });

  test('a price range from the panel keeps the ebooks whose price is within it', async ({ page, ebooks }) => {
    await ebooks.goto();
    await ebooks.applyFilters({ min: '10', max: '20' });
    await expect(page).toHaveURL(/\/ebooks\?min=10&max=20$/);
    await expect(ebooks.applied).toHaveText('Showing 10$–20$');
    await expect(ebooks.cards.first()).toBeVisible();
    const prices = (await ebooks.cardInfos()).map((card) => priceOf(card.price));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(20);
    }
  });

  test('several categories at once, and Clear filters shows every ebook again', async ({ page, ebooks }) => {
    await ebooks.goto();
    await ebooks.applyFilters({ categories: ['SEO', 'Mindset'] });
    await expect(page).toHaveURL(/\/ebooks\?category=.*&category=/);
    await expect(ebooks.filterButton).toHaveAccessibleName(/^Filter\s*2 set$/);
    await expect(ebooks.cards.first()).toBeVisible();
    const categories = new Set((await ebooks.cardInfos()).map((card) => card.category));
    expect(categories).toEqual(new Set(['SEO', 'Mindset']));

    await ebooks.clearButton.click();
    await expect(page).toHaveURL(/\/ebooks$/);
    await expect(ebooks.category('SEO')).not.toBeChecked();
    await expect(ebooks.applied).toHaveText('Showing All ebooks');
  });

  test('a min above the max is pointed out on the field, what was typed stays, and nothing is applied', async ({
    page,
    ebooks,
  }) => {
    await ebooks.goto();
    await ebooks.applyFilters({ min: '30', max: '10' });
    await expect(ebooks.minPrice).toHaveAttribute('aria-invalid', 'true');
    await expect(ebooks.minPrice).toHaveAccessibleDescription('Min price must not be more than Max price.');
    await expect(ebooks.minPrice).toBeFocused();
    await expect(ebooks.minPrice).toHaveValue('30');
    await expect(ebooks.maxPrice).toHaveValue('10');
    await expect(page).toHaveURL(/\/ebooks$/);
  });

  test('nothing matches: "No Ebooks Found / No books available in this category"', async ({ ebooks }) => {
    await ebooks.goto('?min=1000');
    await expect(ebooks.emptyTitle).toBeVisible();
    await expect(ebooks.emptyMessage).toBeVisible();
    await expect(ebooks.cards).toHaveCount(0);
    await expect(ebooks.applied).toHaveText('Showing From 1000$');
  });

  test('junk in the address is left out, and the heading says what applies', async ({ ebooks }) => {
    await ebooks.goto('?min=abc&max=-5&free=maybe&category=SEO');
    await expect(ebooks.applied).toHaveText('Showing SEO');
    await expect(ebooks.cards.first()).toBeVisible();
  });
});

test.describe('the address holds the filters', () => {
  test('a reload keeps them', async ({ page, ebooks }) => {
    await ebooks.goto();
    await ebooks.toggle('Free').click();
    await ebooks.applyFilters({ categories: ['SEO'] });
    await expect(page).toHaveURL(/\/ebooks\?category=SEO&free=1$/);
    await page.reload();
    await expect(ebooks.applied).toHaveText('Showing SEO · Free');
    await expect(ebooks.toggle('Free')).toHaveAttribute('aria-pressed', 'true');
    await expect(ebooks.cards.first()).toBeVisible();
    for (const card of await ebooks.cardInfos()) expect(card).toMatchObject({ category: 'SEO', price: 'Free' });
  });

  test('Back returns to the previous filters', async ({ page, ebooks }) => {
    await ebooks.goto('?category=SEO');
    await ebooks.toggle('Free').click();
    await expect(page).toHaveURL(/free=1/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ebooks\?category=SEO$/);
    await expect(ebooks.toggle('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(ebooks.applied).toHaveText('Showing SEO');
  });

  test('Back from an ebook opened far down the list comes back to the same place', async ({ page, ebooks }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await ebooks.scrollToBottom();
    await expect(ebooks.cards).toHaveCount(2 * EBOOKS_PAGE_SIZE);
    const card = ebooks.cards.nth(EBOOKS_PAGE_SIZE + 4);
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const scrolled = await ebooks.scrollY();
    expect(scrolled).toBeGreaterThan(500);

    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/ebook\?id=\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ebooks$/);
    await expect(ebooks.card(name)).toBeInViewport();
    await expect.poll(() => ebooks.scrollY()).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await ebooks.scrollY()) - scrolled)).toBeLessThanOrEqual(5);
  });

  test('Back from an ebook opened after the first pages were let go comes back to the same place', async ({
    page,
    ebooks,
  }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await ebooks.scrollToEnd();
    await expect(ebooks.showEarlier).toBeAttached();
    const card = ebooks.cards.last();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const scrolled = await ebooks.scrollY();

    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/ebook\?id=\d+/);
    await page.goBack();
    await expect(ebooks.card(name)).toBeInViewport();
    expect(Math.abs((await ebooks.scrollY()) - scrolled)).toBeLessThanOrEqual(5);
  });
});

test.describe('page by page', () => {
  test('scrolling to the end loads every ebook, keeping only a few pages on the page at once', async ({ ebooks }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    const [firstCard] = await ebooks.cardInfos();
    const seen = new Set<string>();
    await ebooks.scrollToEnd((cards) => {
      for (const card of cards) seen.add(card.name);
      expect(cards.length).toBeLessThanOrEqual(EBOOKS_MAX_PAGES * EBOOKS_PAGE_SIZE);
    });
    expect(seen.size).toBe(SEEDED_EBOOKS);
    // The first pages were let go: the first ebook is no longer on the page…
    await expect(ebooks.card(firstCard!.name)).toHaveCount(0);

    // …and comes back on the way up.
    await ebooks.scrollToTop();
    await expect(ebooks.card(firstCard!.name)).toBeVisible();
    await expect(ebooks.showEarlier).toHaveCount(0);
  });

  test('when the first page is let go, what is on screen does not move', async ({ ebooks }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    for (let pages = 2; pages <= EBOOKS_MAX_PAGES; pages++) {
      await ebooks.scrollToBottom();
      await expect(ebooks.cards).toHaveCount(pages * EBOOKS_PAGE_SIZE);
    }
    const [firstCard] = await ebooks.cardInfos();
    const watched = ebooks.cards.nth((EBOOKS_MAX_PAGES - 1) * EBOOKS_PAGE_SIZE);
    const name = (await watched.getByRole('heading').textContent()) ?? '';
    const before = await ebooks.documentTop(ebooks.card(name));

    await ebooks.scrollToBottom();
    await expect(ebooks.card(firstCard!.name)).toHaveCount(0);
    expect(Math.abs((await ebooks.documentTop(ebooks.card(name))) - before)).toBeLessThanOrEqual(1);
    await expect(ebooks.showEarlier).toBeAttached();
  });

  test('the first row of covers loads at once, ahead of the rest; the covers below wait until they come near', async ({
    ebooks,
  }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    const covers = ebooks.cards.locator('img');
    const loading = await covers.evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
    );
    expect(loading.slice(0, EBOOKS_PRIORITY_COVERS)).toEqual(Array(EBOOKS_PRIORITY_COVERS).fill('eager high'));
    expect(new Set(loading.slice(EBOOKS_PRIORITY_COVERS))).toEqual(new Set(['lazy auto']));
  });

  test('"Load more" works from the keyboard, and focus goes to the first new ebook', async ({ page, ebooks }) => {
    await ebooks.withoutIntersectionObserver();
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await ebooks.scrollToBottom();
    // Without an observer nothing loads by itself.
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);

    await ebooks.loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(ebooks.cards).toHaveCount(2 * EBOOKS_PAGE_SIZE);
    await expect(ebooks.cardLink(EBOOKS_PAGE_SIZE)).toBeFocused();

    await ebooks.loadMore.focus();
    await page.keyboard.press('Space');
    await expect(ebooks.cards).toHaveCount(3 * EBOOKS_PAGE_SIZE);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the cards of a row are one height and line up, rated or not', async ({ ebooks }) => {
      await ebooks.goto();
      await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
      const rows = await cardRows(ebooks.cards);
      expect(rows.outOfLine).toEqual([]);
      expect(rows.mixedRows).toBeGreaterThan(0);
    });
  });
}

test.describe('failures', () => {
  test('a list that cannot load says so, and Retry loads it', async ({ ebooks }) => {
    await ebooks.failEbookRequests();
    await ebooks.goto();
    const failure = ebooks.failure('The ebooks could not be loaded.');
    await expect(failure).toBeVisible();
    await expect(ebooks.emptyTitle).toHaveCount(0);

    await ebooks.restoreEbookRequests();
    await ebooks.retryIn(failure).click();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await expect(failure).toHaveCount(0);
  });

  test('a list that failed while the connection was down loads by itself when it comes back', async ({
    context,
    ebooks,
  }) => {
    await ebooks.failEbookRequests();
    await ebooks.goto();
    const failure = ebooks.failure('The ebooks could not be loaded.');
    await expect(failure).toBeVisible();
    await context.setOffline(true);
    await ebooks.restoreEbookRequests();

    // Nothing pressed: the browser's coming back online is enough. (A request sent the instant the browser says so
    // can still meet the network going up; supabase-js then tries again for a few seconds, hence the wait.)
    await context.setOffline(false);
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE, { timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });

  test('a screen whose code cannot be downloaded says so inside the app, and Retry opens it', async ({
    page,
    ebooks,
  }) => {
    let codeReachable = false;
    await page.route('**/assets/EbooksPage-*.js', (route) => (codeReachable ? route.continue() : route.abort()));
    await ebooks.goto();
    const failure = ebooks.failure('This page could not be loaded. Check your connection and try again.');
    await expect(failure).toBeVisible();
    // The shell stays: its navigation still leads elsewhere.
    await expect(page.getByRole('link', { name: 'Ebooks' }).first()).toBeVisible();

    codeReachable = true;
    await ebooks.retryIn(failure).click();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await expect(failure).toHaveCount(0);
  });

  test('a next page that cannot load keeps what is shown, and Retry loads it', async ({ ebooks }) => {
    await ebooks.goto();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);
    await ebooks.failEbookRequests();
    await ebooks.scrollToBottom();
    const failure = ebooks.failure('More ebooks could not be loaded.');
    await expect(failure).toBeVisible();
    await expect(ebooks.cards).toHaveCount(EBOOKS_PAGE_SIZE);

    await ebooks.restoreEbookRequests();
    await ebooks.retryIn(failure).click();
    await expect(ebooks.cards).toHaveCount(2 * EBOOKS_PAGE_SIZE);
  });
});

test.describe('the filter panel', () => {
  test('on a wide screen it opens beside the list and closes again', async ({ ebooks }) => {
    await ebooks.goto();
    await expect(ebooks.filterButton).toHaveAttribute('aria-expanded', 'false');
    await ebooks.filterButton.click();
    await expect(ebooks.filterButton).toHaveAttribute('aria-expanded', 'true');
    await expect(ebooks.page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(ebooks.drawer).toHaveCount(0);
    await ebooks.closePanelButton.click();
    await expect(ebooks.panel).toHaveCount(0);
    await expect(ebooks.filterButton).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('at 375 px wide', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('it is a dialog that keeps focus inside, closes on Escape and gives focus back', async ({ page, ebooks }) => {
      await ebooks.goto();
      await ebooks.filterButton.click();
      await expect(ebooks.drawer).toBeVisible();
      await expect(ebooks.filterButton).toHaveAttribute('aria-expanded', 'true');

      const focusInDrawer = () => ebooks.drawer.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(await focusInDrawer()).toBe(true);
      // The page behind is inert: past either end of the dialog's controls focus leaves the page for the browser's
      // own (the body, headless) and comes back in at the other end, never landing on the list.
      const focusNotBehind = () =>
        ebooks.drawer.evaluate(
          (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
        );
      await page.keyboard.press('Shift+Tab');
      expect(await focusNotBehind()).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect(ebooks.clearButton).toBeFocused();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await focusNotBehind()).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(ebooks.drawer).toHaveCount(0);
      await expect(ebooks.filterButton).toBeFocused();
      await expect(ebooks.filterButton).toHaveAttribute('aria-expanded', 'false');
    });

    test('applying in the dialog closes it and filters the list', async ({ page, ebooks }) => {
      await ebooks.goto();
      await ebooks.applyFilters({ categories: ['SEO'] });
      await expect(ebooks.drawer).toHaveCount(0);
      await expect(page).toHaveURL(/\/ebooks\?category=SEO$/);
      await expect(ebooks.cards.first()).toBeVisible();
      expect(new Set((await ebooks.cardInfos()).map((card) => card.category))).toEqual(new Set(['SEO']));
    });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const width of [375, 1280]) {
      test(`at ${width} px, the list with its filter panel open has no serious or critical accessibility violation`, async ({
        page,
        ebooks,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await ebooks.goto('?category=SEO&min=1');
        await expect(ebooks.cards.first()).toBeVisible();
        await ebooks.openPanel();
        await expect(ebooks.applyButton).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
        expect(
          blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
        ).toEqual([]);
      });
    }
  });
}
