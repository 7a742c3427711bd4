/**
 * The ebook detail screen: what it shows for a free and a premium ebook, opening from a card,
 * bad addresses, the heart, Get Ebook, Buy Now, reviews, copy link, related
 * ebooks, and what a visitor's actions do once they sign in.
 */
import { backendClient, createAccount, expect, test, uniqueEmail, type Account } from './fixtures';
import { EbookDetailPage } from './pages/EbookDetailPage';
import { EbooksPage } from './pages/EbooksPage';
import { LocalGooglePage } from './pages/LocalGooglePage';

/** A catalogue row as the tests need it. */
interface Ebook {
  ID: number;
  Name: string;
  Type: string;
  ContentLength: number;
  Price: number;
}

/** Ebooks at a price (23 for the seeded premium price, 0 for free), lowest id first. */
async function ebooksPriced(price: number): Promise<Ebook[]> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID, Name, Type, ContentLength, Price')
    .eq('Price', price)
    .order('ID')
    .limit(40);
  if (error) throw new Error(error.message);
  return (data as Ebook[]).map((row) => ({ ...row, ID: Number(row.ID), Price: Number(row.Price) }));
}

/**
 * An ebook at that price (0 for free) the user neither owns, has favourited
 * nor reviewed. The worker's reader is shared with the other specs the worker
 * runs (checkout buys premium ebooks), so each test asks afresh.
 */
async function untouchedEbook(account: Account, price: number, skip = 0): Promise<Ebook> {
  const client = await backendClient(account);
  const { data: user } = await client.auth.getUser();
  const [orders, favourites, reviews] = await Promise.all([
    client.from('orders').select('product_id'),
    client.from('Favorites').select('product_id'),
    client
      .from('Reviews')
      .select('product_id')
      .eq('user_id', user.user?.id ?? ''),
  ]);
  const touched = new Set(
    [...(orders.data ?? []), ...(favourites.data ?? []), ...(reviews.data ?? [])].map((row) => Number(row.product_id)),
  );
  const found = (await ebooksPriced(price)).filter((ebook) => !touched.has(ebook.ID))[skip];
  if (!found) throw new Error(`no ebook at ${price}$ left that the reader has not touched`);
  return found;
}

const untouchedFreeEbook = (account: Account, skip = 0) => untouchedEbook(account, 0, skip);

async function premiumEbook(): Promise<Ebook> {
  const found = (await ebooksPriced(23))[0];
  if (!found) throw new Error('the seed has no ebook at 23$');
  return found;
}

test.describe('what the screen shows', () => {
  test('a premium ebook: its badges and "Buy Now 23$"', async ({ page }) => {
    const ebook = await premiumEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await expect(detail.title).toHaveText(ebook.Name);
    await expect(detail.badges).toHaveText(['Premium', ebook.Type, `${ebook.ContentLength} pages`]);
    await expect(detail.primary('Buy Now 23$')).toBeVisible();
    await expect(detail.tab('Description')).toHaveAttribute('aria-selected', 'true');
    await expect(detail.panel('Description')).not.toBeEmpty();
  });

  test('a free ebook: the Free badge and "Get Ebook"', async ({ page }) => {
    const ebook = (await ebooksPriced(0))[0]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await expect(detail.title).toHaveText(ebook.Name);
    await expect(detail.badges.first()).toHaveText('Free');
    await expect(detail.primary('Get Ebook')).toBeVisible();
  });

  test("What's Inside? says what the ebook is", async ({ page }) => {
    const ebook = (await ebooksPriced(0))[1]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.openTab("What's Inside?");
    const panel = detail.panel("What's Inside?");
    await expect(panel.getByText('PDF', { exact: true })).toBeVisible();
    await expect(panel.getByText(`${ebook.ContentLength} pages`, { exact: true })).toBeVisible();
  });

  test('an ebook opened from the ebooks list shows at once, before its own request is answered', async ({ page }) => {
    const list = new EbooksPage(page);
    const detail = new EbookDetailPage(page);
    await list.goto();
    const card = list.cards.first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await detail.holdProductRequests();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/ebook\?id=\d+$/);
    await expect(detail.title).toHaveText(name);

    await detail.back.click();
    await expect(page).toHaveURL(/\/ebooks$/);
  });

  test('Back on a page opened directly goes to the ebooks list', async ({ page }) => {
    const detail = new EbookDetailPage(page);
    await detail.goto((await premiumEbook()).ID);
    await detail.back.click();
    await expect(page).toHaveURL(/\/ebooks$/);
  });

  test('related ebooks are other ebooks, or the screen says there are none', async ({ page }) => {
    const ebook = await premiumEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await expect(detail.relatedHeading).toBeVisible();
    await expect(detail.relatedCarousel.or(detail.noRelated)).toBeVisible();
    if (await detail.relatedCarousel.isVisible()) {
      await expect(detail.relatedCarousel.getByRole('article').first()).toBeVisible();
      await expect(detail.relatedCarousel.getByRole('link', { name: ebook.Name, exact: true })).toHaveCount(0);
    }
  });
});

