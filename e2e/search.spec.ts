/**
 * Search (docs/product.md#screens, docs/product.md#search-takes-text-literally): the query runs once typing pauses and
 * lives in the address, so the top bar's box, Back and a shared link land on
 * the same results; rows open their ebook, also from the keyboard; the history
 * is kept across reloads; history items and categories run their text; a
 * query matching nothing says so, a failed one offers Retry; wildcards typed by
 * the user are literal.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SEARCH_PAGE_SIZE } from '../src/features/products/products';
import { adminClient, backendClient, expect, test } from './fixtures';
import { SearchPage } from './pages/SearchPage';

const searchTest = test.extend<{ search: SearchPage }>({
  search: async ({ page }, use) => use(new SearchPage(page)),
});

searchTest('typing runs the search once, for the final text, after typing pauses', async ({ page, search }) => {
  await search.goto();
  const requests = search.watchSearchRequests();
  await search.typeQuickly('marketing');
  await expect(search.resultsHeading('marketing')).toBeVisible();
  await expect(search.resultLinks.first()).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=marketing$/);
  expect(requests.texts).toEqual(['marketing']);
});

searchTest('each result shows its name and description and opens its ebook', async ({ page, search }) => {
  await search.goto('seo');
  const first = search.resultLinks.first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/ebook\?id=\d+$/);
  await expect(first).toHaveAccessibleDescription(/\S/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
});

searchTest('the clear button empties the box, the results and the address', async ({ page, search }) => {
  await search.goto('seo');
  await expect(search.resultLinks.first()).toBeVisible();
  await search.clearButton.click();
  await expect(search.box).toHaveValue('');
  await expect(search.box).toBeFocused();
  await expect(search.results).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);
});

searchTest('the history is kept across a reload, most recent first, each search once', async ({ page, search }) => {
  await search.goto();
  await search.search('seo');
  await expect(search.resultsHeading('seo')).toBeVisible();
  await search.search('branding');
  await expect(search.resultsHeading('branding')).toBeVisible();
  await search.search('  SEO ');
  await expect(search.resultsHeading('SEO')).toBeVisible();
  await expect.poll(() => search.historyTexts()).toEqual(['SEO', 'branding']);

  await expect.poll(() => search.storedHistory()).toEqual(['SEO', 'branding']);
  await page.reload();
  await expect(search.history).toBeVisible();
  expect(await search.historyTexts()).toEqual(['SEO', 'branding']);

  await search.clearHistoryButton.click();
  await expect(search.history).toHaveCount(0);
});

searchTest('a history item and a category button each run the search with their text', async ({ page, search }) => {
  await search.goto();
  await search.search('branding');
  await expect(search.resultsHeading('branding')).toBeVisible();
  await search.clearButton.click();

  await search.historyItem('branding').click();
  await expect(search.box).toHaveValue('branding');
  await expect(page).toHaveURL(/\/search\?q=branding$/);
  await expect(search.resultLinks.first()).toBeVisible();

  await search.category('Mindset').click();
  await expect(search.box).toHaveValue('Mindset');
  await expect(page).toHaveURL(/\/search\?q=Mindset$/);
  await expect(search.resultsHeading('Mindset')).toBeVisible();
  await expect(search.resultLinks.first()).toBeVisible();
});

searchTest('a query that matches nothing says so', async ({ search }) => {
  await search.goto();
  await search.typeQuickly('qqzzxxnothing');
  await expect(search.noResults('qqzzxxnothing')).toBeVisible();
  await expect(search.results).toHaveCount(0);
});

searchTest('wildcards are literal: 50% finds names containing 50%, and _ is only an underscore', async ({ search }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const names = {
    percent: `Grow 50% Faster ${tag}`,
    digits: `Grow 500 Faster ${tag}`,
    underscore: `Grow_Fast Notes ${tag}`,
    letter: `GrowXFast Notes ${tag}`,
  };
  const admin = adminClient();
  // No seeded title holds a % or an _: the test adds its own ebooks, oldest in the catalogue so they
  // sit at the end of every other list while they exist, and removes them afterwards.
  const { data, error } = await admin
    .from('MentoriaDatabase')
    .insert(Object.values(names).map((Name) => ({ Name, Categories: 'Tools', created_at: '2000-01-01T00:00:00Z' })))
    .select('ID');
  if (error) throw new Error(`Could not add the test's ebooks: ${error.message}`);
  try {
    await search.goto('50%');
    await expect(search.result(names.percent)).toBeVisible();
    const percentNames = await search.resultNames();
    expect(percentNames).not.toContain(names.digits);
    for (const name of percentNames) expect(name).toContain('50%');
    // An ebook without a cover or description still gets a row that says so.
    await expect(search.result(names.percent)).toHaveAccessibleDescription('No description provided.');

    await search.goto('w_F');
    await expect(search.result(names.underscore)).toBeVisible();
    const underscoreNames = await search.resultNames();
    expect(underscoreNames).not.toContain(names.letter);
    for (const name of underscoreNames) expect(name.toLowerCase()).toContain('w_f');
  } finally {
    await admin
      .from('MentoriaDatabase')
      .delete()
      .in(
        'ID',
        (data ?? []).map((row: { ID: number }) => row.ID),
      );
  }
});

searchTest.describe('at 1280 px wide', () => {
  searchTest.use({ viewport: { width: 1280, height: 900 } });

  searchTest('the top bar search box lands on the same results as a shared link', async ({ page, shell, search }) => {
    await shell.goto('/');
    await shell.searchBox.fill('seo');
    await shell.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(search.box).toHaveValue('seo');
    await expect(search.resultLinks.first()).toBeVisible();
    const fromTopBar = await search.resultNames();

    // From the top bar while already on the search page: the page's box follows.
    await shell.searchBox.fill('branding');
    await shell.searchBox.press('Enter');
    await expect(search.box).toHaveValue('branding');
    await expect(search.resultsHeading('branding')).toBeVisible();

    await search.goto('seo');
    await expect(search.resultLinks.first()).toBeVisible();
    expect(await search.resultNames()).toEqual(fromTopBar);
  });
});

searchTest('Back returns to the previous search with its results', async ({ page, search }) => {
  await search.goto();
  await search.category('Mindset').click();
  await expect(search.resultsHeading('Mindset')).toBeVisible();
  await search.category('Branding').click();
  await expect(search.resultsHeading('Branding')).toBeVisible();

  await search.resultLinks.first().click();
  await expect(page).toHaveURL(/\/ebook\?id=\d+$/);
  await page.goBack();
  await expect(search.box).toHaveValue('Branding');
  await expect(search.resultLinks.first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=Mindset$/);
  await expect(search.box).toHaveValue('Mindset');
  await expect(search.resultsHeading('Mindset')).toBeVisible();
  await expect(search.resultLinks.first()).toBeVisible();
});

searchTest('the arrow keys walk the results and Enter opens the one reached', async ({ page, search }) => {
  await search.goto('seo');
  await expect(search.resultLinks.nth(1)).toBeVisible();
  const second = await search.resultLinks.nth(1).getAttribute('href');
  await search.box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(search.resultLinks.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(search.resultLinks.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second?.replace('?', '\\?')}$`));
});

searchTest('a search that fails shows the failure, and Retry recovers', async ({ search }) => {
  const network = await search.failSearches();
  await search.goto('seo');
  await expect(search.failure).toBeVisible();
  await expect(search.results).toHaveCount(0);
  await expect(search.noResults('seo')).toHaveCount(0);
  await expect(search.box).toHaveValue('seo');

  await network.restore();
  await search.retryButton.click();
  await expect(search.resultLinks.first()).toBeVisible();
  await expect(search.failure).toHaveCount(0);
});

searchTest.describe('at 375 px wide', () => {
  searchTest.use({ viewport: { width: 375, height: 800 } });

  searchTest("the top bar's search icon opens the page ready to type", async ({ page, search }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(search.box).toBeFocused();
    await search.typeQuickly('seo');
    await expect(search.resultLinks.first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** How many ebooks' names hold the text, as the backend counts them. */
