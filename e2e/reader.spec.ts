/**
 * The reader at /ebookcontent?id=: opening a bought book from its detail screen, Previous
 * and Next with their disabled ends, "Page X of N", the keys, swipes and
 * mouse drags, a thumbnail click, the address without a book, a premium book
 * not bought, a visitor, and a link that cannot be signed.
 *
 * Each test that turns pages reads as an account of its own, made for it,
 * holding one free ebook: reading positions are kept per user and book
 * (docs/product.md#reading-progress-follows-the-reader), so a shared account would start where another test stopped.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient, createAccount, DEMO, expect, signedInStorage, test as base, type Account } from './fixtures';
import { EbookDetailPage } from './pages/EbookDetailPage';
import { ReaderPage } from './pages/ReaderPage';

interface Ebook {
  ID: number;
  Name: string;
  ContentLength: number;
}

const toEbook = (row: Pick<EbookRow, 'ID' | 'Name' | 'ContentLength'>): Ebook => ({
  ID: Number(row.ID),
  Name: String(row.Name),
  ContentLength: Number(row.ContentLength),
});

/** How the seed marks its password-protected ebook (server/src/seed/catalogue.ts). */
const PROTECTED_MARK = 'Password-protected sample';
/** Its password (README.md#the-demo-account and the ebook's own description say it). */
const PROTECTED_PASSWORD = 'mentoria';

interface EbookRow {
  ID: unknown;
  Name: unknown;
  ContentLength: unknown;
  Short_Description: unknown;
}
const EBOOK_COLUMNS = 'ID, Name, ContentLength, Short_Description';
const isProtected = (row: EbookRow) => String(row.Short_Description ?? '').startsWith(PROTECTED_MARK);

const selectEbooks = (client: SupabaseClient) => client.from('MentoriaDatabase').select(EBOOK_COLUMNS);
type EbookQuery = ReturnType<typeof selectEbooks>;

/**
 * The first catalogue ebook (read as a visitor) among those `narrow` filters,
 * orders and limits that is `acceptable`; a failure names what the test needed.
 */
async function findEbook(
  needed: string,
  narrow: (query: EbookQuery) => EbookQuery,
  acceptable: (row: EbookRow) => boolean = () => true,
): Promise<Ebook> {
  const { data, error } = await narrow(selectEbooks(await backendClient()));
  const found = (data as EbookRow[] | null)?.find(acceptable);
  if (error || !found) throw new Error(`no ${needed} in the catalogue: ${error?.message}`);
  return toEbook(found);
}

/** A free ebook of a few pages (short, so every page can be reached by turning), not the protected one. */
const shortFreeEbook = () =>
  findEbook(
    'short free ebook',
    (query) => query.eq('Price', 0).gte('ContentLength', 4).order('ContentLength').order('ID').limit(10),
    (row) => !isProtected(row),
  );

/** The seed's password-protected ebook (free, so any account can hold it). */
const protectedEbook = () =>
  findEbook('password-protected ebook', (query) => query.like('Short_Description', `${PROTECTED_MARK}%`).limit(1));

/** The seed's longest ebook (600 pages, free): the demo reader owns it, and any account can. */
const longestEbook = () =>
  findEbook('ebook at all', (query) => query.order('ContentLength', { ascending: false }).limit(1));

const premiumEbook = () => findEbook('premium ebook', (query) => query.gt('Price', 0).order('ID').limit(1));

/** A short ebook the demo reader owns, not the protected one (the seed gives them free and premium ones). */
async function demoOwnedEbook(): Promise<Ebook> {
  const { data, error } = await (
    await backendClient(DEMO)
  )
    .from('orders')
    .select(`MentoriaDatabase(${EBOOK_COLUMNS})`)
    .order('product_id');
  const rows = (data ?? []).map((order) => order.MentoriaDatabase as unknown as EbookRow | null);
  const found = rows.find((row): row is EbookRow => !!row && !isProtected(row) && Number(row.ContentLength) < 100);
  if (error || !found) throw new Error(`the demo reader owns no short ebook: ${error?.message}`);
  return toEbook(found);
}

/** Gives a fresh account one free ebook, as Get Ebook does. */
async function accountHolding(ebook: Ebook, prefix: string): Promise<Account> {
  const account = await createAccount(prefix);
  const { error } = await (await backendClient(account)).from('orders').insert({ product_id: ebook.ID, amount: 0 });
  if (error) throw new Error(`could not give ${account.email} the ebook: ${error.message}`);
  return account;
}

