/**
 * Favourite courses (docs/product.md#how-the-screens-behave, the heart): a learner favourites a course from
 * its page with the same heart as an ebook's, and finds it in the Library's Videos tab; a visitor who presses
 * the heart is asked to sign in, and the course is their favourite once they have.
 */
import { backendClient, createAccount, expect, test } from './fixtures';
import { CoursePage } from './pages/CoursePage';
import { LibraryPage } from './pages/LibraryPage';

/** A seeded premium course (not owned by a new account, so only the heart can put it in the Library). */
async function premiumCourse(): Promise<{ ID: number; Name: string }> {
  const client = await backendClient();
  const { data, error } = await client
    .from('Videos')
    .select('ID, Name')
    .eq('Premium', true)
    .order('ID', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return { ID: Number(data.ID), Name: data.Name };
}

test('a visitor pressing a course’s heart signs in, and the course is then a favourite in Library › Videos', async ({
  page,
  loginModal,
}) => {
  const account = await createAccount('course-heart');
  const kept = await premiumCourse();
  const course = new CoursePage(page);
  await course.goto(kept.ID);
  await expect(course.heart(kept.Name)).toHaveAttribute('aria-pressed', 'false');

  await course.heart(kept.Name).click();
  await expect(loginModal.dialog).toBeVisible();
  await loginModal.signIn(account.email, account.password);
  await expect(course.heart(kept.Name)).toHaveAttribute('aria-pressed', 'true');

  const library = new LibraryPage(page);
  await library.goto('?tab=videos');
  await expect(library.card(kept.Name)).toBeVisible();
  const cardHeart = library.card(kept.Name).getByRole('button', { name: `Favourite: ${kept.Name}`, exact: true });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  // Taken back on the card, the course leaves the tab, and stays gone after a reload: the server has it too.
  await cardHeart.click();
  await expect(library.card(kept.Name)).toHaveCount(0);
  await page.reload();
  await expect(library.panel.getByRole('heading', { name: 'No Video Courses Yet' })).toBeVisible();
});