async function matchesInCatalogue(text: string): Promise<number> {
  const { count, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID', { count: 'exact', head: true })
    .ilike('Name', `%${text}%`);
  if (error || count == null) throw new Error('could not count the matches for the test');
  return count;
}

searchTest(
  'a search with more than a page of matches says how many, and "Show more results" brings the rest, each once',
  async ({ page, search }) => {
    // "The" is in more seeded names than two pages hold.
    const total = await matchesInCatalogue('the');
    expect(total).toBeGreaterThan(2 * SEARCH_PAGE_SIZE);
    await search.goto('the');
    await expect(search.resultLinks).toHaveCount(SEARCH_PAGE_SIZE);
    await expect(search.countLine).toHaveText(`${total} ebooks`);

    // From the keyboard: the first new result takes focus, so reading goes on where the page ended.
    await search.showMore.focus();
    await page.keyboard.press('Enter');
    await expect(search.resultLinks).toHaveCount(2 * SEARCH_PAGE_SIZE);
    await expect(search.resultLinks.nth(SEARCH_PAGE_SIZE)).toBeFocused();

    while ((await search.resultLinks.count()) < total) {
      const shown = await search.resultLinks.count();
      await search.showMore.click();
      await expect(search.resultLinks).toHaveCount(Math.min(total, shown + SEARCH_PAGE_SIZE));
    }
    await expect(search.endOfResults).toBeVisible();
    await expect(search.showMore).toHaveCount(0);
    const names = await search.resultNames();
    expect(new Set(names).size).toBe(total);
    for (const name of names) expect(name.toLowerCase()).toContain('the');
  },
);

searchTest('a page of results that cannot load says so, and Retry brings it', async ({ search }) => {
  const network = await search.failLaterPages();
  await search.goto('the');
  await expect(search.resultLinks).toHaveCount(SEARCH_PAGE_SIZE);
  await search.showMore.click();
  const failure = search.page.getByRole('alert').filter({ hasText: 'More results could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(search.resultLinks).toHaveCount(SEARCH_PAGE_SIZE);

  await network.restore();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(search.resultLinks).toHaveCount(2 * SEARCH_PAGE_SIZE);
  await expect(failure).toHaveCount(0);
});

for (const width of [375, 1280]) {
  searchTest.describe(`at ${width} px wide`, () => {
    searchTest.use({ viewport: { width, height: 900 } });

    searchTest(
      'a very long search is repeated cut short, in the box in full, and the page keeps its width',
      async ({ search }) => {
        // A pasted paragraph: 600 characters of words no title holds.
        const pasted = 'qqzz wordless paragraph pasted by mistake '.repeat(15).slice(0, 600);
        await search.goto(pasted);
        // Over the results, and in the message that nothing matches.
        await expect(search.queryHeadings).toHaveCount(2);
        // The box keeps all a query can hold (its first 300 characters).
        await expect(search.box).toHaveValue(pasted.slice(0, 300).trim());
        const headings = await search.queryHeadingLines();
        for (const { text, lines } of headings) {
          expect(text).toMatch(/…”$/);
          expect(text.length).toBeLessThan(80);
          expect(lines).toBeLessThanOrEqual(2);
        }
        expect(await search.horizontalOverflow()).toBeLessThanOrEqual(0);
      },
    );
  });
}

/** The axe rules a screen state breaks at serious or critical impact (the bar e2e/accessibility.spec.ts sets). */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  searchTest.describe(`${theme} theme`, () => {
    searchTest.use({ colorScheme: theme });

    searchTest('results, no results, history and categories pass the accessibility scan', async ({ page, search }) => {
      await search.goto();
      await search.search('seo');
      await expect(search.resultLinks.first()).toBeVisible();
      await expect(search.history).toBeVisible();
      await expect(search.category('SEO')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await search.search('qqzzxxnothing');
      await expect(search.noResults('qqzzxxnothing')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
