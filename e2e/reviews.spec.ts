/**
 * A reader's own review of a book: one per reader per book, which its author
 * edits and deletes; the box says how long a review may be. Each test signs
 * in a reader of its own, who has reviewed nothing yet.
 */
import { backendClient, createAccount, expect, test as base, signedInStorage, type Account } from './fixtures';
import { EbookDetailPage } from './pages/EbookDetailPage';

const test = base.extend<{ reviewer: Account; detail: EbookDetailPage }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  reviewer: async ({}, use) => use(await createAccount('reviewer')),
  storageState: async ({ reviewer }, use) => use(await signedInStorage(reviewer)),
  detail: async ({ page }, use) => use(new EbookDetailPage(page)),
});

/** Opens the Reviews tab of an ebook (any will do: the reader has reviewed none); its id. */
async function openReviews(detail: EbookDetailPage): Promise<number> {
  const { data, error } = await (await backendClient()).from('MentoriaDatabase').select('ID').order('ID').limit(1);
  if (error || !data?.[0]) throw new Error('the seed has ebooks');
  const ebookId = Number(data[0].ID);
  await detail.goto(ebookId);
  await detail.openTab('Reviews');
  return ebookId;
}

test('a reader who has reviewed the book finds their review in place of the box, also after a reload', async ({
  page,
  detail,
}) => {
  await openReviews(detail);
  await detail.postReview('Clear and practical.');
  await expect(detail.ownReview).toContainText('Clear and practical.');
  await expect(detail.editReview).toBeFocused();
  await expect(detail.reviewBox).toHaveCount(0);

  await page.reload();
  await detail.openTab('Reviews');
  await expect(detail.ownReview).toContainText('Clear and practical.');
  await expect(detail.deleteReview).toBeVisible();
  await expect(detail.reviewBox).toHaveCount(0);
});

test('edits their review: the new text takes its place, here and in the list, marked as edited', async ({
  detail,
  reviewer,
  shell,
}) => {
  await openReviews(detail);
  await detail.postReview('Too long, I thought.');
  await detail.editReview.click();
  await expect(detail.editBox).toHaveValue('Too long, I thought.');
  await detail.editBox.fill('Long, but worth every page.');
  await detail.saveReview.click();

  await expect(shell.toast('Your review was updated.')).toBeVisible();
  await expect(detail.ownReview).toContainText('Long, but worth every page.');
  await expect(detail.ownReview).toContainText('Edited');
  const listed = detail.reviews.filter({ hasText: `${reviewer.firstName} ${reviewer.lastName}` });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Long, but worth every page.');
  await expect(detail.reviews.filter({ hasText: 'Too long, I thought.' })).toHaveCount(0);
});

test('deletes their review once they confirm it; the empty box is back', async ({ detail, shell }) => {
  await openReviews(detail);
  await detail.postReview('Changed my mind.');
  await detail.deleteReview.click();
  await expect(detail.deleteDialog).toBeVisible();
  await detail.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail.ownReview).toContainText('Changed my mind.');

  await detail.deleteReview.click();
  await detail.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(shell.toast('Your review was deleted.')).toBeVisible();
  await expect(detail.ownReview).toHaveCount(0);
  await expect(detail.reviewBox).toHaveValue('');
  await expect(detail.reviewBox).toBeFocused();
  await expect(detail.reviews.filter({ hasText: 'Changed my mind.' })).toHaveCount(0);
});

test('a review written meanwhile in another tab: posting says so and offers the new text as an edit', async ({
  detail,
  reviewer,
  shell,
}) => {
  const ebookId = await openReviews(detail);
  await expect(detail.reviewBox).toBeVisible();
  const elsewhere = await (
    await backendClient(reviewer)
  )
    .from('Reviews')
    .insert({ product_id: ebookId, content: 'Written in the other tab.' });
  expect(elsewhere.error).toBeNull();

  await detail.postReview('Written in this tab.');
  await expect(shell.toast(/You have already reviewed this book/)).toBeVisible();
  await expect(detail.editBox).toHaveValue('Written in this tab.');
  await detail.saveReview.click();
  await expect(detail.ownReview).toContainText('Written in this tab.');
  await expect(detail.reviews.filter({ hasText: 'Written in the other tab.' })).toHaveCount(0);
});

test('the box shows the limit, a counter as the text nears it, and says when a paste was cut', async ({ detail }) => {
  await openReviews(detail);
  await expect(detail.reviewBoxSays('Up to 2,000 characters.')).toBeVisible();
  await detail.reviewBox.fill('a'.repeat(1700));
  await expect(detail.reviewBoxSays('1,700 of 2,000 characters.')).toBeVisible();

  await detail.reviewBox.fill('');
  await detail.pasteIntoReviewBox('b'.repeat(10_000));
  await expect(detail.reviewBox).toHaveValue('b'.repeat(2000));
  await expect(detail.reviewBoxSays(/Your text was cut to 2,000 characters/)).toBeVisible();
  await detail.submitReview.click();
  await expect(detail.ownReview).toContainText('b'.repeat(2000));
});
