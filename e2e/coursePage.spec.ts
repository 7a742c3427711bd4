/**
 * The course page (docs/product.md#video-courses-are-watched-in-mentoria): a visitor reads a course's outline
 * and is asked to sign in to watch; a learner buys a premium course through the demo checkout, finds it in
 * the Library's Videos tab, and is offered to start it.
 */
import { backendClient, createAccount, expect, test } from './fixtures';
import { CheckoutPage } from './pages/CheckoutPage';
import { CoursePage } from './pages/CoursePage';
import { LibraryPage } from './pages/LibraryPage';
import { VideosPage } from './pages/VideosPage';

interface Course {
  ID: number;
  Name: string;
  Price: number;
  Lessons: number;
}

/** The first seeded premium course, as the backend answers a visitor. */
async function premiumCourse(): Promise<Course> {
  const client = await backendClient();
  const { data, error } = await client
    .from('Videos')
    .select('ID, Name, Price, Lessons')
    .eq('Premium', true)
    .order('ID')
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return { ID: Number(data.ID), Name: data.Name, Price: Number(data.Price), Lessons: Number(data.Lessons) };
}

test('a visitor opens a course from the videos and sees its lessons, and is asked to sign in to watch', async ({
  page,
}) => {
  const videos = new VideosPage(page);
  await videos.goto();
  const card = videos.cards.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name, exact: true }).click();

  const course = new CoursePage(page);
  await expect(course.name).toHaveText(name);
  await expect(course.lessons.first()).toBeVisible();
  expect(await course.lessons.count()).toBeGreaterThanOrEqual(3);
  await expect(course.lessonLinks).toHaveCount(0);
  await expect(course.primary('Sign in to watch')).toBeVisible();
});

test('a learner buys a premium course through the checkout, finds it in the Library, and can start it', async ({
  page,
  loginModal,
}) => {
  const account = await createAccount('course-buyer');
  const bought = await premiumCourse();
  const course = new CoursePage(page);
  await course.goto(bought.ID);
  await course.primary('Sign in to watch').click();
  await loginModal.signIn(account.email, account.password);

  const buyNow = course.primary(`Buy Now ${bought.Price}$`);
  await expect(buyNow).toBeVisible();
  await expect(course.lessonLinks).toHaveCount(0);
  await buyNow.click();

  const checkout = new CheckoutPage(page);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?course=${bought.ID}$`));
  await expect(checkout.summary).toContainText(bought.Name);
  await checkout.fill({
    Address: '1 Library Lane, Booktown',
    'Card number': '4242 4242 4242 4242',
    Expiry: '12/30',
    CVC: '321',
  });
  await checkout.submit.click();
  await expect(page.getByRole('heading', { name: 'Checkout complete (demo).' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Library' }).click();
  const library = new LibraryPage(page);
  await expect(library.tab('Videos')).toHaveAttribute('aria-selected', 'true');
  await expect(library.card(bought.Name)).toBeVisible();

  await library.card(bought.Name).getByRole('link', { name: bought.Name, exact: true }).click();
  await expect(course.name).toHaveText(bought.Name);
  await expect(course.primary('Start')).toHaveAttribute('href', `/watch?id=${bought.ID}&lesson=1`);
  await expect(course.lessonLinks).toHaveCount(bought.Lessons);
});
