/**
 * Find in this book and the book's outline (docs/product.md#the-reader-is-a-study-tool): Find lists its results with
 * their pages and moves the page with Next and Previous; an outline entry goes to its chapter's page; the reader's
 * address opens a page with Find on a query; each panel passes the accessibility scan in both themes, and at phone
 * width it is a sheet over the page that Escape closes.
 *
 * Each test reads as an account of its own ('own'): positions are kept per reader and book, and a free ebook is
 * readable by anyone signed in. The book is a short free one of the seed, whose chapters (and so its outline) the
 * seed's catalogue says.
 */
import { buildEbooks, type CatalogueEbook } from '../server/src/seed/catalogue';
import { paths } from '../src/config/paths';
import { blockingViolationsNow, describeViolations } from './axe';
import { expect, test as base } from './fixtures';
import { ReaderPage } from './pages/ReaderPage';

/** A free ebook of a few chapters, not the protected one: Chapter 2 is found once, and Chapter 3 has a page of its own. */
function shortFreeEbook(): CatalogueEbook {
  const found = buildEbooks().find(
    ({ row, book }) =>
      !row.Premium && book.password === undefined && row.ContentLength >= 12 && book.chapters.length >= 3,
  );
  if (!found) throw new Error('the seed has no short free ebook of three chapters or more');
  return found;
}

const test = base.extend<{ reader: ReaderPage; ebook: CatalogueEbook }>({
  reader: async ({ page }, use) => use(new ReaderPage(page)),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  ebook: async ({}, use) => use(shortFreeEbook()),
});
test.use({ signedInAs: 'own' });

const pageOf = (result: string | null) => Number(/^Page (\d+)/.exec(result ?? '')?.[1]);

test('Find lists the matches with their pages, marks the current one, and Next and Previous match move the page to them', async ({
  page,
  reader,
  ebook: { row, book },
}) => {
  await reader.goto(row.ID);
  await expect(reader.position).toHaveText(`Page 1 of ${row.ContentLength}`);
  await reader.toolToggle('Find').click();
  await expect(reader.findField).toBeFocused();
  // The second chapter's title: on the contents page, its first page (heading and running head), its running heads.
  const title = book.chapters[1]!.title;
  await reader.findField.fill(title);
  await reader.findField.press('Enter');
  await expect(reader.findStatus).toHaveText(/^\d+ results?$/);
  const pages = (await reader.findResults.allTextContents()).map(pageOf);
  expect(pages).toContain(2);
  expect(pages).toContain(book.chapters[1]!.firstPage);
  expect(pages).toEqual([...pages].sort((a, b) => a - b));

  await reader.findField.press('Enter');
  await expect(reader.position).toHaveText(`Page ${pages[0]} of ${row.ContentLength}`);
  await expect(reader.findResults.first()).toHaveAttribute('aria-current', 'true');
  // The current match is marked on the page's text (the CSS highlight Find draws).
  await expect
    .poll(() => page.evaluate(() => CSS.highlights.get('reader-find-current')?.size ?? 0), { timeout: 10_000 })
    .toBe(1);
  await reader.findButton('Next match').click();
  await expect(reader.position).toHaveText(`Page ${pages[1]} of ${row.ContentLength}`);
  await reader.findField.press('Shift+Enter');
  await expect(reader.position).toHaveText(`Page ${pages[0]} of ${row.ContentLength}`);
  await reader.findButton('Previous match').click();
  await expect(reader.position).toHaveText(`Page ${pages.at(-1)} of ${row.ContentLength}`);

  // A result chosen from the list goes to its page too.
  await reader.findResults.nth(1).click();
  await expect(reader.position).toHaveText(`Page ${pages[1]} of ${row.ContentLength}`);

  await reader.findField.fill('zqxjv');
  await reader.findField.press('Enter');
  await expect(reader.findStatus).toHaveText('No results for “zqxjv”');
});

test('Ctrl+F in the reader opens Find rather than the browser’s own', async ({ page, reader, ebook: { row } }) => {
  await reader.goto(row.ID);
  await expect(reader.canvas).toBeVisible();
  await page.keyboard.press('Control+f');
  await expect(reader.findField).toBeFocused();
});

test('an outline entry goes to its chapter’s page, and the chapter being read is marked', async ({
  reader,
  ebook: { row, book },
}) => {
  await reader.goto(row.ID);
  await expect(reader.position).toHaveText(`Page 1 of ${row.ContentLength}`);
  await reader.toolToggle('Outline').click();
  await expect(reader.outlineEntry('Contents')).toBeVisible();
  const third = book.chapters[2]!;
  await reader.outlineEntry(`3. ${third.title}`).click();
  await expect(reader.position).toHaveText(`Page ${third.firstPage} of ${row.ContentLength}`);
  await expect(reader.outlineEntry(`3. ${third.title}`)).toHaveAttribute('aria-current', 'true');
  // Further into the chapter, it is still the one marked.
  await reader.next.click();
  await expect(reader.outlineEntry(`3. ${third.title}`)).toHaveAttribute('aria-current', 'true');
  await expect(reader.outlineEntry('Contents')).not.toHaveAttribute('aria-current');
});

test('the address with a page and a query opens that page with Find on the query', async ({
  page,
  reader,
  ebook: { row, book },
}) => {
  const chapter = book.chapters[1]!;
  await page.goto(paths.reader.href(row.ID, { page: chapter.firstPage, find: 'Chapter 2' }));
  await expect(reader.position).toHaveText(`Page ${chapter.firstPage} of ${row.ContentLength}`);
  await expect(reader.findField).toHaveValue('Chapter 2');
  await expect(reader.findStatus).toHaveText('1 result');
  await expect(reader.findResults).toHaveText([/^Page \d+/]);
  expect(pageOf(await reader.findResults.first().textContent())).toBe(chapter.firstPage);

  // `page` alone opens at that page, over the reading position just left.
  await page.goto(paths.reader.href(row.ID, { page: 3 }));
  await expect(reader.position).toHaveText(`Page 3 of ${row.ContentLength}`);
  await expect(reader.findPanel).toBeHidden();
});

test('at phone width a panel is a sheet over the page; Escape closes it and gives the focus back to its toggle', async ({
  page,
  reader,
  ebook: { row },
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await reader.goto(row.ID);
  await expect(reader.canvas).toBeVisible();
  for (const [toggle, panel] of [
    ['Find', reader.findPanel],
    ['Outline', reader.outlinePanel],
  ] as const) {
    await reader.toolToggle(toggle).click();
    await expect(panel).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(reader.toolToggle(toggle)).toBeFocused();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`each panel open has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    reader,
    ebook: { row },
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(paths.reader.href(row.ID, { find: 'Chapter' }));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(reader.findStatus).toHaveText(/^\d+ results$/);
    await reader.findResults.first().click();
    let violations = await blockingViolationsNow(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await reader.toolToggle('Outline').click();
    await expect(reader.outlineEntry('Contents')).toBeVisible();
    violations = await blockingViolationsNow(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