/** Makes each turn in order, and after each expects "Page X of N" to name the page it should have landed on. */
async function expectTurns(
  reader: ReaderPage,
  ebook: Ebook,
  turns: [turn: () => Promise<unknown>, landsOn: number][],
): Promise<void> {
  for (const [turn, landsOn] of turns) {
    await turn();
    await expect(reader.position).toHaveText(`Page ${landsOn} of ${ebook.ContentLength}`);
  }
}

interface ReaderFixtures {
  /** A fresh account that holds one short free ebook, and that ebook. */
  bookReader: { account: Account; ebook: Ebook };
  /** A fresh account that holds the seed's 600-page ebook (free), and that ebook. */
  longBookReader: { account: Account; ebook: Ebook };
  reader: ReaderPage;
}

/** The canvas's width on screen, its pixels and the screen's density. */
const canvasSize = (reader: ReaderPage) =>
  reader.canvas.evaluate((canvas: HTMLCanvasElement) => ({
    cssWidth: canvas.getBoundingClientRect().width,
    backingWidth: canvas.width,
    ratio: window.devicePixelRatio,
  }));

const test = base.extend<ReaderFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  bookReader: async ({}, use) => {
    const ebook = await shortFreeEbook();
    await use({ account: await accountHolding(ebook, 'bookreader'), ebook });
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  longBookReader: async ({}, use) => {
    const ebook = await longestEbook();
    await use({ account: await accountHolding(ebook, 'longreader'), ebook });
  },
  reader: async ({ page }, use) => use(new ReaderPage(page)),
});

