/**
 * A course's reviews (docs/product.md#one-review-per-reader-per-book), the same as an ebook's: a learner
 * writes one review of a course, edits and deletes it; a visitor reads the reviews and is asked to sign in
 * to write one. Each test uses accounts of its own, and a course of its own kind of choice.
 */
import { backendClient, createAccount, expect, test, signedInStorage } from './fixtures';
import { CoursePage } from './pages/CoursePage';
import { Shell } from './pages/Shell';

/** A seeded course, picked from the middle of the catalogue, so a spec's reviews stay out of other specs' way. */
async function someCourse(offset: number): Promise<{ ID: number; Name: string }> {
  const client = await backendClient();
  const { data, error } = await client.from('Videos').select('ID, Name').order('ID').range(offset, offset).single();
  if (error) throw new Error(error.message);
  return { ID: Number(data.ID), Name: data.Name };
}

test('a learner writes a review of a course, edits it and deletes it', async ({ browser }) => {
  const learner = await createAccount('course-reviewer');
  const context = await browser.newContext({ storageState: await signedInStorage(learner) });
  const page = await context.newPage();
  const reviewed = await someCourse(2);
  const course = new CoursePage(page);
  const shell = new Shell(page);
  await course.goto(reviewed.ID);
  const reviews = course.reviews;

  await reviews.postReview('Clear lessons, good pace.');
  await expect(shell.toast('Your review was posted.')).toBeVisible();
  await expect(reviews.ownReview).toContainText('Clear lessons, good pace.');
  await expect(reviews.reviewBox).toHaveCount(0);
  const mine = reviews.reviews.filter({ hasText: `${learner.firstName} ${learner.lastName}` });
  await expect(mine).toContainText('Clear lessons, good pace.');

  await reviews.editReview.click();
  await expect(reviews.editBox).toHaveValue('Clear lessons, good pace.');
  await reviews.editBox.fill('Clear lessons; the last one is worth the course.');
  await reviews.saveReview.click();
  await expect(shell.toast('Your review was updated.')).toBeVisible();
  await expect(reviews.ownReview).toContainText('Clear lessons; the last one is worth the course.');
  await expect(reviews.ownReview).toContainText('Edited');
  await expect(mine).toContainText('Clear lessons; the last one is worth the course.');

  await reviews.deleteReview.click();
  await expect(reviews.deleteDialog).toContainText('Your review of this course will be removed.');
  await reviews.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(shell.toast('Your review was deleted.')).toBeVisible();
  await expect(reviews.ownReview).toHaveCount(0);
  await expect(reviews.reviewBox).toHaveValue('');
  await expect(mine).toHaveCount(0);
  await context.close();
});

test('a visitor reads a course’s reviews and is asked to sign in to write one', async ({ page, loginModal }) => {
  const author = await createAccount('course-review-author');
  const reviewed = await someCourse(3);
  const posted = await (
    await backendClient(author)
  )
    .from('course_reviews')
    .insert({ course_id: reviewed.ID, content: 'Worth it for the exercises.' });
  expect(posted.error).toBeNull();

  const course = new CoursePage(page);
  await course.goto(reviewed.ID);
  const listed = course.reviews.reviews.filter({ hasText: 'Worth it for the exercises.' });
  await expect(listed).toContainText(`${author.firstName} ${author.lastName}`);
  await expect(course.reviews.visitorReviewPrompt).toBeVisible();
  await expect(course.reviews.reviewBox).toHaveCount(0);

  await course.reviews.visitorLogin.click();
  await expect(loginModal.dialog).toBeVisible();
});
