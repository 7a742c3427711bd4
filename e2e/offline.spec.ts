/**
 * The offline app: a reader saves a book for offline reading from
 * the library; later, with no network and an access token that has expired,
 * the app still starts (service worker), the reader is still signed in, the
 * library shows from the saved answers with the offline indicator, and the
 * saved book opens.
 *
 * Service workers are blocked in the rest of the suite (playwright.config.ts);
 * this spec allows them.
 */
import { backendClient, createAccount, expect, signedInStorage, test, type Account } from './fixtures';
import { LibraryPage } from './pages/LibraryPage';
import { ReaderPage } from './pages/ReaderPage';

test.use({ serviceWorkers: 'allow' });

/** A new reader who got one free ebook; returns its name and id. */
async function readerWithFreeBook(): Promise<{ account: Account; book: { ID: number; Name: string } }> {
  const account = await createAccount('offline');
  const client = await backendClient(account);
  const { data, error } = await client
    .from('MentoriaDatabase')
    .select('ID, Name')
    .eq('Price', 0)
    .order('ID')
    .limit(1)
    .single();
  if (error) throw new Error(`no free ebook: ${error.message}`);
  const claimed = await client.from('orders').insert({ product_id: data.ID, amount: 0 });
  if (claimed.error) throw new Error(`could not get the ebook: ${claimed.error.message}`);
  return { account, book: data };
}

test('a book saved for offline reading opens with no network and an expired session', async ({ browser }) => {
  test.setTimeout(150_000);
  const { account, book } = await readerWithFreeBook();
  const context = await browser.newContext({ storageState: await signedInStorage(account) });
  const page = await context.newPage();
  const library = new LibraryPage(page);

  await library.goto();
  await expect(library.heading).toBeVisible();
  // The worker installs on the first visit; from the next load on it controls the page and saves answers.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const card = library.card(book.Name);
  await library.downloadButton(card).click();
  await expect(card.getByText('Available offline')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: /^Remove offline copy/ })).toBeVisible();

  // No network, and the access token expired an hour ago: supabase-js cannot refresh it.
  await context.setOffline(true);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!/^sb-.*-auth-token$/.test(key)) continue;
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
      session.expires_at = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(session));
    }
  });
  await page.reload();

  await expect(library.heading).toBeVisible();
  await expect(page.getByText('You are offline — showing what was saved on this device')).toBeVisible();
  // Offline, the expired session still reads as valid (src/lib/storedSession.ts), so the library's
  // reads go out at once and the worker answers them from this reader's saved answers: no wait
  // for supabase-js's refresh to give up (about 25 s).
  await expect(library.card(book.Name)).toBeVisible({ timeout: 10_000 });
  await expect(library.card(book.Name).getByText('Available offline')).toBeVisible();

  await library.readLink(library.card(book.Name)).click();
  await expect(page).toHaveURL(new RegExp(`/ebookcontent\\?id=${book.ID}$`));
  const reader = new ReaderPage(page);
  await expect(reader.position).toHaveText(/^Page 1 of \d+$/, { timeout: 20_000 });
  await reader.next.click();
  await expect(reader.position).toHaveText(/^Page 2 of \d+$/);
  await expect(reader.pageImage).toHaveAccessibleName(/^Page 2 of \d+$/);
  await reader.previous.click();
  await expect(reader.position).toHaveText(/^Page 1 of \d+$/);
  await context.close();
});
