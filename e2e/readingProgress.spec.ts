/**
 * Reading progress that follows the reader (docs/product.md#reading-progress-follows-the-reader): a book
 * reopens where it was left after its tab was closed; a second browser
 * signed in as the same reader offers the page reached there instead of
 * jumping to it; Home's "Continue learning" resumes a book in one click.
 *
 * Each test reads as an account of its own, made for it, holding one free
 * ebook of at least six pages: positions are per user and book, so a shared
 * account would start where another test stopped.
 */
import type { Browser, Request } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient, createAccount, expect, signedInStorage, test as base, type Account } from './fixtures';
import { ReaderPage } from './pages/ReaderPage';
import { freeEbookOfPages, secondBrowser } from './readers';

interface Ebook {
  id: number;
  name: string;
  pages: number;
}

/** A free ebook with enough pages to stop somewhere in the middle (the shortest such, so it opens fast). */
const freeEbookOfSixPagesOrMore = (): Promise<Ebook> => freeEbookOfPages(6);

/** The page the server holds for this reader and book, or null. */
async function savedPage(client: SupabaseClient, productId: number): Promise<number | null> {
  const { data } = await client.from('reading_progress').select('page').eq('product_id', productId).maybeSingle();
  return (data as { page: number } | null)?.page ?? null;
}

interface ProgressFixtures {
  /** A fresh account that owns one free ebook of six pages or more, its client, and that ebook. */
  bookReader: { account: Account; client: SupabaseClient; ebook: Ebook };
  reader: ReaderPage;
}

const test = base.extend<ProgressFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  bookReader: async ({}, use) => {
    const [account, ebook] = await Promise.all([createAccount('progress'), freeEbookOfSixPagesOrMore()]);
    const client = await backendClient(account);
    const { error } = await client.from('orders').insert({ product_id: ebook.id, amount: 0 });
    if (error) throw new Error(`could not give ${account.email} the ebook: ${error.message}`);
    await use({ account, client, ebook });
  },
  reader: async ({ page }, use) => use(new ReaderPage(page)),
  storageState: async ({ bookReader }, use) => use(await signedInStorage(bookReader.account)),
});

/** Turns with Next until the reader shows `page`. */
async function turnTo(reader: ReaderPage, page: number, pages: number) {
  await expect(reader.canvas).toBeVisible();
  const shown = Number((await reader.position.textContent())?.match(/^Page (\d+)/)?.[1] ?? 1);
  for (let next = shown + 1; next <= page; next++) {
    await reader.next.click();
    await expect(reader.position).toHaveText(`Page ${next} of ${pages}`);
  }
}

/**
 * The reader reads to page 2 in this browser, then on a second one (which knows nothing locally, so starts
 * where the first stopped) on to page 6, both saved.
 */
async function readToPage2HereThenPage6Elsewhere(
  browser: Browser,
  reader: ReaderPage,
  account: Account,
  client: SupabaseClient,
  ebook: Ebook,
) {
  await reader.goto(ebook.id);
  await turnTo(reader, 2, ebook.pages);
  await expect.poll(() => savedPage(client, ebook.id), { timeout: 10_000 }).toBe(2);
  const other = await secondBrowser(browser, account);
  try {
    await other.reader.goto(ebook.id);
    await expect(other.reader.position).toHaveText(`Page 2 of ${ebook.pages}`);
    await turnTo(other.reader, 6, ebook.pages);
    await expect.poll(() => savedPage(client, ebook.id), { timeout: 10_000 }).toBe(6);
  } finally {
    await other.context.close();
  }
}

test('a book reopens on the page it was left on after its tab was closed', async ({
  context,
  reader,
  bookReader: { client, ebook },
}) => {
  await reader.goto(ebook.id);
  await expect(reader.position).toHaveText(`Page 1 of ${ebook.pages}`);
  await turnTo(reader, 5, ebook.pages);
  await expect.poll(() => savedPage(client, ebook.id), { timeout: 10_000 }).toBe(5);
  await reader.page.close();

  const reopened = new ReaderPage(await context.newPage());
  await reopened.goto(ebook.id);
  await expect(reopened.position).toHaveText(`Page 5 of ${ebook.pages}`);
  await expect(reopened.pageImage).toHaveAccessibleName(`Page 5 of ${ebook.pages}`);
});

test('a book opens where the reader stopped on another browser, without asking, however far this one had got', async ({
  browser,
  reader,
  bookReader: { account, client, ebook },
}) => {
  await readToPage2HereThenPage6Elsewhere(browser, reader, account, client, ebook);

  // Back on the first device, the book opens at page 6, the newest position, with no question.
  await reader.goto(ebook.id);
  await expect(reader.position).toHaveText(`Page 6 of ${ebook.pages}`);
  await expect(reader.pageImage).toHaveAccessibleName(`Page 6 of ${ebook.pages}`);
  await expect(reader.main.getByRole('status').filter({ hasText: 'on another device' })).toHaveCount(0);
});