test.describe('reading a book of ones own', () => {
  test.use({
    storageState: async ({ bookReader }, use) => use(await signedInStorage(bookReader.account)),
  });

  test('opens on page 1 with the name, "Page 1 of N", Previous disabled, and Next and Previous turning', async ({
    reader,
    bookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.title).toHaveText(ebook.Name);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.pageImage).toHaveAccessibleName(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    await expect(reader.previous).toBeDisabled();
    await expect(reader.next).toBeEnabled();

    await reader.next.click();
    await expect(reader.position).toHaveText(`Page 2 of ${ebook.ContentLength}`);
    await expect(reader.pageImage).toHaveAccessibleName(`Page 2 of ${ebook.ContentLength}`);
    await expect(reader.previous).toBeEnabled();

    await reader.previous.click();
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.previous).toBeDisabled();
  });

  test('in a tall window the page is 600 pixels wide and drawn sharp for the screen', async ({
    page,
    reader,
    bookReader: { ebook },
  }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    const size = await canvasSize(reader);
    expect(size.cssWidth).toBe(600);
    expect(size.backingWidth).toBe(Math.floor(600 * size.ratio));
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the page, Previous, Next and the page number all fit the window, the page drawn sharp`, async ({
      page,
      reader,
      bookReader: { ebook },
    }) => {
      await page.setViewportSize(viewport);
      await reader.goto(ebook.ID);
      await expect(reader.canvas).toBeVisible();
      await expect(reader.canvas).toBeInViewport({ ratio: 1 });
      for (const control of [reader.previous, reader.next, reader.goToPage]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      // Nothing fixed covers them (a phone's bottom bar).
      const nextBox = (await reader.next.boundingBox())!;
      const covering = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: nextBox.x + nextBox.width / 2, y: nextBox.y + nextBox.height - 2 },
      );
      expect(covering).toContain('Next');
      const size = await canvasSize(reader);
      expect(size.cssWidth).toBeLessThanOrEqual(600);
      expect(size.backingWidth).toBe(Math.floor(size.cssWidth * size.ratio));
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the page fits the screen’s width, and two and a half thumbnails show without arrows', async ({
      reader,
      bookReader: { ebook },
    }) => {
      await reader.goto(ebook.ID);
      await expect(reader.canvas).toBeVisible();
      const width = await reader.canvas.evaluate((canvas: HTMLCanvasElement) => canvas.getBoundingClientRect().width);
      expect(width).toBeLessThan(390);
      expect(width).toBeGreaterThan(250);
      await expect(reader.thumbnail(1)).toBeVisible();
      await expect(reader.thumbnail(2)).toBeVisible();
      await expect(reader.thumbnail(4)).not.toBeInViewport();
      // The touch layout: its arrows appear only for the keyboard, while focused.
      await expect(reader.thumbnails).toHaveClass(/carousel--touch/);
    });
  });

  test('the last page has Next disabled, and turning on from it stays there', async ({
    reader,
    page,
    bookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    for (let turned = 2; turned <= ebook.ContentLength; turned++) {
      await reader.next.click();
      await expect(reader.position).toHaveText(`Page ${turned} of ${ebook.ContentLength}`);
    }
    await expect(reader.next).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(reader.position).toHaveText(`Page ${ebook.ContentLength} of ${ebook.ContentLength}`);
  });

  test('the arrow keys, Page Up and Page Down turn pages', async ({ reader, page, bookReader: { ebook } }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await expectTurns(reader, ebook, [
      [() => page.keyboard.press('ArrowRight'), 2],
      [() => page.keyboard.press('PageDown'), 3],
      [() => page.keyboard.press('ArrowLeft'), 2],
      [() => page.keyboard.press('PageUp'), 1],
      [() => page.keyboard.press('PageUp'), 1],
    ]);
  });

  test('a mouse drag to the left turns to the next page, to the right back; a click turns nothing', async ({
    reader,
    bookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await expectTurns(reader, ebook, [
      [() => reader.dragPage('next'), 2],
      [() => reader.dragPage('next'), 3],
      [() => reader.dragPage('previous'), 2],
      [() => reader.pageImage.click(), 2],
    ]);
  });

  test('a finger swiping left turns to the next page, right to the previous', async ({
    reader,
    bookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await expectTurns(reader, ebook, [
      [() => reader.swipePage('next'), 2],
      [() => reader.swipePage('previous'), 1],
    ]);
  });

  test('the thumbnails mark the current page, and a click on one jumps there', async ({
    reader,
    bookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.currentThumbnail).toHaveAccessibleName('Page 1');
    await reader.thumbnail(3).click();
    await expect(reader.position).toHaveText(`Page 3 of ${ebook.ContentLength}`);
    await expect(reader.thumbnail(3)).toHaveAttribute('aria-current', 'page');
    await expect(reader.thumbnail(1)).not.toHaveAttribute('aria-current', 'page');
    // The visible thumbnails are drawn as images.
    await expect(reader.thumbnail(1).locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('offline before the thumbnails’ code came, the book stays open, and the thumbnails come with the network', async ({
    page,
    context,
    reader,
    bookReader: { ebook },
  }) => {
    // The thumbnails' code is asked for once page 1 has painted; the connection drops before it answers.
    let release: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      void page.route(
        '**/PageThumbnails*.js',
        async (route) => {
          resolve();
          await new Promise<void>((resume) => (release = resume));
          // Going offline may already have failed the request it holds.
          await route.abort('internetdisconnected').catch(() => undefined);
        },
        { times: 1 },
      );
    });
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await requested;
    await context.setOffline(true);
    release();

    await reader.next.click();
    await expect(reader.position).toHaveText(`Page 2 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    await expect(reader.thumbnails).toHaveCount(0);

    await context.setOffline(false);
    await expect(reader.currentThumbnail).toHaveAccessibleName('Page 2');
    await expect(reader.position).toHaveText(`Page 2 of ${ebook.ContentLength}`);
  });

  test('when pdf.js cannot be downloaded the reader says so, and Retry opens the book once it can', async ({
    page,
    reader,
    bookReader: { ebook },
  }) => {
    // pdf.js's own chunk (the large one that defines its classes) fails to download until the network is back.
    // Only the chunks named after pdf.js are looked at (fetched here to tell pdf.js from the app's small pdf
    // module): routing every script through the test made the page's start slow enough, on a busy machine,
    // to time the test out.
    let networkBack = false;
    let pdfJsRefused = 0;
    await page.route(/\/assets\/pdf-[^/]+\.js$/, async (route) => {
      if (networkBack) return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      const pdfJs = body.length > 100_000 && body.includes('PDFDataRangeTransport');
      if (pdfJs) {
        pdfJsRefused += 1;
        return route.abort('internetdisconnected');
      }
      return route.fulfill({ response });
    });
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Read Book').click();
    await expect(reader.message('Failed to load PDF file.')).toBeVisible();
    // Still no network: tried again, it asks for pdf.js again, fails again, and says so again.
    const refusedBefore = pdfJsRefused;
    await reader.retry.click();
    await expect.poll(() => pdfJsRefused).toBeGreaterThan(refusedBefore);
    await expect(reader.message('Failed to load PDF file.')).toBeVisible();
    await expect(reader.retry).toBeEnabled();

    networkBack = true;
    await reader.retry.click();
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    // A script still on its way as the page closes (the thumbnails') is no failure of this test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Retry, once the link that failed to open has expired (the tab left open), opens the book with a fresh one', async ({
    page,
    reader,
    bookReader: { ebook },
  }) => {
    // The bytes never come until a second link has been signed. (Told apart by the signing, not the token: two
    // links for one file signed within the same second are the same link.)
    let signed = 0;
    await page.route('**/storage/v1/object/sign/**', async (route) => {
      if (route.request().method() === 'POST') {
        signed += 1;
        return route.continue();
      }
      if (signed >= 2) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"failed on purpose"}' });
    });
    await reader.goto(ebook.ID);
    await expect(reader.message('Failed to load PDF file.')).toBeVisible();

    // An hour and a minute later: the link has expired (the server's own clock is left alone).
    await page.clock.setSystemTime(Date.now() + 61 * 60 * 1000);
    await reader.retry.click();
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    expect(signed).toBe(2);
  });

  test('each page shown is marked painted for measurements', async ({ reader, page, bookReader: { ebook } }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(reader.position).toHaveText(`Page 2 of ${ebook.ContentLength}`);
    await expect.poll(() => reader.paintedPages()).toEqual([1, 2]);
  });

  test('a link that cannot be signed says so, with the danger alert, and Retry opens the book once it can', async ({
    reader,
    page,
    shell,
    bookReader: { ebook },
  }) => {
    let storageWorks = false;
    await page.route('**/storage/v1/object/sign/**', (route) =>
      storageWorks
        ? route.continue()
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"failed on purpose"}' }),
    );
    await reader.goto(ebook.ID);
    await expect(shell.toast('There was an error')).toBeVisible();
    await expect(reader.message('Unable to fetch the signed URL')).toBeVisible();
    await expect(reader.pageImage).toHaveCount(0);

    storageWorks = true;
    await reader.retry.click();
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    await expect(reader.message('Unable to fetch the signed URL')).toHaveCount(0);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`an open book in the ${theme} theme`, () => {
    test.use({
      colorScheme: theme,
      storageState: async ({ bookReader }, use) => use(await signedInStorage(bookReader.account)),
    });

    test('has no serious or critical accessibility violation', async ({ page, reader, bookReader: { ebook } }) => {
      await reader.goto(ebook.ID);
      await expect(reader.canvas).toBeVisible();
      await expect(reader.thumbnail(1).locator('img')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(
        blocking.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  });
}

test.describe('the demo reader', () => {
  // Reading signs nobody out, so the demo account can be shared here.
  test.use({ signedInAs: 'demo' });

  test('opens a book they own from its detail screen with "Read Book"', async ({ page, reader }) => {
    const ebook = await demoOwnedEbook();
    const detail = new EbookDetailPage(page);
    await detail.goto(ebook.ID);
    await detail.primary('Read Book').click();
    await expect(page).toHaveURL(new RegExp(`/ebookcontent\\?id=${ebook.ID}$`));
    await expect(reader.title).toHaveText(ebook.Name);
    // The page it opens on is wherever the demo reader last stopped (docs/product.md#reading-progress-follows-the-reader).
    await expect(reader.position).toHaveText(new RegExp(`^Page \\d+ of ${ebook.ContentLength}$`));
    await expect(reader.canvas).toBeVisible();
  });
});

test.describe('the 600-page book, read by an account of its own', () => {
  // Not the shared demo account: a position one test saves as its page closes could reach the server
  // after the next test had made the book start again at page 1.
  test.use({
    storageState: async ({ longBookReader }, use) => use(await signedInStorage(longBookReader.account)),
  });

  test('on the narrowest phone, "Page 1 of 600" and both buttons fit one line, none covering another', async ({
    page,
    reader,
    longBookReader: { ebook },
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await reader.goto(ebook.ID);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    const box = async (part: Locator) => (await part.boundingBox())!;
    const [previous, position, next] = await Promise.all([
      box(reader.previous),
      box(reader.goToPageForm),
      box(reader.next),
    ]);
    expect(previous.x + previous.width).toBeLessThanOrEqual(position.x);
    expect(position.x + position.width).toBeLessThanOrEqual(next.x);
    expect(next.x + next.width).toBeLessThanOrEqual(320);
    expect(Math.abs(previous.y - next.y)).toBeLessThan(1);
  });

  test('page 500 is one step away: type it in the page number and press Enter; End and Home go to the last and first page', async ({
    page,
    reader,
    longBookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    await reader.goToPage.fill('500');
    await reader.goToPage.press('Enter');
    await expect(reader.position).toHaveText(`Page 500 of ${ebook.ContentLength}`);
    await expect(reader.pageImage).toHaveAccessibleName(`Page 500 of ${ebook.ContentLength}`);
    await expect(reader.goToPage).toHaveValue('500');

    // Out of the field, the keys are the reader's again.
    await reader.pageImage.click();
    await page.keyboard.press('End');
    await expect(reader.position).toHaveText(`Page ${ebook.ContentLength} of ${ebook.ContentLength}`);
    await expect(reader.next).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.previous).toBeDisabled();
  });

  test('a page number that is not in the book says which numbers are, and the page stays', async ({
    reader,
    longBookReader: { ebook },
  }) => {
    await reader.goto(ebook.ID);
    await expect(reader.canvas).toBeVisible();
    for (const typed of ['0', '601', 'abc', '2.5']) {
      await reader.goToPage.fill(typed);
      await reader.goToPage.press('Enter');
      await expect(reader.controls.getByRole('alert')).toHaveText(
        `Enter a page number from 1 to ${ebook.ContentLength}.`,
      );
      await expect(reader.goToPage).toHaveAttribute('aria-invalid', 'true');
      await expect(reader.goToPage).toHaveValue(typed);
      await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    }
    await reader.goToPage.fill('3');
    await reader.goToPage.press('Enter');
    await expect(reader.position).toHaveText(`Page 3 of ${ebook.ContentLength}`);
    await expect(reader.controls.getByRole('alert')).toHaveCount(0);
  });

  test('the 600-page book opens by byte ranges, without fetching the whole file, and turns pages', async ({
    page,
    reader,
    longBookReader: { ebook },
  }) => {
    expect(ebook.ContentLength).toBeGreaterThanOrEqual(600);
    const pdfAnswers: { status: number; range: string | null }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/storage/v1/object/sign/'))
        pdfAnswers.push({ status: response.status(), range: response.headers()['content-range'] ?? null });
    });
    await reader.goto(ebook.ID);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(reader.position).toHaveText(`Page 2 of ${ebook.ContentLength}`);
    await reader.thumbnail(6).click();
    await expect(reader.position).toHaveText(`Page 6 of ${ebook.ContentLength}`);

    // Parts of the file, each a 206 answer, adding up to less than the whole.
    const parts = pdfAnswers.filter((answer) => answer.status === 206 && answer.range);
    expect(parts.length).toBeGreaterThan(0);
    const total = Number(/\/(\d+)$/.exec(parts[0]!.range!)![1]);
    const fetched = parts.reduce((sum, { range }) => {
      const [, from, to] = /bytes (\d+)-(\d+)\//.exec(range!)!;
      return sum + Number(to) - Number(from) + 1;
    }, 0);
    expect(fetched).toBeLessThan(total);
  });
  test('a link that expires while reading is renewed quietly, and the book reopens at the page being read', async ({
    page,
    reader,
    longBookReader: { ebook },
  }) => {
    // Turning 399 pages, a few seconds of waiting, then the book reopened: slow on a busy machine.
    test.setTimeout(90_000);
    // The storage's answer to a link past its hour (server/src/storage/storageErrors.ts), for the first link only.
    const tokens: string[] = [];
    let expired: string | null = null;
    await page.route('**/storage/v1/object/sign/**', async (route) => {
      const token = new URL(route.request().url()).searchParams.get('token');
      if (token && !tokens.includes(token)) tokens.push(token);
      if (token === null || token !== expired) return route.continue();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '400', error: 'ExpiredToken', message: 'The provided token has expired.' }),
      });
    });
    await reader.goto(ebook.ID);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
    expect(tokens).toHaveLength(1);
    expired = tokens[0]!;

    // Far enough on that its part of the file has not been fetched yet.
    for (let turn = 0; turn < 399; turn++) await page.keyboard.press('ArrowRight');
    await expect(reader.position).toHaveText(`Page 400 of ${ebook.ContentLength}`);
    // The page waits a few seconds for its bytes before the link is checked and renewed.
    await expect(reader.canvas).toBeVisible({ timeout: 20_000 });
    await expect(reader.message('Failed to load the page.')).toHaveCount(0);
    expect(tokens.length).toBeGreaterThan(1);
    // Marked in the frame after the page is swapped in.
    await expect.poll(async () => (await reader.paintedPages()).at(-1)).toBe(400);
  });

  test('offline mid-book, a page not fetched yet says it failed, and appears once the network is back', async ({
    page,
    context,
    reader,
    longBookReader: { ebook },
  }) => {
    test.setTimeout(90_000);
    await reader.goto(ebook.ID);
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();

    await context.setOffline(true);
    // Far enough on that its part of the file has not been fetched yet.
    for (let turn = 0; turn < 399; turn++) await page.keyboard.press('ArrowRight');
    await expect(reader.position).toHaveText(`Page 400 of ${ebook.ContentLength}`);
    await expect(reader.message('Failed to load the page.')).toBeVisible({ timeout: 20_000 });

    await context.setOffline(false);
    await expect(reader.canvas).toBeVisible({ timeout: 20_000 });
    await expect(reader.message('Failed to load the page.')).toHaveCount(0);
    // Marked in the frame after the page is swapped in.
    await expect.poll(async () => (await reader.paintedPages()).at(-1)).toBe(400);
  });
});

