/**
 * Search inside books (docs/product.md#the-reader-is-a-study-tool): a phrase from inside a free seeded book
 * finds the page it is on, with the words marked, and choosing it opens the reader at that page with Find
 * on the search and the match marked on the page.
 */
import { expect, test } from './fixtures';
import { ReaderPage } from './pages/ReaderPage';
import { SearchPage } from './pages/SearchPage';

test.use({ signedInAs: 'reader' });

/** Words from the body of the seeded books' chapters on pricing (server/src/seed/bookPdf.ts writes them). */
const PHRASE = 'Pricing Strategy connects to everything else';

test('a phrase from inside a book finds its page, and choosing it opens the reader there', async ({ page }) => {
  const search = new SearchPage(page);
  // The first start indexes the seeded books in the background: until then, search finds titles only.
  await expect(async () => {
    await search.goto(PHRASE);
    await expect(search.passageLinks.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000 });

  const passage = search.passageLinks.first();
  await expect(passage).toContainText(/Page \d+/);
  await expect(passage.locator('mark').first()).toBeVisible();
  const marked = await passage.locator('mark').allTextContents();
  expect(marked.map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(['pricing', 'strategy']));

  const pageNumber = /Page (\d+)/.exec((await passage.textContent()) ?? '')?.[1];
  await passage.click();
  await expect(page).toHaveURL(
    new RegExp(`/ebookcontent\\?id=\\d+&page=${pageNumber}&find=${encodeURIComponent(PHRASE).replace(/%20/g, '\\+')}$`),
  );
  const reader = new ReaderPage(page);
  await expect(reader.pageImage).toBeVisible({ timeout: 30_000 });
  await expect(reader.position).toHaveText(new RegExp(`^Page ${pageNumber} of \\d+$`));
  await expect(page.getByRole('searchbox', { name: 'Find in this book' })).toHaveValue(PHRASE);
  // The phrase is marked on the page's text (the CSS highlights Find draws: the current match, or the page's others).
  const markedOnPage = () =>
    page.evaluate(
      () =>
        (CSS.highlights.get('reader-find-current')?.size ?? 0) + (CSS.highlights.get('reader-find-match')?.size ?? 0),
    );
  await expect.poll(markedOnPage, { timeout: 20_000 }).toBeGreaterThan(0);
});