test.describe('addresses that name no ebook', () => {
  test('/ebook without an id goes home', async ({ page }) => {
    await new EbookDetailPage(page).goto();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a load that fails says "Failed to load product" and stays, with Retry that brings the ebook', async ({
    page,
  }) => {
    const ebook = await premiumEbook();
    let failing = true;
    await page.route(
      (url) => url.pathname.endsWith('/rest/v1/MentoriaDatabase') && url.searchParams.get('ID') === `eq.${ebook.ID}`,
      (route) =>
        failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('Failed to load product');
    await expect(page).toHaveURL(new RegExp(`/ebook\\?id=${ebook.ID}$`));
    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: ebook.Name })).toBeVisible();
  });
});

test.describe('failures show Retry (docs/product.md#failures-are-visible)', () => {
  test('related ebooks that could not be loaded can be retried', async ({ page }) => {
    const detail = new EbookDetailPage(page);
    await detail.failRelatedRequests();
    await detail.goto((await premiumEbook()).ID);
    const failure = detail.failure('The related ebooks could not be loaded.');
    await expect(failure).toBeVisible();
    await expect(detail.noRelated).toHaveCount(0);

    await detail.restoreRelatedRequests();
    await detail.retryIn(failure).click();
    await expect(failure).toHaveCount(0);
    await expect(detail.relatedCarousel.or(detail.noRelated)).toBeVisible();
  });

  test('reviews that could not be loaded can be retried', async ({ page }) => {
    const detail = new EbookDetailPage(page);
    await detail.failReviewRequests('GET');
    await detail.goto((await premiumEbook()).ID);
    await detail.openTab('Reviews');
    const failure = detail.failure('The reviews could not be loaded.');
    await expect(failure).toBeVisible();

    await detail.restoreReviewRequests();
    await detail.retryIn(failure).click();
    await expect(failure).toHaveCount(0);
    await expect(detail.reviews.first().or(detail.panel('Reviews').getByText('No reviews yet.'))).toBeVisible();
  });
});

test.describe('copy link', () => {
  test('copies the ebook’s address and says so', async ({ page, context, shell }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ebook = await premiumEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.copyLink.click();
    await expect(shell.toast('Link copied to clipboard!')).toBeVisible();
    expect(await detail.clipboardText()).toBe(`${new URL(page.url()).origin}/ebook?id=${ebook.ID}`);
  });

  test('says "Failed to copy link" when there is no clipboard', async ({ page, shell }) => {
    const detail = new EbookDetailPage(page);
    await detail.withoutClipboard();
    await detail.goto((await premiumEbook()).ID);
    await detail.copyLink.click();
    await expect(shell.toast('Failed to copy link')).toBeVisible();
  });
});

