/**
 * A course saved for offline viewing (docs/product.md#a-course-can-be-watched-offline): the learner downloads it
 * from its card in the Library, and with no network its lessons play, seeking included, from the copy the service
 * worker keeps; a lesson of a course not saved says it needs a connection; Remove frees the space.
 *
 * Service workers are blocked in the rest of the suite (playwright.config.ts); this spec allows them.
 */
import type { Page } from '@playwright/test';
import { backendClient, createAccount, expect, signedInStorage, test } from './fixtures';
import { LibraryPage } from './pages/LibraryPage';

test.use({ serviceWorkers: 'allow' });

/** The first two free courses with lessons: the first is saved, the second is not. */
async function freeCourses(): Promise<{ ID: number; Name: string }[]> {
  const client = await backendClient();
  const { data, error } = await client
    .from('Videos')
    .select('ID, Name, course_lessons!inner(id)')
    .eq('Premium', false)
    .order('ID')
    .limit(2);
  if (error || data.length < 2) throw new Error(`two free courses with lessons were expected: ${error?.message}`);
  return data.map((row) => ({ ID: Number(row.ID), Name: row.Name as string }));
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('a course downloaded from the Library plays offline, a seek included; an unsaved one needs a connection', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [saved, notSaved] = await freeCourses();
  const account = await createAccount('offline-course');
  const client = await backendClient(account);
  const claimed = await client.from('course_orders').insert({ course_id: saved!.ID, amount: 0 });
  if (claimed.error) throw new Error(`could not get the course: ${claimed.error.message}`);

  const context = await browser.newContext({ storageState: await signedInStorage(account) });
  const page = await context.newPage();
  const library = new LibraryPage(page);
  await library.goto('?tab=videos');
  await expect(library.heading).toBeVisible();
  // The worker installs on the first visit; from the next load on it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const card = library.card(saved!.Name);
  await card.getByRole('button', { name: `Download ${saved!.Name} for offline viewing` }).click();
  await expect(card.getByText('Available offline')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText(/^[\d.]+ (KB|MB) on this device$/)).toBeVisible();

  // Another course, opened online but not saved: its page is on the device, its lessons are not.
  await page.goto(`/watch?id=${notSaved!.ID}&lesson=1`);
  await expect(page.getByRole('region', { name: /^Lesson video:/ })).toBeVisible({ timeout: 20_000 });

  // No network: the saved course's first lesson plays from the device, and a seek far ahead plays on.
  await context.setOffline(true);
  await page.goto(`/watch?id=${saved!.ID}&lesson=1`);
  const player = page.getByRole('region', { name: /^Lesson video:/ });
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const farAhead = await video(page).evaluate((element: HTMLVideoElement) => {
    const to = element.duration * 0.7;
    element.currentTime = to;
    return to;
  });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(farAhead + 1);
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.error)).toBeNull();

  // The course not saved cannot play offline, and says why.
  await page.goto(`/watch?id=${notSaved!.ID}&lesson=1`);
  await expect(page.getByText('This lesson needs a connection. Download its course to watch it offline.')).toBeVisible({
    timeout: 20_000,
  });

  // Back online, Remove frees the space: the course can be downloaded again.
  await context.setOffline(false);
  await library.goto('?tab=videos');
  await library
    .card(saved!.Name)
    .getByRole('button', { name: `Remove offline copy of ${saved!.Name}` })
    .click();
  await expect(
    library.card(saved!.Name).getByRole('button', { name: `Download ${saved!.Name} for offline viewing` }),
  ).toBeVisible();
  await context.close();
});