test('a book left open while another browser reads on is offered that page when the reader comes back, not jumped to', async ({
  browser,
  reader,
  bookReader: { account, client, ebook },
}) => {
  await readToPage2HereThenPage6Elsewhere(browser, reader, account, client, ebook);

  // The first tab comes back into view.
  await reader.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const question = reader.main.getByRole('status').filter({ hasText: 'on another device' });
  await expect(question).toContainText('You were on page 6 on another device — go there?');
  await expect(reader.position).toHaveText(`Page 2 of ${ebook.pages}`);
  await question.getByRole('button', { name: 'Go to page 6' }).click();
  await expect(reader.position).toHaveText(`Page 6 of ${ebook.pages}`);
  await expect(question).toHaveCount(0);
});

test('Home shows "Continue learning" with the page reached, and one click resumes the book there', async ({
  page,
  reader,
  bookReader: { ebook },
}) => {
  await reader.goto(ebook.id);
  await turnTo(reader, 3, ebook.pages);

  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Continue learning', exact: true });
  await expect(row.getByRole('heading', { level: 3, name: ebook.name })).toBeVisible();
  await expect(row.getByText(`Page 3 of ${ebook.pages}`, { exact: true })).toBeVisible();
  await expect(row.getByRole('progressbar', { name: `Page 3 of ${ebook.pages}` })).toHaveAttribute('value', '3');

  await row.getByRole('link', { name: ebook.name }).click();
  await expect(page).toHaveURL(new RegExp(`/ebookcontent\\?id=${ebook.id}$`));
  await expect(reader.position).toHaveText(`Page 3 of ${ebook.pages}`);
});

test('a book read to its last page leaves "Continue learning" and shows as finished in the Library', async ({
  page,
  reader,
  bookReader: { client, ebook },
}) => {
  await reader.goto(ebook.id);
  await turnTo(reader, 3, ebook.pages);
  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Continue learning', exact: true });
  await expect(row.getByRole('heading', { level: 3, name: ebook.name })).toBeVisible();

  await reader.goto(ebook.id);
  await expect(reader.position).toHaveText(`Page 3 of ${ebook.pages}`);
  await page.keyboard.press('End');
  await expect(reader.position).toHaveText(`Page ${ebook.pages} of ${ebook.pages}`);
  await expect.poll(() => savedPage(client, ebook.id), { timeout: 10_000 }).toBe(ebook.pages);

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Recently Added Books' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('/mylibrary');
  const card = page.getByRole('main').getByRole('article', { name: ebook.name, exact: true });
  await expect(card.getByText('Finished', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
});

test('two tabs of the same reader on the same book do not fight: once the turns are saved, neither tab saves again', async ({
  context,
  reader,
  bookReader: { client, ebook },
}) => {
  const saves = new Map<string, number>();
  const pagesSaved: number[] = [];
  const countSaves = (tab: string) => (request: Request) => {
    if (!request.url().includes('/rpc/save_reading_position')) return;
    saves.set(tab, (saves.get(tab) ?? 0) + 1);
    pagesSaved.push((request.postDataJSON() as { page: number }).page);
  };
  reader.page.on('request', countSaves('first'));
  await reader.goto(ebook.id);
  await expect(reader.position).toHaveText(`Page 1 of ${ebook.pages}`);

  const second = new ReaderPage(await context.newPage());
  second.page.on('request', countSaves('second'));
  await second.goto(ebook.id);
  await expect(second.position).toHaveText(`Page 1 of ${ebook.pages}`);

  await reader.page.bringToFront();
  await turnTo(reader, 4, ebook.pages);
  await expect.poll(() => savedPage(client, ebook.id), { timeout: 10_000 }).toBe(4);
  // The browser tells of a request on its own channel, which a busy machine can hold back past the stored page:
  // the count is taken once the save of page 4 has been heard.
  await expect.poll(() => pagesSaved.includes(4)).toBe(true);

  // Left alone for a while, neither tab answers the other with saves of its own.
  const settled = new Map(saves);
  await reader.page.waitForTimeout(4000);
  expect(saves).toEqual(settled);
  // The second tab at most noted that the book was opened (page 1, before the turns, so it lost to them).
  expect(saves.get('second') ?? 0).toBeLessThanOrEqual(1);
  // Turns settle before they are saved: opening and three turns are at most four saves, never one per render.
  expect(saves.get('first') ?? 0).toBeGreaterThanOrEqual(1);
  expect(saves.get('first') ?? 0).toBeLessThanOrEqual(4);
  expect(await savedPage(client, ebook.id)).toBe(4);
  // The tab left on page 1 stays there: nothing moved it.
  await expect(second.position).toHaveText(`Page 1 of ${ebook.pages}`);
});