test.describe('a visitor', () => {
  test('is asked to sign in before writing a review', async ({ page }) => {
    const detail = new EbookDetailPage(page);
    await detail.goto((await premiumEbook()).ID);
    await detail.openTab('Reviews');
    await expect(detail.visitorReviewPrompt).toBeVisible();
    await expect(detail.reviewBox).toHaveCount(0);
  });

  test('who presses the heart and signs in has the ebook as a favourite', async ({ page, loginModal }) => {
    const account = await createAccount('heart');
    const ebook = (await ebooksPriced(0))[2]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.heart(ebook.Name).click();
    await expect(loginModal.dialog).toBeVisible();
    await loginModal.signIn(account.email, account.password);
    await expect(loginModal.dialog).toBeHidden();
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('who presses Get Ebook and signs in gets it: the button becomes Read Book', async ({ page, loginModal }) => {
    const account = await createAccount('getter');
    const ebook = (await ebooksPriced(0))[3]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Get Ebook').click();
    await loginModal.signIn(account.email, account.password);
    await expect(detail.primary('Read Book')).toHaveAttribute('href', `/ebookcontent?id=${ebook.ID}`);
    const { data } = await (await backendClient(account)).from('orders').select('product_id, amount');
    const orders = (data ?? []).map((row) => ({ productId: Number(row.product_id), amount: Number(row.amount) }));
    expect(orders).toEqual([{ productId: ebook.ID, amount: 0 }]);
  });

  test('who presses Buy Now and signs in goes on to checkout', async ({ page, loginModal }) => {
    const account = await createAccount('buyer');
    const ebook = await premiumEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Buy Now 23$').click();
    await loginModal.signIn(account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/checkout\\?id=${ebook.ID}$`));
  });
});

test.describe('a visitor who signs in with Google (the browser leaves the app and comes back)', () => {
  test('after pressing the heart, has the ebook as a favourite', async ({ page, loginModal, googlePage }) => {
    const ebook = (await ebooksPriced(0))[4]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.heart(ebook.Name).click();
    await loginModal.googleButton.click();
    await page.waitForURL(LocalGooglePage.URL_PATTERN);
    await googlePage.continueAs('Hattie Heart', uniqueEmail('google-heart'));

    await expect(page).toHaveURL(new RegExp(`/ebook\\?id=${ebook.ID}$`));
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('after pressing Buy Now, goes on to checkout', async ({ page, loginModal, googlePage }) => {
    const ebook = await premiumEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Buy Now 23$').click();
    await loginModal.googleButton.click();
    await page.waitForURL(LocalGooglePage.URL_PATTERN);
    await googlePage.continueAs('Bea Buyer', uniqueEmail('google-buyer'));

    await expect(page).toHaveURL(new RegExp(`/checkout\\?id=${ebook.ID}$`));
  });

  test('who closes the login modal first has nothing done for them', async ({
    page,
    shell,
    loginModal,
    googlePage,
  }) => {
    const ebook = (await ebooksPriced(0))[5]!;
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.heart(ebook.Name).click();
    await expect(loginModal.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginModal.dialog).toBeHidden();
    await shell.loginButton.click();
    await loginModal.googleButton.click();
    await page.waitForURL(LocalGooglePage.URL_PATTERN);
    await googlePage.continueAs('Nora Nothing', uniqueEmail('google-nothing'));

    await expect(shell.accountLink('Nora Nothing')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('a signed-in reader', () => {
  test.use({ signedInAs: 'reader' });

  test('adds and removes a favourite with the heart, and a reload keeps each', async ({ page, workerReader }) => {
    const ebook = await untouchedFreeEbook(await workerReader());
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    const heart = detail.heart(ebook.Name);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a favourite kept on the server (another device, another browser) shows filled here', async ({
    page,
    workerReader,
  }) => {
    const reader = await workerReader();
    const ebook = await untouchedFreeEbook(reader);
    // Favourited elsewhere: this browser's own cache has never heard of it.
    const { error } = await (await backendClient(reader)).from('Favorites').insert({ product_id: ebook.ID });
    if (error) throw new Error(error.message);
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await expect(detail.heart(ebook.Name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a quick add then remove leaves no favourite on the server, even when the add answers slowly', async ({
    page,
    workerReader,
  }) => {
    const reader = await workerReader();
    const ebook = await untouchedFreeEbook(reader);
    let slowed = false;
    await page.route('**/rest/v1/Favorites*', async (route) => {
      if (route.request().method() === 'POST' && !slowed) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 1200));
      }
      await route.continue();
    });
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    const heart = detail.heart(ebook.Name);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const answered = (method: string) =>
      page.waitForResponse(
        (response) => response.url().includes('/rest/v1/Favorites') && response.request().method() === method,
      );
    const added = answered('POST');
    const removed = answered('DELETE');
    await heart.click();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([added, removed]);
    const stored = await (await backendClient(reader)).from('Favorites').select('id').eq('product_id', ebook.ID);
    expect(stored.data).toEqual([]);
  });

  test('gets a free ebook: the button becomes Read Book, which opens the reader', async ({
    page,
    shell,
    workerReader,
  }) => {
    const ebook = await untouchedFreeEbook(await workerReader());
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Get Ebook').click();
    const read = detail.primary('Read Book');
    await expect(read).toHaveAttribute('href', `/ebookcontent?id=${ebook.ID}`);
    await expect(read).toBeFocused();
    await expect(shell.toast(/library/)).toBeVisible();

    await page.reload();
    await expect(read).toBeVisible();
    await read.click();
    await expect(page).toHaveURL(new RegExp(`/ebookcontent\\?id=${ebook.ID}$`));
  });

  test('Buy Now goes to checkout for the ebook', async ({ page, workerReader }) => {
    const ebook = await untouchedEbook(await workerReader(), 23);
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Buy Now 23$').click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?id=${ebook.ID}$`));
  });

  test('posts a review: "Sending..." while it goes, then it is first and the box becomes the review', async ({
    page,
    workerReader,
  }) => {
    const reader = await workerReader();
    const ebook = await untouchedFreeEbook(reader, 1);
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.openTab('Reviews');
    const text = `Clear and practical, ${Date.now().toString(36)}.`;
    await detail.reviewBox.fill(text);
    const post = await detail.holdReviewPost();
    await detail.submitReview.click();
    await post.arrived;
    await expect(detail.submitReview).toHaveText('Sending...');
    await expect(detail.submitReview).toBeDisabled();
    await expect(detail.reviewBox).toBeDisabled();

    await post.release();
    await expect(detail.ownReview).toContainText(text);
    await expect(detail.reviewBox).toHaveCount(0);
    await expect(detail.reviews.first()).toContainText(text);
    await expect(detail.reviews.first()).toContainText(`${reader.firstName} ${reader.lastName}`);
  });

  test('a product with many reviews shows them a page at a time, newest first', async ({ page, workerReader }) => {
    const ebook = await untouchedFreeEbook(await workerReader(), 3);
    // One review per reader per book: twelve reviews take twelve readers, who post one after another.
    const readers = await Promise.all(Array.from({ length: 12 }, (_, i) => createAccount(`paged${i}`)));
    const clients = await Promise.all(readers.map((reader) => backendClient(reader)));
    for (const [i, client] of clients.entries()) {
      const { error } = await client.from('Reviews').insert({ product_id: ebook.ID, content: `Paged review ${i + 1}` });
      if (error) throw new Error(error.message);
    }
    const { count } = await clients[0]!
      .from('Reviews')
      .select('id', { count: 'exact', head: true })
      .eq('product_id', ebook.ID);

    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.openTab('Reviews');
    await expect(detail.reviews).toHaveCount(10);
    await expect(detail.reviews.first()).toContainText('Paged review 12');
    await detail.showMoreReviews.click();
    await expect(detail.reviews).toHaveCount(count ?? 0);
    await expect(detail.reviews.nth(10)).toContainText('Paged review 2');
    await expect(detail.showMoreReviews).toHaveCount(count && count > 20 ? 1 : 0);
  });

  test('cannot send a blank review', async ({ page }) => {
    const detail = new EbookDetailPage(page);
    await detail.goto((await premiumEbook()).ID);
    await detail.openTab('Reviews');
    await expect(detail.submitReview).toBeDisabled();
    await detail.reviewBox.fill('   \n  ');
    await expect(detail.submitReview).toBeDisabled();
    await detail.reviewBox.fill('  Good  ');
    await expect(detail.submitReview).toBeEnabled();
  });

  test('a review that could not be posted stays in the box, with a danger alert', async ({ page, shell }) => {
    const detail = new EbookDetailPage(page);
    await detail.goto((await premiumEbook()).ID);
    await detail.failReviewRequests('POST');
    await detail.postReview('Kept when the network fails');
    await expect(shell.toast('Your review could not be posted. Please try again.')).toBeVisible();
    await expect(detail.reviewBox).toHaveValue('Kept when the network fails');
    await expect(detail.reviewBox).toBeEnabled();
  });

  test('markup in a review is shown as text and never runs', async ({ page, workerReader }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const ebook = await untouchedFreeEbook(await workerReader(), 2);
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    const markup = '<img src=x onerror=alert(1)> <b>bold</b>';
    await detail.postReview(markup);
    const posted = detail.reviews.filter({ hasText: markup });
    await expect(posted).toHaveCount(1);
    await page.reload();
    await detail.openTab('Reviews');
    await expect(posted).toHaveCount(1);
    await expect(posted.locator('img, b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
