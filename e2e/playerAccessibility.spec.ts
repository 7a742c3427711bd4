/**
 * axe-core scans (as e2e/accessibility.spec.ts runs them: serious and critical violations block) of the course
 * screens as a signed-in learner uses them, in the light and the dark theme: the course page with a lesson
 * completed, and the watch screen with the player open, the chapters beside it, a completed lesson in the list,
 * and another device's moment offered. The speed list is the browser's own <select>, whose open list axe cannot
 * see, so it is scanned closed. The next lesson's countdown is not scanned here: it moves on within eight seconds,
 * and a scan that must beat it would pass or fail by the machine's load; its names and roles are the player's web
 * tests' (src/features/player).
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { blockingViolations, blockingViolationsNow, describeViolations } from './axe';
import { backendClient, expect, test as base, type Account } from './fixtures';
import { freeLesson, type SeededLesson } from './lessons';
import { WatchPage } from './pages/WatchPage';

/** A lesson with chapters, followed by another, that the learner has watched to its end once. */
const test = base.extend<{ lesson: SeededLesson; learner: Account }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  lesson: async ({}, use) =>
    use(
      await freeLesson('with chapters and followed by another', (lesson) => lesson.hasChapters && lesson.next !== null),
    ),
  learner: [
    async ({ ownAccount, lesson }, use) => {
      const learner = await ownAccount();
      await saveMoment(learner, lesson, lesson.durationSeconds, 'Chrome on Linux', new Date(Date.now() - 60_000));
      await use(learner);
    },
    { auto: true },
  ],
});
test.use({ signedInAs: 'own' });

/** Saves a moment of the lesson for the learner, as a device of theirs would have. */
async function saveMoment(learner: Account, lesson: SeededLesson, seconds: number, device: string, at: Date) {
  const { error } = await (
    await backendClient(learner)
  ).rpc('save_lesson_position', {
    lesson_id: lesson.id,
    position_seconds: seconds,
    duration_seconds: lesson.durationSeconds,
    watched_at: at.toISOString(),
    device,
  });
  if (error) throw new Error(`the lesson's moment could not be saved: ${error.message}`);
}

async function expectNoBlockingViolations(page: Page, theme: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const violations = await blockingViolationsNow(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the course page of a course being watched has no serious or critical accessibility violation', async ({
      page,
      lesson,
    }) => {
      const violations = await blockingViolations(page, paths.course.href(lesson.courseId));
      await expect(page.getByText('Completed', { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test('the watch screen with the player, its chapters and the course’s lessons has no serious or critical accessibility violation', async ({
      page,
      lesson,
      learner,
    }) => {
      const watch = new WatchPage(page);
      await watch.open(lesson.courseId, lesson.position);
      await expect(watch.chapters.getByRole('button').first()).toBeVisible();
      await expect(watch.lessonRow(lesson.position).getByText('Completed')).toBeVisible();
      await expectNoBlockingViolations(page, theme);

      // Another device of the learner's, further on: the screen offers its moment.
      await saveMoment(learner, lesson, lesson.durationSeconds / 2, 'Firefox on Android', new Date());
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(watch.furtherOnElsewhere).toBeVisible();
      await expectNoBlockingViolations(page, theme);
    });
  });
}
