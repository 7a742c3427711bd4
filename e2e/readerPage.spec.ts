/**
 * The reader's page as a study tool (docs/product.md#the-reader-is-a-study-tool): its text can be selected and
 * copied; it zooms (buttons, the zoom list, Ctrl with the wheel around the pointer, a pinch) without losing the
 * page; and each reading mode colours the page itself, its pictures kept in their own colours, remembered after a
 * reload and on another browser. Each test reads as an account of its own holding one free ebook.
 */
import { backendClient, createAccount, expect, signedInStorage, test as base, type Account } from './fixtures';
import { ReaderPage } from './pages/ReaderPage';
import { freeEbookOfPages, secondBrowser } from './readers';

interface Fixtures {
  bookReader: { account: Account; ebookId: number; pages: number };
  reader: ReaderPage;
}

const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  bookReader: async ({}, use) => {
    const account = await createAccount('reader-page');
    const ebook = await freeEbookOfPages(3);
    const client = await backendClient(account);
    const order = await client.from('orders').insert({ product_id: ebook.id, amount: 0 });
    if (order.error) throw new Error(`could not give ${account.email} the ebook: ${order.error.message}`);
    await use({ account, ebookId: ebook.id, pages: ebook.pages });
  },
  reader: async ({ page }, use) => use(new ReaderPage(page)),
  storageState: async ({ bookReader }, use) => use(await signedInStorage(bookReader.account)),
});

/** The colour of the page's canvas at a point of its paper (its top-left corner is margin). */
async function paperColour(reader: ReaderPage): Promise<[number, number, number]> {
  return reader.canvas.evaluate((canvas: HTMLCanvasElement) => {
    const pixel = canvas.getContext('2d')!.getImageData(4, 4, 1, 1).data;
    return [pixel[0]!, pixel[1]!, pixel[2]!] as [number, number, number];
  });
}

/** The colour of page 2's thumbnail at a point of its paper (a JPEG: near the page's own, not exactly). */
async function thumbnailPaperColour(reader: ReaderPage): Promise<[number, number, number] | null> {
  return reader.thumbnail(2).evaluate((button) => {
    const image = button.querySelector('img');
    if (!image?.complete || image.naturalWidth === 0) return null;
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixel = context.getImageData(3, 3, 1, 1).data;
    return [pixel[0]!, pixel[1]!, pixel[2]!] as [number, number, number];
  });
}

/** Whether two colours are within a JPEG's error of each other. */
const near = (colour: [number, number, number] | null, [red, green, blue]: [number, number, number]) =>
  colour !== null &&
  Math.abs(colour[0] - red) <= 8 &&
  Math.abs(colour[1] - green) <= 8 &&
  Math.abs(colour[2] - blue) <= 8;

/**
 * The colour of the page's canvas a little inside the top-left corner of the title page's picture, its blue sky
 * (server/src/seed/media/frontispiece.ts: across the text column, from 56 % to 87 % of the page's height).
 */
async function skyColour(reader: ReaderPage): Promise<[number, number, number]> {
  return reader.canvas.evaluate((canvas: HTMLCanvasElement) => {
    const [x, y] = [Math.round(canvas.width * 0.2), Math.round(canvas.height * 0.59)];
    const pixel = canvas.getContext('2d')!.getImageData(x, y, 1, 1).data;
    return [pixel[0]!, pixel[1]!, pixel[2]!] as [number, number, number];
  });
}

/** Whether a colour is the sky's strong blue, not a grey or a two-tone print of the mode's ink and paper. */
const isSkyBlue = ([red, green, blue]: [number, number, number]) => blue - red > 100 && blue - green > 40;

/**
 * The page's size on screen now, measured in the browser in one go: the canvas is swapped for a new one as the
 * page is drawn again, and one found and then measured from here could be gone by then.
 */
const pageBox = (reader: ReaderPage) =>
  reader.pageImage.evaluate((host) => {
    const box = host.querySelector('canvas')?.getBoundingClientRect();
    return { x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 };
  });
const pageWidth = async (reader: ReaderPage) => (await pageBox(reader)).width;

const textLayer = (reader: ReaderPage) => reader.pageImage.locator('.textLayer');

test('the page’s words can be selected and copied', async ({ reader, bookReader, page }) => {
  await reader.goto(bookReader.ebookId);
  await expect(textLayer(reader).locator('span').first()).toBeAttached();
  const firstWords = (await textLayer(reader).locator('span').first().textContent())?.trim() ?? '';
  expect(firstWords.length).toBeGreaterThan(0);
  await textLayer(reader).locator('span').first().dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected).toContain(firstWords.split(/\s+/)[0]);
  // A screen reader reads the page: its words are in the accessibility tree, in the page's group.
  await expect(reader.pageImage).toContainText(firstWords.split(/\s+/)[0]!);
});