test.describe('the password-protected book', () => {
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    storageState: async ({}, use) => use(await signedInStorage(await accountHolding(await protectedEbook(), 'locked'))),
  });

  test('asks for its password, says when it is wrong, and opens with the right one', async ({ reader }) => {
    const ebook = await protectedEbook();
    await reader.goto(ebook.ID);
    await expect(reader.message('Enter the password to open this PDF file.')).toBeVisible();
    await expect(reader.passwordField).toBeFocused();
    await reader.passwordField.fill('not-the-password');
    await reader.openProtected.click();
    await expect(reader.message('Invalid password. Please try again.')).toBeVisible();
    await expect(reader.passwordField).toBeFocused();
    await reader.passwordField.fill(PROTECTED_PASSWORD);
    await reader.passwordField.press('Enter');
    await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
    await expect(reader.canvas).toBeVisible();
  });
});

test.describe('without a book in the address', () => {
  test.use({ signedInAs: 'reader' });

  test('the reader goes home', async ({ page, reader }) => {
    await reader.goto();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('without a book in the address, a visitor is asked to sign in, as on any address of the reader', async ({
  page,
  reader,
}) => {
  await reader.goto();
  await expect(reader.signInPrompt).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('a premium book not bought', () => {
  // An account of its own: the worker's shared reader may have bought it in the checkout spec.
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    storageState: async ({}, use) => use(await signedInStorage(await createAccount('notowner'))),
  });

  test('does not open: the page says why and offers to buy it', async ({ reader }) => {
    const ebook = await premiumEbook();
    await reader.goto(ebook.ID);
    await expect(reader.message('This ebook is part of your library once you buy it.')).toBeVisible();
    await expect(reader.buyLink).toHaveAttribute('href', `/checkout?id=${ebook.ID}`);
    await expect(reader.pageImage).toHaveCount(0);
    await expect(reader.message('Unable to fetch the signed URL')).toHaveCount(0);
  });
});

test('a visitor is asked to sign in before reading', async ({ page, reader }) => {
  const ebook = await shortFreeEbook();
  await reader.goto(ebook.ID);
  await expect(reader.signInPrompt).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(reader.pageImage).toHaveCount(0);
});

test('a visitor who signs in on the reader then reads the book: the link refused to the visitor does not count', async ({
  page,
  reader,
  loginModal,
  bookReader: { account, ebook },
}) => {
  await reader.goto(ebook.ID);
  await expect(page.getByRole('dialog')).toBeVisible();
  await loginModal.signIn(account.email, account.password);
  await expect(reader.position).toHaveText(`Page 1 of ${ebook.ContentLength}`);
  await expect(reader.canvas).toBeVisible();
  await expect(reader.message('Unable to fetch the signed URL')).toHaveCount(0);
});
