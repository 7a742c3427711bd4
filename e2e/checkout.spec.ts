/**
 * The demo checkout (docs/product.md#checkout-is-a-demo-that-completes): no
 * product, the summary and the button for a premium and a free ebook, the
 * browser's required and email checks, a checkout that records the order (and
 * sends no card data), a failed one that keeps every field, and a visitor.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient, expect, test } from './fixtures';
import { CheckoutPage, type CheckoutDetails } from './pages/CheckoutPage';
import { EbookDetailPage } from './pages/EbookDetailPage';

test.use({ signedInAs: 'reader' });

const CARD: CheckoutDetails = {
  Email: 'robin.buyer@example.test',
  'Full name': 'Robin Buyer',
  Address: '1 Library Lane, Booktown',
  'Card number': '4242 4242 4242 4242',
  Expiry: '12/30',
  CVC: '321',
};

const CHECKOUT_RPC = '**/rest/v1/rpc/checkout_demo*';

interface Ebook {
  ID: number;
  Name: string;
  Categories: string;
  Price: number;
}

/**
 * An ebook this reader does not own yet: premium (priced) or free. The worker's
 * reader is shared by the tests a worker runs, so each asks afresh.
 */
async function unownedEbook(client: SupabaseClient, kind: 'premium' | 'free'): Promise<Ebook> {
  const orders = await client.from('orders').select('product_id');
  if (orders.error) throw new Error(orders.error.message);
  const owned = new Set(orders.data.map((row) => Number(row.product_id)));
  const query = client.from('MentoriaDatabase').select('ID, Name, Categories, Price').order('ID').limit(50);
  const products = kind === 'premium' ? await query.gt('Price', 0) : await query.eq('Price', 0);
  if (products.error) throw new Error(products.error.message);
  const found = (products.data as Ebook[]).find((product) => !owned.has(Number(product.ID)));
  if (!found) throw new Error(`no ${kind} ebook left that the reader does not own`);
  return { ...found, ID: Number(found.ID), Price: Number(found.Price) };
}

async function ordersFor(client: SupabaseClient, productId: number) {
  const { data, error } = await client.from('orders').select('product_id, amount').eq('product_id', productId);
  if (error) throw new Error(error.message);
  return data.map((row) => ({ productId: Number(row.product_id), amount: Number(row.amount) }));
}

/** Every checkout_demo call the page makes, to show that none is made, or what one carried. */
function recordCheckoutCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/checkout_demo')) calls.push(request);
  });
  return calls;
}

test('without a product, the checkout says "No product selected"', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.goto(undefined);
  await expect(checkout.noProductSelected).toBeVisible();
  await expect(checkout.form).toHaveCount(0);
  await checkout.main.getByRole('link', { name: 'Browse Ebooks' }).click();
  await expect(page).toHaveURL(/\/ebooks$/);
});

test('an id that is not one, or names no ebook, says the ebook is not found, with the way home', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  for (const address of ['abc', '0', '-4', 987654321]) {
    await checkout.goto(address);
    await expect(checkout.main.getByRole('heading', { level: 1, name: 'Ebook not found' })).toBeVisible();
    await expect(checkout.form).toHaveCount(0);
    await expect(checkout.main.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  }
});

test('a product that fails to load says "Failed to load product", and Retry recovers', async ({
  page,
  workerReader,
}) => {
  const ebook = await unownedEbook(await backendClient(await workerReader()), 'premium');
  const checkout = new CheckoutPage(page);
  const productRequests = '**/rest/v1/MentoriaDatabase*';
  // A server error rather than an aborted request: supabase-js retries a read that never got an answer.
  await page.route(productRequests, (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'test: the catalogue is unavailable' } }),
  );
  await checkout.goto(ebook.ID);
  await expect(checkout.loadFailure).toContainText('Failed to load product');
  await expect(checkout.noProductSelected).toHaveCount(0);

  await page.unroute(productRequests);
  await checkout.retry.click();
  await expect(checkout.summary).toContainText(ebook.Name);
  await expect(checkout.submit).toHaveText(`Pay ${ebook.Price}$`);
});

test('a premium ebook shows its summary, "Pay 23$" and the demo notice', async ({ page, workerReader }) => {
  const ebook = await unownedEbook(await backendClient(await workerReader()), 'premium');
  const checkout = new CheckoutPage(page);
  await checkout.goto(ebook.ID);

  await expect(checkout.summary).toContainText(ebook.Name);
  await expect(checkout.summary).toContainText(ebook.Categories);
  await expect(checkout.summary).toContainText(`${ebook.Price}$`);
  await expect(checkout.cover).toBeVisible();
  await expect(checkout.submit).toHaveText(`Pay ${ebook.Price}$`);
  await expect(checkout.demoNotice).toContainText('demo');
  await expect(checkout.demoNotice).toContainText('No payment is taken');
  await expect(checkout.demoNotice).toContainText('no card data leaves your browser');
  await expect(checkout.field('Expiry')).toHaveAttribute('placeholder', 'MM/YY');
  await expect(checkout.field('Email')).toHaveAttribute('type', 'email');
  for (const label of ['Email', 'Full name', 'Address', 'Card number', 'Expiry', 'CVC'] as const) {
    await expect(checkout.field(label)).toHaveAttribute('required', '');
  }
});

