import type { Locator, Page, Request } from '@playwright/test';

/** The backend call for a page of a search's results (rpc search_products; not its count, search_products_count). */
const SEARCH_REQUEST = /\/rest\/v1\/rpc\/search_products(?:\?|$)/;

/**
 * /search: the box with its clear button, the result rows (links to the
 * ebooks), the recent searches and the category buttons. Locators and
 * actions only; the specs make the assertions.
 */
export class SearchPage {
  constructor(readonly page: Page) {}

  /** Opens /search, with `query` in the address when given (as a shared link would). */
  async goto(query?: string): Promise<void> {
    await this.page.goto(query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`);
  }

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's own search box (not the top bar's). */
  get box(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search ebooks' });
  }

  get clearButton(): Locator {
    return this.main.getByRole('button', { name: 'Clear search' });
  }

  /** The heading over the results of a query: Results for “seo”. */
  resultsHeading(query: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: `Results for “${query}”`, exact: true });
  }

  /** The list of result rows. */
  get results(): Locator {
    return this.main.getByRole('list', { name: /^Results for/ });
  }

  get resultLinks(): Locator {
    return this.results.getByRole('link');
  }

  /** "Passages in books": pages whose text has the words of the search. */
  get passages(): Locator {
    return this.main.getByRole('region', { name: 'Passages in books' });
  }

  /** The passages that open the reader at their page (a premium book not owned has none). */
  get passageLinks(): Locator {
    return this.passages.getByRole('link', { name: /Page \d+/ });
  }

  result(name: string): Locator {
    return this.results.getByRole('link', { name, exact: true });
  }

  /** The ebook names of the rows, in order. */
  async resultNames(): Promise<string[]> {
    return this.resultLinks.evaluateAll((links) =>
      links.map((link) => link.querySelector('.search-result__name')?.textContent ?? ''),
    );
  }

  /** The headings that repeat the query: over the results, and in the message when nothing matches. */
  get queryHeadings(): Locator {
    return this.main.getByRole('heading', { name: /^(No results|Results) for “/ });
  }

  /** Each query heading's text and how many lines it takes on screen. */
  async queryHeadingLines(): Promise<{ text: string; lines: number }[]> {
    return this.queryHeadings.evaluateAll((headings) =>
      headings.map((heading) => ({
        text: heading.textContent ?? '',
        lines: Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)),
      })),
    );
  }

  /** How far the page is wider than the window (0 or less: no sideways scrolling). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** The line over the results that says how many ebooks match ("37 ebooks"). */
  get countLine(): Locator {
    return this.main.getByText(/^[\d,]+\+? ebooks?\b/);
  }

  get showMore(): Locator {
    return this.main.getByRole('button', { name: 'Show more results' });
  }

  /** What the results say below their last page. */
  get endOfResults(): Locator {
    return this.main.getByText('That is every ebook whose title matches.');
  }

  /** Makes the requests for results after the first page fail, until `restore` is called. */
  async failLaterPages(): Promise<{ restore: () => Promise<void> }> {
    const laterPage = (url: URL) => SEARCH_REQUEST.test(url.pathname) && url.searchParams.has('after_id');
    const fail = (route: { fulfill: (response: object) => Promise<void> }) =>
      route.fulfill({ status: 500, json: { message: 'The server is down', code: 'XX000' } });
    await this.page.route(laterPage, fail);
    return { restore: () => this.page.unroute(laterPage, fail) };
  }

  /** The message shown when nothing matches. */
  noResults(query: string): Locator {
    return this.main.getByRole('heading', { name: `No results for “${query}”`, exact: true });
  }

  /** The failure a search that could not run shows instead of results (docs/product.md#failures-are-visible). */
  get failure(): Locator {
    return this.main.getByRole('alert').filter({ hasText: 'The search could not be done.' });
  }

  get retryButton(): Locator {
    return this.failure.getByRole('button', { name: 'Retry' });
  }

  get history(): Locator {
    return this.main.getByRole('region', { name: 'Recent searches' });
  }

  /** The texts of the recent searches, in the order shown. */
  async historyTexts(): Promise<string[]> {
    return this.history.getByRole('listitem').allTextContents();
  }

  historyItem(text: string): Locator {
    return this.history.getByRole('button', { name: text, exact: true });
  }

  get clearHistoryButton(): Locator {
    return this.main.getByRole('button', { name: 'Clear history' });
  }

  category(name: string): Locator {
    return this.main.getByRole('region', { name: 'Search by category' }).getByRole('button', { name, exact: true });
  }

  /** Types into the box key by key, as fast as the keyboard sends them. */
  async typeQuickly(text: string): Promise<void> {
    await this.box.pressSequentially(text);
  }

  /** Puts `text` in the box and presses Enter (which runs it at once and remembers it). */
  async search(text: string): Promise<void> {
    await this.box.fill(text);
    await this.box.press('Enter');
  }

  /** The search history as stored for the next visit (redux-persist's copy in localStorage). */
  async storedHistory(): Promise<string[]> {
    return this.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:mentoria') ?? '{}') as Record<string, string>;
      const history = stored.searchHistory ? (JSON.parse(stored.searchHistory) as { items: string[] }) : null;
      return history?.items ?? [];
    });
  }

  /** Counts the search requests the page sends from now on. */
  watchSearchRequests(): { readonly count: number; readonly texts: string[] } {
    const texts: string[] = [];
    this.page.on('request', (request: Request) => {
      if (SEARCH_REQUEST.test(request.url())) texts.push(searchText(request));
    });
    return {
      get count() {
        return texts.length;
      },
      texts,
    };
  }

  /** Makes every search request fail as if the network were down, until `restore` is called. */
  async failSearches(): Promise<{ restore: () => Promise<void> }> {
    const fail = (route: { abort: () => Promise<void> }) => route.abort();
    await this.page.route(SEARCH_REQUEST, fail);
    return { restore: () => this.page.unroute(SEARCH_REQUEST, fail) };
  }
}

/** The text a search request asked for (the rpc's `search` argument, in the address of its GET). */
function searchText(request: Request): string {
  return new URL(request.url()).searchParams.get('search') ?? '';
}
