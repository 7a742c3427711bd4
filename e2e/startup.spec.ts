/**
 * What a visitor sees while the app's code is still on its way: index.html paints Mentoria's mark and
 * name in the theme already chosen, rather than a blank page, and the app's first screen takes its place.
 */
import type { Page, Route } from '@playwright/test';
import { backendClient, expect, test } from './fixtures';
import { HomePage } from './pages/HomePage';
import { ReaderPage } from './pages/ReaderPage';

/** Holds every request for the app's JavaScript until the returned function lets them through. */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** A theme colour token (`--color-bg`) as the browser computes it, to compare with a computed colour. */
function themeColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`before the app's code has arrived, the page shows Mentoria's mark and name (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const release = await holdAppScripts(page);
    // 'commit': the splash is looked at before anything else of the page has loaded.
    await page.goto('/', { waitUntil: 'commit' });

    const splash = page.locator('.boot-splash');
    const name = splash.getByText('Mentoria', { exact: true });
    await expect(name).toBeVisible();
    await expect(splash.locator('img')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // The stylesheet blocks rendering, so what is painted has it; the DOM can be read before it has arrived.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    // In the theme's own colours, not the browser's default white page and black text.
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
      await themeColour(page, '--color-bg'),
    );
    expect(await name.evaluate((element) => getComputedStyle(element).color)).toBe(
      await themeColour(page, '--color-text'),
    );

    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(splash).toHaveCount(0);
  });
}

/** The splash says the app could not be shown, and its Reload starts the app (the failure lasting one page). */
async function splashSaysSoAndReloadStartsTheApp(page: Page): Promise<void> {
  const failure = page.getByRole('alert');
  await expect(failure).toHaveText(/Mentoria could not be shown\. Reload the page to try again\./);
  await failure.getByRole('button', { name: 'Reload' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
}

test("when the app's code cannot be downloaded, the splash says so, and Reload starts the app once it can", async ({
  page,
}) => {
  // The libraries' chunk, which the app's own imports: as a first visit without a network, or files gone after a
  // release. For as long as this first page lasts: Chromium does not keep a module's failed download, so a chunk
  // that this page runs later, once it could be downloaded, would start the app under the Reload button.
  let pages = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages += 1;
  });
  await page.route(/\/assets\/react-[^/]+\.js$/, (route) =>
    pages > 1 ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto('/', { waitUntil: 'commit' });

  await splashSaysSoAndReloadStartsTheApp(page);
});

test("when the app's code throws as it runs, before the app has started, the splash says so too", async ({ page }) => {
  // The app's own chunk (its entry, the last the page runs), throwing before its first statement: as in a browser
  // without something it needs. Only on the first page: Reload gets the real one.
  let pages = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages += 1;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (pages > 1) return route.fulfill({ response, body });
    return route.fulfill({ response, body: `throw new Error('This browser cannot run Mentoria');\n${body}` });
  });
  await page.goto('/', { waitUntil: 'commit' });

  await splashSaysSoAndReloadStartsTheApp(page);
});

test('when the app fails while starting, it says so with a way to reload instead of the splash for ever', async ({
  page,
}) => {
  // One step of the start that can fail on a real device (here: registering for the page being closed).
  await page.addInitScript(() => {
    const listen = window.addEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<typeof listen>) {
      if (args[0] === 'pagehide') throw new Error('no pagehide listener in this test');
      return listen.apply(this, args);
    } as typeof listen;
  });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/Mentoria could not be shown\. Reload the page to try again\./);
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

test.describe('with service workers allowed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app installs its offline copy only once the first screen is on show, not while the splash is', async ({
    context,
    page,
  }) => {
    // The screen's code is held, so the splash stays up well past the page's `load`.
    const heldCode: Route[] = [];
    let releaseCode = false;
    await page.route(/\/assets\/EbooksPage-[^/]+\.js$/, (route) =>
      releaseCode ? route.continue() : void heldCode.push(route),
    );
    let splashShownAtRegistration: boolean | null = null;
    await context.route(/\/sw\.js$/, async (route) => {
      splashShownAtRegistration ??= (await page.locator('.boot-splash').count()) > 0;
      await route.continue();
    });

    await page.goto('/ebooks', { waitUntil: 'load' });
    await expect(page.locator('.boot-splash')).toBeVisible();
    await expect.poll(() => heldCode.length).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    releaseCode = true;
    await Promise.all(heldCode.map((route) => route.continue()));

    await expect(page.getByRole('heading', { level: 1, name: 'Ebooks' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(splashShownAtRegistration).toBe(false);
  });
});

/** A free ebook with a file: anyone signed in may read it. */
async function freeBookToRead(): Promise<{ ID: number }> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID')
    .eq('Price', 0)
    .not('ContentURL', 'is', null)
    .order('ContentLength')
    .limit(1)
    .single();
  if (error) throw new Error(`no free ebook to read: ${error.message}`);
  return data;
}

/** Home's first three reads (the newest ebooks, the rows' names, the chips), by what each asks for. */
const HOME_FIRST_READ =
  /\/rest\/v1\/(MentoriaDatabase\?select=\*&order=created_at[^&]*&limit=|rpc\/home_categories|categories\?)/;

/** Home's first reads the page sent to the backend, as it opened on Home. */
async function homeFirstReads(page: Page): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (HOME_FIRST_READ.test(request.url())) reads.push(request.url());
  });
  const home = new HomePage(page);
  await home.goto();
  // What each of the three reads brings, on show: the app's own requests for them have been answered.
  await expect(home.cardNames(HomePage.RECENTLY_ADDED).first()).toBeVisible();
  await expect(home.chip('All')).toBeVisible();
  await expect(home.sectionHeadings.nth(1)).toBeVisible();
  return reads;
}

test("a visitor's first reads of Home are each made once", async ({ page }) => {
  const reads = await homeFirstReads(page);
  // Once each: the screen's own queries found the route's reads on their way.
  expect(reads).toHaveLength(3);
  expect(new Set(reads.map((url) => HOME_FIRST_READ.exec(url)![1])).size).toBe(3);
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'reader' });

  test.describe('with service workers allowed', () => {
    test.use({ serviceWorkers: 'allow' });

    test("opening on a book, the app installs its offline copy only once the book's first page is on show", async ({
      context,
      page,
    }) => {
      const book = await freeBookToRead();
      // The book's bytes (the signed link's GETs; signing it is a POST) are held: the reader's screen shows,
      // "Loading PDF…", and the page is idle, well past the moment an installation at the screen's render began.
      const heldBytes: Route[] = [];
      let releaseBytes = false;
      await page.route('**/storage/v1/object/sign/**', (route) =>
        releaseBytes || route.request().method() !== 'GET' ? route.continue() : void heldBytes.push(route),
      );
      let pagePaintedAtRegistration: boolean | null = null;
      await context.route(/\/sw\.js$/, async (route) => {
        pagePaintedAtRegistration ??= await page.evaluate(
          () => performance.getEntriesByName('reader:page-painted').length > 0,
        );
        await route.continue();
      });
      const reader = new ReaderPage(page);

      await reader.goto(book.ID);
      await expect(reader.message('Loading PDF…')).toBeVisible();
      await expect.poll(() => heldBytes.length).toBeGreaterThan(0);
      await page.waitForTimeout(2500);
      expect(pagePaintedAtRegistration).toBeNull();

      releaseBytes = true;
      await Promise.all(heldBytes.map((route) => route.continue()));
      await expect(reader.canvas).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(pagePaintedAtRegistration).toBe(true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test("Home's first reads for a signed-in reader carry their session, not the key in the address, each made once", async ({
    page,
  }) => {
    const reads = await homeFirstReads(page);
    expect(reads).toHaveLength(3);
    for (const url of reads) expect(new URL(url).searchParams.has('apikey'), url).toBe(false);
  });

  test("opening a book starts pdf.js's worker once, however many parts of the app want it", async ({ page }) => {
    const book = await freeBookToRead();
    const workerScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/pdf\.worker[^/]*\.mjs$/.test(request.url())) workerScripts.push(request.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const reader = new ReaderPage(page);
    await reader.goto(book.ID);
    await expect(reader.position).toHaveText(/^Page \d+ of \d+$/);
    await expect(reader.canvas).toBeVisible();
    expect(workers).toHaveLength(1);
    expect(workerScripts).toHaveLength(1);
  });
});
