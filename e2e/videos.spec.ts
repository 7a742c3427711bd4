/**
 * The videos screen: the category
 * row, the selected category in the address, the cards, paging, the empty state,
 * a failed load with Retry, and the row at phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { backendClient, expect, test } from './fixtures';
import { VideosPage } from './pages/VideosPage';

interface SeededVideo {
  ID: number;
  Name: string;
  Categories: string;
  Premium: boolean;
  Lessons: number;
  Rating: number | null;
}

async function catalogue() {
  const client = await backendClient();
  const [categories, videos] = await Promise.all([
    client.from('categories').select('name').order('position'),
    client.from('Videos').select('ID, Name, Categories, Premium, Lessons, Rating'),
  ]);
  if (categories.error || videos.error) throw new Error('could not read the catalogue for the test');
  const all = videos.data as SeededVideo[];
  const names = categories.data.map((row) => row.name as string).filter((name) => name !== 'All');
  const withVideos = names.filter((name) => all.some((video) => video.Categories === name));
  const withoutVideos = names.filter((name) => !all.some((video) => video.Categories === name));
  const inCategory = (name: string) => all.filter((video) => video.Categories === name);
  return { all, names, withVideos, withoutVideos, inCategory };
}

const PAGE_SIZE = 60;

/** Opens the first category that has videos and waits for all its cards; its videos, as the backend has them. */
async function openFirstCategoryWithVideos(page: Page): Promise<{ videos: VideosPage; shown: SeededVideo[] }> {
  const { withVideos, inCategory } = await catalogue();
  const category = withVideos[0] ?? '';
  const videos = new VideosPage(page);
  await videos.goto(category);
  await expect(videos.cards).toHaveCount(inCategory(category).length);
  return { videos, shown: inCategory(category) };
}

