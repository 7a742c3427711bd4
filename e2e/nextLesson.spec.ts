/**
 * The end of a lesson (docs/product.md#progress-in-a-lesson-follows-the-learner, and the next lesson's countdown
 * in src/features/player/nextLessonMachine.ts): a lesson watched to its end is completed, in the lessons beside
 * the player and on the course's page, and the next lesson is offered with a countdown the learner can cancel;
 * left alone, it starts the next lesson. The lesson is a short one followed by another. Each test is an
 * account of its own: completion is the learner's.
 */
import { NEXT_LESSON_COUNTDOWN_SECONDS } from '../src/config/constants';
import { expect, test as base } from './fixtures';
import { freeLesson, type SeededLesson } from './lessons';
import { CoursePage } from './pages/CoursePage';
import { LibraryPage } from './pages/LibraryPage';
import { WatchPage } from './pages/WatchPage';

type LessonWithNext = SeededLesson & { next: NonNullable<SeededLesson['next']> };

const test = base.extend<{ lesson: LessonWithNext; watch: WatchPage }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  lesson: async ({}, use) =>
    use(
      (await freeLesson('shorter than 20 s and followed by another', (lesson) => {
        return lesson.next !== null && lesson.durationSeconds < 20;
      })) as LessonWithNext,
    ),
  watch: async ({ page }, use) => use(new WatchPage(page)),
});
test.use({ signedInAs: 'own' });

const lessonAddress = (lesson: SeededLesson, position: number) =>
  new RegExp(`/watch\\?id=${lesson.courseId}&lesson=${position}$`);

/** Goes to the last tenth of the lesson and plays it to its end, from the keyboard. */
async function playTheEnd(watch: WatchPage): Promise<void> {
  await watch.video.focus();
  await watch.page.keyboard.press('9');
  await watch.page.keyboard.press('Space');
  await expect(watch.playButton).toHaveAccessibleName('Pause');
}

test('a lesson played to its end is completed, beside the player and on the course page, and Cancel keeps the learner on it', async ({
  page,
  watch,
  lesson,
}) => {
  // The page's clock runs as usual, and the test can move it on: a cancelled countdown's seconds go by at once.
  await page.clock.install();
  await watch.open(lesson.courseId, lesson.position);
  await expect(watch.lessonRow(lesson.position)).toBeVisible();
  await expect(watch.lessonRow(lesson.position).getByText('Completed')).toHaveCount(0);

  await playTheEnd(watch);
  await expect(watch.nextLessonOffer).toHaveAccessibleName(`Next lesson: ${lesson.next.title}`, { timeout: 20_000 });
  await expect(watch.nextLessonOffer).toContainText(/Starts in \d seconds?/);
  await expect(watch.nextLessonOffer).toBeFocused();
  await expect(watch.lessonRow(lesson.position).getByText('Completed')).toBeVisible();
  await expect(watch.lessonRow(lesson.next.position).getByText('Completed')).toHaveCount(0);

  await watch.nextLessonOffer.getByRole('button', { name: 'Cancel' }).click();
  await expect(watch.nextLessonOffer).toHaveCount(0);
  await expect(watch.playButton).toHaveAccessibleName('Play again');
  await expect(watch.playButton).toBeFocused();
  // A second at a time, so the page renders between them, as it would through a countdown left running.
  for (let second = 0; second <= NEXT_LESSON_COUNTDOWN_SECONDS; second++) {
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(lessonAddress(lesson, lesson.position));
  }
  await expect(watch.nextLessonOffer).toHaveCount(0);

  await watch.main.getByRole('link', { name: lesson.courseName, exact: true }).click();
  const course = new CoursePage(page);
  await expect(course.name).toHaveText(lesson.courseName);
  const row = (position: number) => course.lessons.filter({ hasText: `Lesson ${position}: ` });
  await expect(row(lesson.position).getByText('Completed')).toBeVisible();
  await expect(row(lesson.next.position).getByText('Completed')).toHaveCount(0);

  // The course is the learner's now (started), and the Library's Videos tab counts the lesson completed.
  const lessonCount = await course.lessons.count();
  const library = new LibraryPage(page);
  await library.goto('?tab=videos');
  await expect(library.card(lesson.courseName).getByText(`1 of ${lessonCount} lessons completed`)).toBeVisible();
});

test('left alone, the countdown at the end of a lesson starts the next lesson', async ({ page, watch, lesson }) => {
  await watch.open(lesson.courseId, lesson.position);
  await playTheEnd(watch);
  await expect(watch.nextLessonOffer).toBeVisible({ timeout: 20_000 });

  await expect(page).toHaveURL(lessonAddress(lesson, lesson.next.position), {
    timeout: (NEXT_LESSON_COUNTDOWN_SECONDS + 10) * 1000,
  });
  await expect(watch.main.getByRole('heading', { level: 1 })).toHaveText(lesson.next.title);
  await expect(watch.lessonRow(lesson.next.position).getByRole('link')).toHaveAttribute('aria-current', 'page');
  // The learner chose to go on: the next lesson plays by itself.
  await expect(watch.playButton).toHaveAccessibleName('Pause', { timeout: 20_000 });
  await expect.poll(() => watch.shownSeconds(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
});
