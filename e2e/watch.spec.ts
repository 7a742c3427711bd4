/**
 * Watching a course: a learner starts a free course from its page, the lesson plays in the player, and
 * everything they chose follows them: the place in the lesson after a reload, the speed and the captions on a
 * second browser. A premium course not bought says so on its lessons instead of playing them.
 */
import type { Page } from '@playwright/test';
import { backendClient, createAccount, expect, signedInStorage, test } from './fixtures';
import { freeLesson } from './lessons';

async function firstCourse(premium: boolean): Promise<{ ID: number; Name: string }> {
  const client = await backendClient();
  const { data, error } = await client
    .from('Videos')
    .select('ID, Name, course_lessons!inner(id)')
    .eq('Premium', premium)
    .order('ID')
    .limit(1)
    .single();
  if (error) throw new Error(`no ${premium ? 'premium' : 'free'} course with lessons: ${error.message}`);
  return { ID: Number(data.ID), Name: data.Name as string };
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('a learner plays a lesson, finds their place, speed and captions again after a reload and on another browser, and the course in Continue learning', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A long first lesson, so the steps below stay within it however slowly a loaded machine runs them.
  const first = await freeLesson('the first of its course, 40 s or longer', (lesson) => {
    return lesson.position === 1 && lesson.durationSeconds >= 40;
  });
  const course = { ID: first.courseId, Name: first.courseName };
  const storageState = await signedInStorage(await createAccount('watch'));
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();

  await page.goto(`/video?id=${course.ID}`);
  await page.getByRole('link', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/watch\\?id=${course.ID}&lesson=1$`));
  const player = page.getByRole('region', { name: /^Lesson video:/ });
  await expect(page.getByRole('listitem').filter({ has: page.locator('[aria-current="page"]') })).toHaveCount(1);

  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // Faster, and captions on: from the keyboard, as the player's shortcuts say.
  await player.getByRole('button', { name: 'Pause' }).click();
  await player.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Shift+Period');
  await page.keyboard.press('c');
  await expect(player.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  const leftAt = await currentTime(page);

  await page.reload();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(leftAt - 1.5);

  // Another browser of the same learner: the same place in the course, the same speed and captions.
  const second = await browser.newContext({ storageState });
  const elsewhere = await second.newPage();
  await elsewhere.goto(`/watch?id=${course.ID}`);
  const secondPlayer = elsewhere.getByRole('region', { name: /^Lesson video:/ });
  await expect(secondPlayer.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
  await expect(secondPlayer.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => currentTime(elsewhere), { timeout: 20_000 }).toBeGreaterThan(leftAt - 1.5);
  await second.close();

  // Home's "Continue learning" offers the course, resuming at the lesson left.
  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Continue learning', exact: true });
  await expect(row.getByRole('link', { name: course.Name, exact: true })).toHaveAttribute(
    'href',
    `/watch?id=${course.ID}&lesson=1`,
  );
  await expect(row.getByText(/^Lesson 1: \d+:\d\d of \d+:\d\d$/)).toBeVisible();
  await context.close();
});

test("a premium course's lesson, not bought, asks the learner to buy the course", async ({ browser }) => {
  const course = await firstCourse(true);
  const context = await browser.newContext({
    storageState: await signedInStorage(await createAccount('watch-premium')),
  });
  const page = await context.newPage();
  await page.goto(`/watch?id=${course.ID}&lesson=1`);
  await expect(
    page.getByText(`This lesson is part of ${course.Name}. Buy the course to watch its lessons.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy Now/ })).toHaveAttribute('href', `/checkout?course=${course.ID}`);
  await expect(page.locator('video')).toHaveCount(0);
  await context.close();
});

test('a lesson that the course does not have is not found', async ({ browser }) => {
  const course = await firstCourse(false);
  const context = await browser.newContext({
    storageState: await signedInStorage(await createAccount('watch-missing')),
  });
  const page = await context.newPage();
  await page.goto(`/watch?id=${course.ID}&lesson=99`);
  await expect(page.getByRole('heading', { name: 'Lesson not found' })).toBeVisible();
  await context.close();
});