/** Opens the book and turns to page 2, a page of text; answers the zoom list. */
async function openAtPage2(reader: ReaderPage, ebookId: number, pages: number) {
  await reader.goto(ebookId);
  await reader.next.click();
  await expect(reader.position).toHaveText(`Page 2 of ${pages}`);
  return reader.page.getByRole('combobox', { name: 'Zoom' });
}

test('a word selected stays selected when the page is drawn again at another size', async ({
  reader,
  bookReader,
  page,
}) => {
  await reader.goto(bookReader.ebookId);
  const word = textLayer(reader)
    .locator('span')
    .filter({ hasText: /[A-Za-z]{4,}/ })
    .first();
  await expect(word).toBeVisible();
  await word.dblclick();
  const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
  expect(selected.length).toBeGreaterThan(0);
  const fitted = await pageWidth(reader);
  await page.keyboard.press('ControlOrMeta+=');
  await expect.poll(() => pageWidth(reader)).toBeGreaterThan(fitted);
  await expect(textLayer(reader).locator('span').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString().trim() ?? '')).toBe(selected);
});

test('zoom in, out and fit with the buttons and Ctrl with the wheel keep the page', async ({
  reader,
  bookReader,
  page,
}) => {
  const zoom = await openAtPage2(reader, bookReader.ebookId, bookReader.pages);
  const widthOf = () => pageWidth(reader);
  await expect(reader.canvas).toBeVisible();
  const fitted = await widthOf();

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(widthOf).toBeGreaterThan(fitted);
  await expect(reader.position).toHaveText(`Page 2 of ${bookReader.pages}`);

  await zoom.selectOption('fit-page');
  await expect.poll(widthOf).toBeCloseTo(fitted, 0);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(widthOf).toBeLessThan(fitted);

  await zoom.selectOption('200');
  await expect.poll(widthOf).toBeGreaterThan(fitted);
  // Over the frame the page scrolls in (the page itself, at 200 %, reaches past the window).
  const frame = (await reader.pageImage.locator('..').boundingBox())!;
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 300);
  await page.keyboard.up('Control');
  await expect(zoom).not.toHaveValue('200');
  await expect(reader.position).toHaveText(`Page 2 of ${bookReader.pages}`);
  await page.keyboard.press('Control+0');
  await expect(zoom).toHaveValue('fit-page');
  await expect.poll(widthOf).toBeCloseTo(fitted, 0);
});

/** Where a point of the screen is on the page's canvas, as shares of its width and height. */
async function placeOnPage(reader: ReaderPage, point: { x: number; y: number }) {
  const box = await pageBox(reader);
  return { x: (point.x - box.x) / box.width, y: (point.y - box.y) / box.height };
}

test('Ctrl with the wheel zooms around the pointer: the point of the page under it stays under it', async ({
  reader,
  bookReader,
  page,
}) => {
  const zoom = await openAtPage2(reader, bookReader.ebookId, bookReader.pages);
  await zoom.selectOption('200');
  await expect(textLayer(reader).locator('span').first()).toBeAttached();
  const frame = (await reader.pageImage.locator('..').boundingBox())!;
  const pointer = { x: frame.x + frame.width * 0.6, y: frame.y + frame.height * 0.4 };
  const before = await placeOnPage(reader, pointer);
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(zoom).not.toHaveValue('200');
  await expect.poll(() => pageWidth(reader)).toBeGreaterThan(frame.width);
  const after = await placeOnPage(reader, pointer);
  expect(Math.abs(after.x - before.x)).toBeLessThan(0.01);
  expect(Math.abs(after.y - before.y)).toBeLessThan(0.01);
});

/**
 * Counts, frame by frame until `done` resolves, the frames in which the page showed no drawing (no canvas with
 * pixels), as a person would see a blank sheet.
 */
