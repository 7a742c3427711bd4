/**
 * Home's "Continue learning" (docs/product.md#continue-learning) holds a book being read and a course being
 * watched in one row, the most recent first, each with its progress and a one-click resume.
 */
import { backendClient, expect, test } from './fixtures';
import { freeLesson } from './lessons';

test.use({ signedInAs: 'own' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('a book read ten minutes ago and a lesson watched two minutes ago share the row, the lesson first', async ({
  page,
  ownAccount,
}) => {
  const client = await backendClient(await ownAccount());
  const book = await client
    .from('MentoriaDatabase')
    .select('ID, Name')
    .eq('Price', 0)
    .gte('ContentLength', 6)
    .order('ID')
    .limit(1)
    .single();
  if (book.error) throw new Error(`no free ebook: ${book.error.message}`);
  const lesson = await freeLesson('with a lesson after it', (candidate) => candidate.next !== null);
  const writes = await Promise.all([
    client.from('orders').insert({ product_id: book.data.ID, amount: 0 }),
    client.rpc('save_reading_position', {
      product_id: book.data.ID,
      page: 3,
      page_count: 6,
      turned_at: minutesAgo(10),
      device: 'Firefox on Windows',
    }),
    client.from('course_orders').insert({ course_id: lesson.courseId, amount: 0 }),
    client.rpc('save_lesson_position', {
      lesson_id: lesson.id,
      position_seconds: 5,
      duration_seconds: lesson.durationSeconds,
      watched_at: minutesAgo(2),
      device: 'Safari on iPhone',
    }),
  ]);
  for (const { error } of writes)
    if (error) throw new Error(`the learner's history could not be made: ${error.message}`);

  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Continue learning', exact: true });
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([lesson.courseName, book.data.Name as string]);
  await expect(row.getByText(/^Lesson \d+: 0:05 of \d+:\d\d$/)).toBeVisible();
  await expect(row.getByText('Page 3 of 6', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: lesson.courseName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/watch\\?id=${lesson.courseId}&lesson=${lesson.position}$`));
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
});
