/**
 * The library at /mylibrary (docs/product.md#screens): the Purchased and
 * Favorites tabs with the tab in the address, the empty state of a new
 * account, the cards of a reader's orders and favourites, Read opening the
 * reader, and an accessibility scan with cards on screen in both themes.
 *
 * Each test uses an account of its own, with what it owns and likes arranged
 * through the backend as that user. The seeded demo account has such a
 * library too, but e2e/demoAccount.spec.ts signs it out everywhere while
 * other specs run, which would end this spec's session midway (see fixtures.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient, createAccount, expect, signedInStorage, test, type Account } from './fixtures';
import { LibraryPage } from './pages/LibraryPage';

interface Ebook {
  ID: number;
  Name: string;
  ContentLength: number;
}

/** What the arranged reader owns and likes, named as the cards name them. */
interface ArrangedLibrary {
  ownedFree: Ebook;
  ownedPremium: Ebook;
  likedPremium: Ebook;
  likedFree: Ebook;
}

/**
 * A new reader who got a free ebook, then bought a premium one, then
 * favourited a free ebook and then a premium one they do not own.
 */
async function readerWithLibrary(): Promise<{
  account: Account;
  library: ArrangedLibrary;
  client: SupabaseClient;
}> {
  const account = await createAccount('library');
  const client = await backendClient(account);
  const pick = async (priced: boolean) => {
    const query = client.from('MentoriaDatabase').select('ID, Name, ContentLength').order('ID').limit(2);
    const { data, error } = priced ? await query.gt('Price', 0) : await query.eq('Price', 0);
    if (error || data.length < 2) throw new Error(`need two ${priced ? 'premium' : 'free'} ebooks: ${error?.message}`);
    return data as Ebook[];
  };
  const [ownedFree, likedFree] = (await pick(false)) as [Ebook, Ebook];
  const [ownedPremium, likedPremium] = (await pick(true)) as [Ebook, Ebook];
  const steps = [
    () => client.from('orders').insert({ product_id: ownedFree.ID, amount: 0 }),
    () => client.rpc('checkout_demo', { product_id: ownedPremium.ID }),
    () => client.from('Favorites').insert({ product_id: likedFree.ID }),
    () => client.from('Favorites').insert({ product_id: likedPremium.ID }),
  ];
  // One after another: each list is shown newest first.
  for (const step of steps) {
    const { error } = await step();
    if (error) throw new Error(`could not arrange the library: ${error.message}`);
  }
  return { account, client, library: { ownedFree, ownedPremium, likedPremium, likedFree } };
}

/** A browser context signed in as the account, in a theme, on the library. */
async function openLibraryAs(
  browser: Browser,
  account: Account,
  { colorScheme = 'light' as 'light' | 'dark', search = '' } = {},
) {
  const context = await browser.newContext({ storageState: await signedInStorage(account), colorScheme });
  const page = await context.newPage();
  const library = new LibraryPage(page);
  await library.goto(search);
  await expect(library.heading).toBeVisible();
  return { context, page, library };
}

