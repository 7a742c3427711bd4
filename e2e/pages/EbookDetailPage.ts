import type { Locator, Page, Route } from '@playwright/test';
import { ReviewsSection } from './ReviewsSection';

/** The backend calls the detail screen makes, told apart by their addresses. */
const isProductRequest = (url: URL) =>
  url.pathname.endsWith('/rest/v1/MentoriaDatabase') && (url.searchParams.get('ID') ?? '').startsWith('eq.');
const isRelatedRequest = (url: URL) =>
  url.pathname.endsWith('/rest/v1/MentoriaDatabase') && (url.searchParams.get('ID') ?? '').startsWith('neq.');
const isReviewsRequest = (url: URL) => url.pathname.endsWith('/rest/v1/Reviews');

/** A PostgREST-shaped server error. */
const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ code: 'XX000', message: 'failed on purpose by the test', details: null, hint: null }),
};

/**
 * /ebook?id= (docs/product.md#screens): toolbar (Back, the heart, Copy link), cover,
 * category, name, the Details badges, rating, the main button, the
 * Description / What's Inside? / Reviews tabs with the review box, and
 * Related Ebooks. Locators and actions only; the specs make the assertions.
 */
export class EbookDetailPage {
  constructor(readonly page: Page) {}

  async goto(id?: number | string): Promise<void> {
    await this.page.goto(id === undefined ? '/ebook' : `/ebook?id=${id}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The ebook's name, the page's one h1. */
  get title(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** The badges: Premium or Free, the type, the page count. */
  get badges(): Locator {
    return this.main.getByRole('list', { name: 'Details' }).getByRole('listitem');
  }

  get noRating(): Locator {
    return this.main.getByText('No rating yet', { exact: true });
  }

  get back(): Locator {
    return this.main.getByRole('button', { name: 'Back', exact: true });
  }

  /** The heart beside the title (cards in Related Ebooks have their own). */
  heart(ebookName: string): Locator {
    return this.main.getByRole('button', { name: `Favourite: ${ebookName}`, exact: true });
  }

  get copyLink(): Locator {
    return this.main.getByRole('button', { name: 'Copy link', exact: true });
  }

  /** The main button, whatever it says: a link (Read Book, a signed-in Buy Now) or a button. */
  primary(name: string | RegExp): Locator {
    return this.main.getByRole('link', { name, exact: true }).or(this.main.getByRole('button', { name, exact: true }));
  }

  tab(name: 'Description' | "What's Inside?" | 'Reviews'): Locator {
    return this.main.getByRole('tab', { name, exact: true });
  }

  panel(name: 'Description' | "What's Inside?" | 'Reviews'): Locator {
    return this.main.getByRole('tabpanel', { name, exact: true });
  }

  /** The Reviews tab's reviews (e2e/pages/ReviewsSection.ts, shared with the course page). */
  get reviewsSection(): ReviewsSection {
    return new ReviewsSection(this.page, this.panel('Reviews'));
  }

  get reviewBox(): Locator {
    return this.reviewsSection.reviewBox;
  }

  get ownReview(): Locator {
    return this.reviewsSection.ownReview;
  }

  get editReview(): Locator {
    return this.reviewsSection.editReview;
  }

  get deleteReview(): Locator {
    return this.reviewsSection.deleteReview;
  }

  get editBox(): Locator {
    return this.reviewsSection.editBox;
  }

  get saveReview(): Locator {
    return this.reviewsSection.saveReview;
  }

  get deleteDialog(): Locator {
    return this.reviewsSection.deleteDialog;
  }

  get submitReview(): Locator {
    return this.reviewsSection.submitReview;
  }

  get reviews(): Locator {
    return this.reviewsSection.reviews;
  }

  get showMoreReviews(): Locator {
    return this.reviewsSection.showMoreReviews;
  }

  get visitorReviewPrompt(): Locator {
    return this.reviewsSection.visitorReviewPrompt;
  }

  reviewBoxSays(text: string | RegExp): Locator {
    return this.reviewsSection.reviewBoxSays(text);
  }

  get relatedHeading(): Locator {
    return this.main.getByRole('heading', { level: 2, name: 'Related Ebooks' });
  }

  /** The related ebooks carousel (a region of that name). */
  get relatedCarousel(): Locator {
    return this.main.getByRole('region', { name: 'Related Ebooks' });
  }

  get noRelated(): Locator {
    return this.main.getByText('No related ebooks found.', { exact: true });
  }

  failure(message: string): Locator {
    return this.main.getByRole('alert').filter({ hasText: message });
  }

  retryIn(failure: Locator): Locator {
    return failure.getByRole('button', { name: 'Retry' });
  }

  async openTab(name: 'Description' | "What's Inside?" | 'Reviews'): Promise<void> {
    await this.tab(name).click();
  }

  async postReview(text: string): Promise<void> {
    await this.openTab('Reviews');
    await this.reviewsSection.postReview(text);
  }

  /** Pastes into the review box as a reader does, through the clipboard. */
  async pasteIntoReviewBox(text: string): Promise<void> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
    await this.reviewBox.focus();
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** Holds every request for one ebook by id unanswered, so only what the store already has can show. */
  async holdProductRequests(): Promise<void> {
    await this.page.route(isProductRequest, () => {
      // Never answered: the request stays pending until the page goes.
    });
  }

  /**
   * Makes every request for related ebooks fail with a server error. (A
   * network error would do too, but supabase-js retries reads that fail so
   * for seconds before giving up.)
   */
  async failRelatedRequests(): Promise<void> {
    await this.page.route(isRelatedRequest, (route) => route.fulfill(SERVER_ERROR));
  }

  async restoreRelatedRequests(): Promise<void> {
    await this.page.unroute(isRelatedRequest);
  }

  /** Makes loading reviews fail with a server error, or posting one fail as when offline (posts are not retried). */
  async failReviewRequests(method: 'GET' | 'POST'): Promise<void> {
    await this.page.route(isReviewsRequest, (route) => {
      if (route.request().method() !== method) return route.fallback();
      return method === 'GET' ? route.fulfill(SERVER_ERROR) : route.abort('internetdisconnected');
    });
  }

  async restoreReviewRequests(): Promise<void> {
    await this.page.unroute(isReviewsRequest);
  }

  /** Holds the next review post until the returned function lets it through. */
  async holdReviewPost(): Promise<{ arrived: Promise<void>; release: () => Promise<void> }> {
    let arrive: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => (arrive = resolve));
    await this.page.route(isReviewsRequest, (route) =>
      route.request().method() === 'POST' ? arrive(route) : route.fallback(),
    );
    return {
      arrived: held.then(() => undefined),
      release: async () => {
        await (await held).continue();
        await this.page.unroute(isReviewsRequest);
      },
    };
  }

  /** Takes the clipboard away before the app loads, as on a page the browser gives none. */
  async withoutClipboard(): Promise<void> {
    await this.page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
  }

  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