test('an empty form is stopped by the browser, and nothing is recorded', async ({ page, workerReader }) => {
  const client = await backendClient(await workerReader());
  const ebook = await unownedEbook(client, 'premium');
  const calls = recordCheckoutCalls(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto(ebook.ID);
  await checkout.fill({ Email: '', 'Full name': '' });

  await checkout.submit.click();
  for (const label of ['Email', 'Full name', 'Address', 'Card number', 'Expiry', 'CVC'] as const) {
    expect((await checkout.validity(label)).valueMissing).toBe(true);
  }
  await expect(checkout.confirmation).toHaveCount(0);
  expect(calls).toHaveLength(0);
  expect(await ordersFor(client, ebook.ID)).toEqual([]);
});

test("a malformed email is refused by the browser's check", async ({ page, workerReader }) => {
  const client = await backendClient(await workerReader());
  const ebook = await unownedEbook(client, 'premium');
  const calls = recordCheckoutCalls(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto(ebook.ID);
  await checkout.fill({ ...CARD, Email: 'robin-at-example' });

  await checkout.submit.click();
  expect((await checkout.validity('Email')).typeMismatch).toBe(true);
  await expect(checkout.confirmation).toHaveCount(0);
  expect(calls).toHaveLength(0);
  expect(await ordersFor(client, ebook.ID)).toEqual([]);
});

test('Buy Now, then paying, records the order with no card data sent, and the detail then reads "Read Book"', async ({
  page,
  shell,
  workerReader,
}) => {
  const client = await backendClient(await workerReader());
  const ebook = await unownedEbook(client, 'premium');
  const calls = recordCheckoutCalls(page);
  const detail = new EbookDetailPage(page);
  const checkout = new CheckoutPage(page);
  await detail.goto(ebook.ID);
  await detail.primary(`Buy Now ${ebook.Price}$`).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?id=${ebook.ID}$`));
  await checkout.fill(CARD);

  await checkout.submit.click();
  await expect(checkout.confirmation).toBeVisible();
  await expect(shell.toast('Checkout complete (demo).')).toBeVisible();
  await expect(checkout.readBook).toHaveAttribute('href', `/ebookcontent?id=${ebook.ID}`);

  // docs/product.md#checkout-is-a-demo-that-completes: the server records the order at the ebook's price; the card never leaves the browser.
  expect(await ordersFor(client, ebook.ID)).toEqual([{ productId: ebook.ID, amount: ebook.Price }]);
  expect(calls).toHaveLength(1);
  const sent = calls[0]?.postData() ?? '';
  for (const cardValue of [CARD['Card number'], CARD.Expiry, CARD.CVC, CARD.Address]) {
    expect(sent).not.toContain(cardValue);
  }

  await checkout.backToEbook.click();
  await expect(detail.primary('Read Book')).toBeVisible();

  // Coming back to the checkout, there is nothing left to pay: "Read Book" instead of the form.
  await checkout.goto(ebook.ID);
  await expect(checkout.alreadyOwned).toBeVisible();
  await expect(checkout.readBook).toBeVisible();
  await expect(checkout.form).toHaveCount(0);
});

test('a checkout that fails keeps every field as typed and raises a danger alert', async ({
  page,
  shell,
  workerReader,
}) => {
  const client = await backendClient(await workerReader());
  const ebook = await unownedEbook(client, 'premium');
  const checkout = new CheckoutPage(page);
  await checkout.goto(ebook.ID);
  await checkout.fill(CARD);
  await page.route(CHECKOUT_RPC, (route) => route.abort());

  await checkout.submit.click();
  const alert = shell.toast(/checkout could not/i);
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/toast--danger/);
  await expect(checkout.confirmation).toHaveCount(0);
  expect(await checkout.values()).toEqual(CARD);
  await expect(checkout.submit).toHaveText(`Pay ${ebook.Price}$`);
  expect(await ordersFor(client, ebook.ID)).toEqual([]);

  // Once the connection is back, the same form goes through.
  await page.unroute(CHECKOUT_RPC);
  await checkout.submit.click();
  await expect(checkout.confirmation).toBeVisible();
});

test('a free ebook shows "Free" and "Get it Free", and gets it for nothing', async ({ page, workerReader }) => {
  const client = await backendClient(await workerReader());
  const ebook = await unownedEbook(client, 'free');
  const checkout = new CheckoutPage(page);
  await checkout.goto(ebook.ID);

  await expect(checkout.summary).toContainText('Free');
  await expect(checkout.submit).toHaveText('Get it Free');
  await checkout.fill(CARD);
  await checkout.submit.click();
  await expect(checkout.confirmation).toBeVisible();
  expect(await ordersFor(client, ebook.ID)).toEqual([{ productId: ebook.ID, amount: 0 }]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the form and the confirmation pass an accessibility scan (${theme} theme)`, async ({ page, workerReader }) => {
    const ebook = await unownedEbook(await backendClient(await workerReader()), 'premium');
    const checkout = new CheckoutPage(page);
    const blocking = async () =>
      (await new AxeBuilder({ page }).include('main').analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    await checkout.goto(ebook.ID);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(checkout.submit).toBeVisible();
    expect(await blocking()).toEqual([]);

    await checkout.fill(CARD);
    await checkout.submit.click();
    await expect(checkout.confirmation).toBeVisible();
    expect(await blocking()).toEqual([]);
  });
}

test.describe('as a visitor', () => {
  test.use({ signedInAs: null });

  test('the summary shows, and the form waits until they sign in', async ({ page, loginModal, workerReader }) => {
    const reader = await workerReader();
    const ebook = await unownedEbook(await backendClient(reader), 'premium');
    const checkout = new CheckoutPage(page);
    await checkout.goto(ebook.ID);

    await expect(checkout.summary).toContainText(ebook.Name);
    await expect(checkout.signInPrompt).toBeVisible();
    await expect(checkout.form).toHaveCount(0);

    await checkout.loginButton.click();
    await loginModal.signIn(reader.email, reader.password);
    await expect(loginModal.dialog).toBeHidden();
    await expect(checkout.submit).toHaveText(`Pay ${ebook.Price}$`);
  });
});