test('a new account sees both tabs empty, and Browse Ebooks goes home', async ({ browser }) => {
  const { context, page, library } = await openLibraryAs(browser, await createAccount('empty-library'));
  await expect(library.tab('Purchased')).toHaveAttribute('aria-selected', 'true');
  await expect(library.emptyTitle).toBeVisible();
  await expect(library.emptyMessage).toBeVisible();

  await library.tab('Favorites').click();
  await expect(page).toHaveURL(/\/mylibrary\?tab=favorites$/);
  await expect(library.tab('Favorites')).toHaveAttribute('aria-selected', 'true');
  await expect(library.emptyTitle).toBeVisible();
  await expect(library.emptyMessage).toBeVisible();

  await library.browseEbooks.click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test("a reader's purchases and favourites show as cards; the tab is in the address and survives a reload", async ({
  browser,
}) => {
  const { account, library: books } = await readerWithLibrary();
  const { context, page, library } = await openLibraryAs(browser, account);

  await expect(library.tab('Purchased')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => library.cardNames()).toEqual([books.ownedPremium.Name, books.ownedFree.Name]);
  const premiumCard = library.card(books.ownedPremium.Name);
  await expect(premiumCard.getByText('Premium', { exact: true })).toBeVisible();
  await expect(library.readLink(premiumCard)).toHaveAttribute('href', `/ebookcontent?id=${books.ownedPremium.ID}`);
  await expect(library.card(books.ownedFree.Name).getByText('Free', { exact: true })).toBeVisible();

  await library.tab('Favorites').focus();
  await page.keyboard.press('ArrowRight');
  await expect(library.tab('Favorites')).toBeFocused();
  await expect(page).toHaveURL(/\/mylibrary\?tab=favorites$/);
  await expect.poll(() => library.cardNames()).toEqual([books.likedPremium.Name, books.likedFree.Name]);
  await expect(library.buyLink(library.card(books.likedPremium.Name))).toHaveAttribute(
    'href',
    `/checkout?id=${books.likedPremium.ID}`,
  );
  // A free favourite not got yet offers what its detail page offers: Get Ebook, not Read Book.
  await expect(library.getButton(library.card(books.likedFree.Name))).toBeVisible();
  await expect(library.readLink(library.card(books.likedFree.Name))).toHaveCount(0);

  await page.reload();
  await expect(library.tab('Favorites')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => library.cardNames()).toEqual([books.likedPremium.Name, books.likedFree.Name]);

  await library.tab('Purchased').click();
  await library.readLink(library.card(books.ownedFree.Name)).click();
  await expect(page).toHaveURL(new RegExp(`/ebookcontent\\?id=${books.ownedFree.ID}$`));
  await context.close();
});

test('a book the reader opened shows how far they got; only books they may open offer a download', async ({
  browser,
}) => {
  const { account, client, library: books } = await readerWithLibrary();
  const pageCount = books.ownedPremium.ContentLength;
  const saved = await client.rpc('save_reading_position', {
    product_id: books.ownedPremium.ID,
    page: 3,
    page_count: pageCount,
  });
  if (saved.error) throw new Error(`could not save a reading position: ${saved.error.message}`);

  const { context, library } = await openLibraryAs(browser, account);
  const opened = library.card(books.ownedPremium.Name);
  await expect(opened.getByText(`Page 3 of ${pageCount}`, { exact: true })).toBeVisible();
  await expect(library.card(books.ownedFree.Name).getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  await expect(library.downloadButton(opened)).toBeVisible();

  await library.tab('Favorites').click();
  await expect(library.getButton(library.card(books.likedFree.Name))).toBeVisible();
  await expect(library.downloadButton(library.card(books.likedFree.Name))).toHaveCount(0);
  const notOwned = library.card(books.likedPremium.Name);
  await expect(library.buyLink(notOwned)).toBeVisible();
  await expect(library.downloadButton(notOwned)).toHaveCount(0);
  await context.close();
});

test('Get Ebook on a free favourite puts it under Purchased, as on its detail page, which then says Read Book', async ({
  browser,
}) => {
  const { account, library: books } = await readerWithLibrary();
  const { context, page, library } = await openLibraryAs(browser, account, { search: '?tab=favorites' });
  const card = library.card(books.likedFree.Name);
  await library.getButton(card).click();
  await expect(library.readLink(card)).toHaveAttribute('href', `/ebookcontent?id=${books.likedFree.ID}`);
  await expect(page.getByText('Added to your library. Enjoy reading!')).toBeVisible();

  await library.tab('Purchased').click();
  await expect.poll(() => library.cardNames()).toContain(books.likedFree.Name);
  await page.goto(`/ebook?id=${books.likedFree.ID}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Read Book' })).toBeVisible();
  await context.close();
});

test('a free ebook the reader starts reading is in their library, under Purchased, without an alert', async ({
  browser,
}) => {
  const { account, library: books } = await readerWithLibrary();
  const { context, page, library } = await openLibraryAs(browser, account);
  // The book is got once its first page shows; the reader stays on it until that is recorded.
  const recorded = page.waitForResponse(
    (response) => response.url().includes('/rest/v1/orders') && response.request().method() === 'POST',
  );
  await page.goto(`/ebookcontent?id=${books.likedFree.ID}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('group', { name: /^Page 1 of \d+$/ })
      .locator('canvas'),
  ).toBeVisible();
  expect((await recorded).status()).toBe(201);

  await library.goto();
  await expect.poll(() => library.cardNames()).toContain(books.likedFree.Name);
  await expect(library.readLink(library.card(books.likedFree.Name))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Added to your library/ })).toHaveCount(0);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the library with cards has no serious or critical accessibility violation (${colorScheme} theme)`, async ({
    browser,
  }) => {
    const { account, library: books } = await readerWithLibrary();
    for (const search of ['', '?tab=favorites']) {
      const { context, page, library } = await openLibraryAs(browser, account, { colorScheme, search });
      await expect(library.cards.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        blocking.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        `${search || 'purchased'} of ${books.ownedFree.Name}'s reader`,
      ).toEqual([]);
      await context.close();
    }
  });
}

test('a device with no room left says so when a book is downloaded, and keeps nothing of it', async ({ browser }) => {
  const { account, library: books } = await readerWithLibrary();
  const { context, page, library } = await openLibraryAs(browser, account);
  // The device is full: Cache Storage refuses the book's file, as a browser past its quota does.
  await page.evaluate(() => {
    Cache.prototype.put = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  });

  const card = library.card(books.ownedFree.Name);
  await library.downloadButton(card).click();
  await expect(
    page.getByText('There is not enough space on this device to save this book.', { exact: false }),
  ).toBeVisible();
  await expect(library.downloadButton(card)).toBeVisible();
  await expect(card.getByText('Available offline')).toHaveCount(0);
  const kept = await page.evaluate(async () => (await (await caches.open('mentoria-books-v1')).keys()).length);
  expect(kept).toBe(0);
  await context.close();
});
