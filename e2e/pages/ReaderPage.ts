import type { Locator, Page } from '@playwright/test';

/**
 * /ebookcontent?id=: the book's name, the page (a group named "Page X of N"),
 * Previous / "Page X of N" / Next, the thumbnail carousel, the password
 * prompt of a protected PDF, and the panels when a book cannot be opened.
 * Locators and actions only; the specs make the assertions.
 */
export class ReaderPage {
  constructor(readonly page: Page) {}

  /** `waitUntil: 'commit'` for a page whose scripts are held back (its `load` may wait for them). */
  async goto(id?: number | string, { waitUntil }: { waitUntil?: 'load' | 'commit' } = {}): Promise<void> {
    await this.page.goto(id === undefined ? '/ebookcontent' : `/ebookcontent?id=${id}`, { waitUntil });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get title(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** The page being read: a group named "Page X of N" (its canvas, and its text over it). */
  get pageImage(): Locator {
    return this.main.getByRole('group', { name: /^Page \d+ of \d+$/ });
  }

  /** The canvas the page is drawn on. */
  get canvas(): Locator {
    return this.pageImage.locator('canvas');
  }

  get controls(): Locator {
    return this.main.getByRole('navigation', { name: 'Pages' });
  }

  get previous(): Locator {
    return this.controls.getByRole('button', { name: 'Previous', exact: true });
  }

  get next(): Locator {
    return this.controls.getByRole('button', { name: 'Next', exact: true });
  }

  /** "Page X of N", as the controls announce it after each turn. */
  get position(): Locator {
    return this.controls.getByText(/^Page \d+ of \d+$/);
  }

  /** The page number between the buttons: a field, to type a page and go there with Enter. */
  get goToPage(): Locator {
    return this.controls.getByRole('textbox', { name: 'Page' });
  }

  /** "Page [X] of N", the field and its words. */
  get goToPageForm(): Locator {
    return this.controls.locator('form');
  }

  get thumbnails(): Locator {
    return this.main.getByRole('region', { name: 'Page thumbnails' });
  }

  thumbnail(page: number): Locator {
    return this.thumbnails.getByRole('button', { name: `Page ${page}`, exact: true });
  }

  /** The thumbnail of the page being read. */
  get currentThumbnail(): Locator {
    return this.thumbnails.locator('[aria-current="page"]');
  }

  message(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /** Retry, beside a failure to sign the link or to open the PDF. */
  get retry(): Locator {
    return this.main.getByRole('button', { name: 'Retry', exact: true });
  }

  get passwordField(): Locator {
    return this.main.getByRole('textbox', { name: 'Password', exact: true });
  }

  get openProtected(): Locator {
    return this.main.getByRole('button', { name: 'Open', exact: true });
  }

  get buyLink(): Locator {
    return this.main.getByRole('link', { name: 'Buy this ebook' });
  }

  get signInPrompt(): Locator {
    return this.main.getByRole('heading', { name: 'Sign in to continue' });
  }

  /** The study tools' toggles above the page: "Find" and "Outline". */
  toolToggle(name: 'Find' | 'Outline'): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  get findPanel(): Locator {
    return this.main.getByRole('region', { name: 'Find in this book' });
  }

  get findField(): Locator {
    return this.findPanel.getByRole('searchbox', { name: 'Find in this book' });
  }

  /** What Find announces: "N results", "No results for …". */
  get findStatus(): Locator {
    return this.findPanel.getByRole('status');
  }

  /** Find's results, each a button "Page N" with its snippet. */
  get findResults(): Locator {
    return this.findPanel.getByRole('list', { name: 'Results' }).getByRole('button');
  }

  findButton(name: 'Previous match' | 'Next match'): Locator {
    return this.findPanel.getByRole('button', { name, exact: true });
  }

  get outlinePanel(): Locator {
    return this.main.getByRole('region', { name: 'Outline' });
  }

  /** An entry of the outline, by its title (its name is the title and its page). */
  outlineEntry(title: string): Locator {
    return this.outlinePanel.getByRole('button', { name: title });
  }

  /** Drags the mouse across the page: from its right part to its left (next) or the other way (previous). */
  async dragPage(direction: 'next' | 'previous'): Promise<void> {
    const box = await this.pageImage.boundingBox();
    if (!box) throw new Error('the page is not on screen');
    // Along the paper of the top margin: a mouse pressed on a word selects text instead (useSwipeTurns.ts).
    const y = box.y + 4;
    const [from, to] = direction === 'next' ? [0.8, 0.2] : [0.2, 0.8];
    await this.page.mouse.move(box.x + box.width * from, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
    await this.page.mouse.move(box.x + box.width * to, y, { steps: 4 });
    await this.page.mouse.up();
  }

  /** A finger swiping across the page, as Chromium's touch input makes it (touch events and pointer events). */
  async swipePage(direction: 'next' | 'previous'): Promise<void> {
    const box = await this.pageImage.boundingBox();
    if (!box) throw new Error('the page is not on screen');
    // Along the paper of the top margin: a mouse pressed on a word selects text instead (useSwipeTurns.ts).
    const y = box.y + 4;
    const [from, to] = direction === 'next' ? [0.8, 0.2] : [0.2, 0.8];
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * from);
    for (let step = 1; step <= 5; step++) {
      await touch('touchMove', box.x + box.width * (from + ((to - from) * step) / 5));
    }
    await touch('touchEnd');
    await cdp.detach();
  }

  /**
   * Two fingers on the middle of the page moving apart (`factor` above 1) or together, as Chromium's touch input
   * makes it.
   */
  async pinchPage(factor: number): Promise<void> {
    const box = await this.pageImage.boundingBox();
    if (!box) throw new Error('the page is not on screen');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await this.page.context().newCDPSession(this.page);
    const fingersApart = (gap: number) => [
      { x: centre.x - gap / 2, y: centre.y, id: 1 },
      { x: centre.x + gap / 2, y: centre.y, id: 2 },
    ];
    const startGap = 80;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingersApart(startGap) });
    for (let step = 1; step <= 6; step++) {
      const gap = startGap * (1 + ((factor - 1) * step) / 6);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingersApart(gap) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** The pages marked painted (performance.mark 'reader:page-painted'), in order. */
  paintedPages(): Promise<number[]> {
    return this.page.evaluate(() =>
      performance
        .getEntriesByName('reader:page-painted')
        .map((entry) => ((entry as PerformanceMark).detail as { page: number }).page),
    );
  }
}