test.describe('at 1280 px wide', () => {
  test("All shows every category's videos, a page at a time", async ({ page }) => {
    const { all } = await catalogue();
    const videos = new VideosPage(page);
    await videos.goto();

    await expect(videos.category('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(videos.categoryRow.getByRole('button').first()).toHaveText('All');
    await expect(videos.cards).toHaveCount(Math.min(all.length, PAGE_SIZE));
    test.skip(all.length <= PAGE_SIZE, 'the seeded catalogue fits one page');

    await videos.loadMore.click();
    await expect(videos.cards).toHaveCount(Math.min(all.length, 2 * PAGE_SIZE));
    const names = await videos.cardNames();
    expect(new Set(names).size).toBe(names.length);
  });

  test('a category shows only its own videos and is kept in the address, on reload and Back', async ({ page }) => {
    const { withVideos, inCategory } = await catalogue();
    const [first, second] = withVideos.slice(-2);
    if (!first || !second) throw new Error('the seed has fewer than two video categories');
    const videos = new VideosPage(page);
    await videos.goto();
    await expect(videos.cards.first()).toBeVisible();

    await videos.selectCategory(first);
    await expect(page).toHaveURL(new RegExp(`/videos\\?category=${encodeURIComponent(first)}$`));
    await expect(videos.selectedCategory).toHaveText(first);
    await expect(videos.cards).toHaveCount(inCategory(first).length);
    await expect
      .poll(async () => (await videos.cardNames()).sort())
      .toEqual(
        inCategory(first)
          .map((video) => video.Name)
          .sort(),
      );

    await page.reload();
    await expect(videos.selectedCategory).toHaveText(first);
    await expect(videos.cards).toHaveCount(inCategory(first).length);

    await videos.selectCategory(second);
    await expect(videos.selectedCategory).toHaveText(second);
    await expect
      .poll(async () => (await videos.cardNames()).sort())
      .toEqual(
        inCategory(second)
          .map((video) => video.Name)
          .sort(),
      );

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(first)}$`));
    await expect(videos.selectedCategory).toHaveText(first);
    await expect
      .poll(async () => (await videos.cardNames()).sort())
      .toEqual(
        inCategory(first)
          .map((video) => video.Name)
          .sort(),
      );

    await videos.selectCategory('All');
    await expect(page).toHaveURL(/\/videos$/);
  });

  test('the category row is one Tab stop; the arrow keys move along it, and Tab goes on to the videos', async ({
    page,
  }) => {
    const { names } = await catalogue();
    const next = names[0] ?? '';
    const videos = new VideosPage(page);
    await videos.goto();
    await videos.category('All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(videos.category(next)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(videos.selectedCategory).toHaveText(next);
    // The new category's videos have arrived: Tab has somewhere to go.
    await expect(videos.cards.first()).toBeVisible();
    await videos.category(next).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveClass(/category-bar__chip/);
    // The first card's name, a link to its course's page.
    const firstName = (await videos.cards.first().getByRole('heading').textContent()) ?? '';
    await expect(page.locator(':focus')).toHaveAccessibleName(firstName);
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/video\?id=\d+$/);
  });

  test('with a mouse, the arrows beside the row move it along', async ({ page }) => {
    const videos = new VideosPage(page);
    await videos.goto();
    await expect(videos.category('All')).toBeVisible();
    await expect(videos.scrollArrow('left')).toBeDisabled();

    await videos.scrollArrow('right').click();
    await expect.poll(() => videos.rowScrollLeft()).toBeGreaterThan(0);
    await expect(videos.scrollArrow('left')).toBeEnabled();
  });

  test('a category without videos says so (docs/product.md#empty-states-say-what-is-empty)', async ({ page }) => {
    const { withoutVideos } = await catalogue();
    const empty = withoutVideos[0];
    test.skip(!empty, 'every seeded category has videos');
    const videos = new VideosPage(page);
    await videos.goto();
    await videos.selectCategory(empty ?? '');

    await expect(videos.emptyStateTitle).toBeVisible();
    await expect(videos.emptyStateMessage).toBeVisible();
    await expect(videos.cards).toHaveCount(0);
  });

  test('a category in the address that does not exist shows the empty state, with no button pressed', async ({
    page,
  }) => {
    const videos = new VideosPage(page);
    await videos.goto('No Such Category');
    await expect(videos.emptyStateTitle).toBeVisible();
    await expect(videos.emptyStateMessage).toBeVisible();
    await expect(videos.category('All')).toBeVisible();
    await expect(videos.selectedCategory).toHaveCount(0);
  });

  test('each card shows the Video badge, its lesson count, its rating and Premium or Free by its own flag', async ({
    page,
  }) => {
    const { videos, shown } = await openFirstCategoryWithVideos(page);
    for (const video of shown) {
      const card = videos.card(video.Name);
      await expect(card.getByText('Video', { exact: true })).toBeVisible();
      // docs/product.md#video-badges-say-what-they-mean: Premium for premium videos, Free otherwise (the spec had them the wrong way round).
      await expect(card.getByText(video.Premium ? 'Premium' : 'Free', { exact: true })).toBeVisible();
      await expect(card.getByText(video.Premium ? 'Free' : 'Premium', { exact: true })).toHaveCount(0);
      // docs/product.md#real-figures-before-fixed-ones: the video's own figures, the spec's 12 and 4.9 only when it has none.
      await expect(card.getByText(`${video.Lessons} ${video.Lessons === 1 ? 'lesson' : 'lessons'}`)).toBeVisible();
      await expect(card).toContainText(`Rated ${Number(video.Rating ?? 4.9).toFixed(1)}`);
      await expect(videos.watchButton(card)).toBeVisible();
    }
  });

  test('a card counts lessons as its thumbnail does, in the same words', async ({ page }) => {
    const { videos, shown } = await openFirstCategoryWithVideos(page);
    for (const video of shown) {
      const card = videos.card(video.Name);
      const count = await videos.lessonCount(card).textContent();
      expect(count).toMatch(/^\d+ lessons?$/);
      // The thumbnail is a generated picture with the count written in its corner.
      const thumbnail = await page.request.get((await card.locator('img').getAttribute('src')) ?? '');
      expect(await thumbnail.text()).toContain(`>${count}<`);
    }
  });

  test("a card's name and Watch each open the course's page for a visitor", async ({ page }) => {
    const videos = new VideosPage(page);
    await videos.goto();
    const card = videos.cards.first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    for (const opener of [card.getByRole('link', { name, exact: true }), videos.watchButton(card)]) {
      await opener.click();
      await expect(page).toHaveURL(/\/video\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.goBack();
    }
  });

  test('a failed load shows the failure with Retry, never an empty list, and Retry recovers', async ({ page }) => {
    const videos = new VideosPage(page);
    // A server error rather than an aborted request: supabase-js retries a read that never got an answer
    // (three times, backing off), which would only make this test slow.
    await page.route('**/rest/v1/Videos*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'test: the videos are unavailable' } }),
    );
    await videos.goto();

    await expect(videos.loadFailure).toContainText('The videos could not be loaded.');
    await expect(videos.emptyStateTitle).toHaveCount(0);
    await expect(videos.cards).toHaveCount(0);

    await page.unroute('**/rest/v1/Videos*');
    await videos.retry.click();
    await expect(videos.cards.first()).toBeVisible();
    await expect(videos.loadFailure).toHaveCount(0);
  });
});

// The grid itself is scanned with every route by e2e/accessibility.spec.ts; this is the state it does not reach.
for (const theme of ['light', 'dark'] as const) {
  test(`the empty state passes an accessibility scan (${theme} theme)`, async ({ page }) => {
    const videos = new VideosPage(page);
    const blocking = async (scope: string) =>
      (await new AxeBuilder({ page }).include(scope).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    await videos.goto('No Such Category');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(videos.emptyStateTitle).toBeVisible();
    expect(await blocking('main')).toEqual([]);
  });
}

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the category row scrolls sideways; the page itself does not', async ({ page }) => {
    const videos = new VideosPage(page);
    await videos.goto();
    await expect(videos.cards.first()).toBeVisible();
    const { row, page: pageOverflow } = await videos.overflow();
    expect(row).toBeGreaterThan(0);
    expect(pageOverflow).toBeLessThanOrEqual(0);
  });

  test('a category far along the row is scrolled into view when the page opens', async ({ page }) => {
    const { withVideos } = await catalogue();
    const far = withVideos.at(-1) ?? '';
    const videos = new VideosPage(page);
    await videos.goto(far);
    await expect(videos.selectedCategory).toHaveText(far);
    expect(await videos.selectedCategoryInView()).toBe(true);
  });
});