async function blankFramesWhile(reader: ReaderPage, done: () => Promise<void>): Promise<number> {
  await reader.pageImage.evaluate((host) => {
    const watch = { blank: 0, running: true };
    (window as unknown as { blankWatch: typeof watch }).blankWatch = watch;
    const look = () => {
      if (!watch.running) return;
      if (!Array.from(host.querySelectorAll('canvas')).some((canvas) => canvas.width > 0)) watch.blank += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await done();
  return reader.page.evaluate(() => {
    const watch = (window as unknown as { blankWatch: { blank: number; running: boolean } }).blankWatch;
    watch.running = false;
    return watch.blank;
  });
}

test('a new zoom or reading mode shows the page as it was, stretched, until it is drawn again: never blank', async ({
  reader,
  bookReader,
  page,
}) => {
  await reader.goto(bookReader.ebookId);
  await expect(textLayer(reader).locator('span').first()).toBeAttached();
  const widthOf = () => pageWidth(reader);
  const fitted = await widthOf();
  const blankWhileZooming = await blankFramesWhile(reader, async () => {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(widthOf).toBeGreaterThan(fitted * 1.15);
    await expect(textLayer(reader).locator('span').first()).toBeAttached();
  });
  expect(blankWhileZooming).toBe(0);
  const blankWhileRecolouring = await blankFramesWhile(reader, async () => {
    await page.getByRole('combobox', { name: 'Reading mode' }).selectOption('dark');
    await expect.poll(() => paperColour(reader)).toEqual([28, 28, 30]);
    await expect(textLayer(reader).locator('span').first()).toBeAttached();
  });
  expect(blankWhileRecolouring).toBe(0);
});

test('going to a page keeps the zoom the reader chose', async ({ reader, bookReader, page }) => {
  await reader.goto(bookReader.ebookId);
  const zoom = page.getByRole('combobox', { name: 'Zoom' });
  await expect(reader.canvas).toBeVisible();
  const fitted = await pageWidth(reader);
  await zoom.selectOption('150');
  await expect.poll(() => pageWidth(reader)).toBeGreaterThan(fitted * 1.5);
  const zoomedWidth = await pageWidth(reader);
  await reader.goToPage.fill('3');
  await reader.goToPage.press('Enter');
  await expect(reader.position).toHaveText(`Page 3 of ${bookReader.pages}`);
  await expect(zoom).toHaveValue('150');
  await expect.poll(() => pageWidth(reader)).toBeCloseTo(zoomedWidth, 0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('two fingers moving apart zoom the page in, and together out', async ({ reader, bookReader, page }) => {
    await reader.goto(bookReader.ebookId);
    await expect(reader.canvas).toBeVisible();
    const widthOf = () => pageWidth(reader);
    const fitted = await widthOf();
    await reader.pinchPage(2);
    await expect.poll(widthOf).toBeGreaterThan(fitted * 1.8);
    await expect(page.getByRole('combobox', { name: 'Zoom' })).not.toHaveValue('fit-page');
    await expect(reader.position).toHaveText(`Page 1 of ${bookReader.pages}`);
    const zoomed = await widthOf();
    await reader.pinchPage(0.5);
    await expect.poll(widthOf).toBeLessThan(zoomed * 0.6);
  });
});

test('each reading mode colours the page, and is remembered after a reload and on another browser', async ({
  reader,
  bookReader,
  page,
  browser,
}) => {
  await reader.goto(bookReader.ebookId);
  await expect(reader.canvas).toBeVisible();
  const mode = page.getByRole('combobox', { name: 'Reading mode' });
  await expect(reader.position).toHaveText(/^Page 1 of/);
  await expect.poll(() => paperColour(reader)).toEqual([255, 255, 255]);
  expect(isSkyBlue(await skyColour(reader))).toBe(true);

  // The paper and the ink take the mode's colours; the title page's picture keeps its own.
  await mode.selectOption('sepia');
  await expect.poll(() => paperColour(reader)).toEqual([244, 236, 216]);
  await expect.poll(async () => isSkyBlue(await skyColour(reader))).toBe(true);
  await mode.selectOption('dark');
  await expect.poll(() => paperColour(reader)).toEqual([28, 28, 30]);
  await expect.poll(async () => isSkyBlue(await skyColour(reader))).toBe(true);
  // The thumbnails are drawn again in the mode's colours, when the page is idle (after the page being read).
  await expect.poll(async () => near(await thumbnailPaperColour(reader), [28, 28, 30]), { timeout: 15_000 }).toBe(true);

  await page.reload();
  await expect(mode).toHaveValue('dark');
  await expect.poll(() => paperColour(reader)).toEqual([28, 28, 30]);

  const other = await secondBrowser(browser, bookReader.account);
  try {
    await other.reader.goto(bookReader.ebookId);
    await expect(other.reader.page.getByRole('combobox', { name: 'Reading mode' })).toHaveValue('dark');
    await expect.poll(() => paperColour(other.reader)).toEqual([28, 28, 30]);
  } finally {
    await other.context.close();
  }
});
