/**
 * One lesson on two browsers of the same learner (docs/product.md#progress-in-a-lesson-follows-the-learner): the
 * first is left paused early on while the second watches further on. Back on the first, the learner is asked
 * whether to go to the other browser's moment, never moved without asking; a lesson opened afresh starts at the
 * newest moment. Each test is an account of its own.
 */
import type { Browser } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clockTime } from '../src/lib/clockTime';
import { describeDevice } from '../src/lib/describeDevice';
import { backendClient, expect, signedInStorage, test as base, type Account } from './fixtures';
import { freeLesson, type SeededLesson } from './lessons';
import { WatchPage } from './pages/WatchPage';

/** The learner's moment in the lesson as the server holds it, in seconds, or null before one is saved. */
async function savedSeconds(client: SupabaseClient, lesson: SeededLesson): Promise<number | null> {
  const { data } = await client
    .from('lesson_progress')
    .select('position_seconds, course_lessons!inner(position)')
    .eq('course_id', lesson.courseId)
    .eq('course_lessons.position', lesson.position)
    .maybeSingle();
  return data ? Number((data as { position_seconds: number }).position_seconds) : null;
}

/** Plays until the time shown reaches `seconds`, then pauses (which saves the moment at once). */
async function playUntil(watch: WatchPage, seconds: number): Promise<number> {
  await watch.playButton.click();
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(seconds);
  await watch.playButton.click();
  await expect(watch.playButton).toHaveAccessibleName('Play');
  return watch.shownSeconds();
}

interface TwoDevices {
  /** The moment the first browser was left paused at, as its time display shows it. */
  hereAt: number;
  /** The moment the second browser reached, as the server holds it. */
  elsewhereAt: number;
  /** The second browser, in the words the app names it with ("Chrome on Linux"). */
  elsewhere: string;
}

/** The first browser (`watch`) plays the lesson a few seconds; a second one then watches on to 80 % of it. */
async function watchHereThenFurtherElsewhere(
  browser: Browser,
  learner: Account,
  watch: WatchPage,
  lesson: SeededLesson,
): Promise<TwoDevices> {
  const client = await backendClient(learner);
  await watch.open(lesson.courseId, lesson.position);
  const hereAt = await playUntil(watch, 3);
  await expect.poll(() => savedSeconds(client, lesson), { timeout: 15_000 }).toBeGreaterThanOrEqual(hereAt);

  const other = await browser.newContext({ storageState: await signedInStorage(learner) });
  try {
    const elsewhere = new WatchPage(await other.newPage());
    await elsewhere.open(lesson.courseId, lesson.position);
    await elsewhere.video.focus();
    await elsewhere.page.keyboard.press('8');
    const reached = await playUntil(elsewhere, Math.floor(lesson.durationSeconds * 0.8) + 1);
    await expect.poll(() => savedSeconds(client, lesson), { timeout: 15_000 }).toBeGreaterThanOrEqual(reached);
    return {
      hereAt,
      elsewhereAt: (await savedSeconds(client, lesson)) ?? 0,
      elsewhere: describeDevice(await elsewhere.page.evaluate(() => navigator.userAgent)),
    };
  } finally {
    await other.close();
  }
}

const test = base.extend<{ lesson: SeededLesson; watch: WatchPage; twoDevices: TwoDevices }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  lesson: async ({}, use) => use(await freeLesson('40 s or longer', (lesson) => lesson.durationSeconds >= 40)),
  watch: async ({ page }, use) => use(new WatchPage(page)),
  twoDevices: async ({ browser, ownAccount, watch, lesson }, use) =>
    use(await watchHereThenFurtherElsewhere(browser, await ownAccount(), watch, lesson)),
});
test.use({ signedInAs: 'own' });
// Two browsers play the lesson before each test's own steps.
test.describe.configure({ timeout: 90_000 });

/** The learner comes back to the first browser's tab (headless Chromium never hides a tab: the test says so). */
async function comeBack(watch: WatchPage): Promise<void> {
  await watch.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('back on a lesson left paused while another browser watched further on, the learner is asked, and Go to takes the player there', async ({
  watch,
  twoDevices: { hereAt, elsewhereAt, elsewhere },
}) => {
  await comeBack(watch);
  const at = clockTime(elsewhereAt);
  await expect(watch.furtherOnElsewhere).toContainText(`You are further on in this lesson on ${elsewhere}: at ${at}.`);
  // Asking moves nothing.
  expect(await watch.shownSeconds()).toBe(hereAt);
  await expect(watch.playButton).toHaveAccessibleName('Play');

  await watch.furtherOnElsewhere.getByRole('button', { name: `Go to ${at}` }).click();
  await expect(watch.furtherOnElsewhere).toHaveCount(0);
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(Math.floor(elsewhereAt));
  await expect(watch.playButton).toHaveAccessibleName('Pause');
});

test('a learner who chooses Stay here keeps their place, and finds it again when the lesson is opened afresh', async ({
  watch,
  twoDevices: { hereAt, elsewhereAt },
}) => {
  expect(hereAt).toBeLessThan(elsewhereAt - 10);

  await comeBack(watch);
  await expect(watch.furtherOnElsewhere).toBeVisible();
  await watch.furtherOnElsewhere.getByRole('button', { name: 'Stay here' }).click();
  await expect(watch.furtherOnElsewhere).toHaveCount(0);
  expect(await watch.shownSeconds()).toBe(hereAt);

  // Staying made this moment the newest: the lesson opens here again, not at the other browser's moment.
  await watch.page.reload();
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBe(hereAt);
  await expect(watch.furtherOnElsewhere).toHaveCount(0);
});

test('a lesson opened afresh after another browser watched further on starts there, without asking', async ({
  watch,
  twoDevices: { elsewhereAt },
}) => {
  await watch.page.reload();
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBe(Math.floor(elsewhereAt));
  await expect(watch.furtherOnElsewhere).toHaveCount(0);
});
