/**
 * Offline, what a person sees tells what this device has: a detail page seen
 * before opens from what the service worker kept; one never seen says it
 * needs a connection; "Continue learning" marks the books saved on this device
 * and says plainly that the others need a connection, and opening one of
 * those says so too, without an error or an alert.
 *
 * Service workers are blocked in the rest of the suite (playwright.config.ts);
 * this spec allows them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { backendClient, createAccount, expect, signedInStorage, test, type Account } from './fixtures';
import { EbookDetailPage } from './pages/EbookDetailPage';
import { LibraryPage } from './pages/LibraryPage';
import { ReaderPage } from './pages/ReaderPage';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it installs on the first visit, controls from the next load). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Two free ebooks of a few pages, by id. */
async function twoFreeEbooks(): Promise<{ ID: number; Name: string; ContentLength: number }[]> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID, Name, ContentLength')
    .eq('Price', 0)
    .gte('ContentLength', 4)
    .order('ContentLength')
    .order('ID')
    .limit(2);
  if (error || !data || data.length < 2) throw new Error(`need two free ebooks: ${error?.message}`);
  return data as { ID: number; Name: string; ContentLength: number }[];
}

test('offline, a detail page seen before opens from this device; one never seen says it needs a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const [seen, unseen] = await twoFreeEbooks();
  const detail = new EbookDetailPage(page);
  await detail.goto(seen!.ID);
  await underServiceWorker(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: seen!.Name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: seen!.Name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ebook\\?id=${seen!.ID}$`));

  await detail.goto(unseen!.ID);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('You are offline');
  await expect(page).toHaveURL(new RegExp(`/ebook\\?id=${unseen!.ID}$`));
});

test('offline, a detail page reached from a card before opens on its own address too', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/ebooks');
  await underServiceWorker(page);
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('tab', { name: 'Description' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/ebook\?id=\d+$/);
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'reader' });

  test('offline, a detail page seen before opens for a signed-in reader too', async ({ page, context }) => {
    test.setTimeout(90_000);
    const [seen] = await twoFreeEbooks();
    await new EbookDetailPage(page).goto(seen!.ID);
    await underServiceWorker(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: seen!.Name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Get Ebook' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: seen!.Name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ebook\\?id=${seen!.ID}$`));
  });
});

test.describe('Continue learning offline', () => {
  let account: Account;
  let books: { ID: number; Name: string; ContentLength: number }[];

  test.beforeEach(async () => {
    account = await createAccount('offline-continue');
    books = await twoFreeEbooks();
    const client = await backendClient(account);
    for (const book of books) {
      const got = await client.from('orders').insert({ product_id: book.ID, amount: 0 });
      if (got.error) throw new Error(`could not get the ebook: ${got.error.message}`);
    }
  });

  async function openedBothThenSavedOne(context: BrowserContext, page: Page) {
    const [saved, notSaved] = books as [(typeof books)[0], (typeof books)[0]];
    const reader = new ReaderPage(page);
    for (const book of [notSaved, saved]) {
      await reader.goto(book.ID);
      await expect(reader.canvas).toBeVisible();
      await reader.next.click();
      await expect(reader.position).toHaveText(`Page 2 of ${book.ContentLength}`);
    }
    const library = new LibraryPage(page);
    await library.goto();
    await underServiceWorker(page);
    const card = library.card(saved.Name);
    await library.downloadButton(card).click();
    await expect(card.getByText('Available offline')).toBeVisible({ timeout: 30_000 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Continue learning', exact: true })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    return { saved, notSaved };
  }

  test('marks the books saved on this device, says the others need a connection, and opening one says so too', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ storageState: await signedInStorage(account) });
    const page = await context.newPage();
    const { saved, notSaved } = await openedBothThenSavedOne(context, page);

    const row = page.getByRole('region', { name: 'Continue learning', exact: true });
    const card = (name: string) => row.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card(saved.Name).getByText('Available offline')).toBeVisible();
    await expect(card(notSaved.Name).getByText('Needs a connection')).toBeVisible();
    await expect(card(saved.Name).getByText('Needs a connection')).toHaveCount(0);

    await card(notSaved.Name).getByRole('link', { name: notSaved.Name }).click();
    const reader = new ReaderPage(page);
    await expect(reader.main.getByRole('alert')).toContainText('is not saved on this device');
    await expect(page.getByText('Unable to fetch the signed URL')).toHaveCount(0);
    await expect(page.getByText('There was an error')).toHaveCount(0);

    await page.goBack();
    await card(saved.Name).getByRole('link', { name: saved.Name }).click();
    await expect(reader.position).toHaveText(`Page 2 of ${saved.ContentLength}`);
    await context.close();
  });
});
