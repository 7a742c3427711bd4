/**
 * A return visit starts from what the device saved (the app and the first screen's answers) and then shows
 * what changed since on the server, without a reload: a book favourited on another device shows as favourited
 * here once this device has heard of it.
 *
 * Service workers are blocked in the rest of the suite (playwright.config.ts); this spec allows them.
 */
import { backendClient, createAccount, expect, signedInStorage, test } from './fixtures';
import { EbookDetailPage } from './pages/EbookDetailPage';

test.use({ serviceWorkers: 'allow' });

test('opened again, an ebook favourited on another device shows as favourited', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = await createAccount('return-visit');
  const otherDevice = await backendClient(account);
  const { data: ebook, error } = await otherDevice
    .from('MentoriaDatabase')
    .select('ID, Name')
    .order('ID')
    .limit(1)
    .single();
  if (error) throw new Error(`no ebook to favourite: ${error.message}`);

  const context = await browser.newContext({ storageState: await signedInStorage(account) });
  const page = await context.newPage();
  const detail = new EbookDetailPage(page);
  await page.goto(`/ebook?id=${ebook.ID}`);
  // The worker installs on the first visit; the next visit is answered through it, so its answers are saved.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'false');

  const { error: favouriteError } = await otherDevice.from('Favorites').insert({ product_id: ebook.ID });
  if (favouriteError) throw new Error(`could not favourite on the other device: ${favouriteError.message}`);
  await page.reload();
  await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
