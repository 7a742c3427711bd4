import type { LoaderFunctionArgs } from 'react-router-dom';
import { productIdFromAddress } from '../config/paths';
import { CAROUSEL_SLIDES, EBOOKS_FIRST_ROW, ROUTE_READS_WAIT_MS } from '../config/constants';
import { ebookListQuery, parseEbookFilters } from '../features/catalogue/ebookFilters';
import { categoriesApi } from '../features/categories/categoriesApi';
import { favouritesApi } from '../features/favourites/favouritesApi';
import { firstCoversPreloaded } from '../features/products/firstCovers';
import { productsApi } from '../features/products/productsApi';
import { queryFromParams } from '../features/search/search';
import { browserIsOnline } from '../lib/online';
import { loadCarouselSlider } from '../shared/ui/carouselSliderLoader';
import { readStoredSessionUser } from '../lib/storedSession';
import type { AppDispatch } from './store';
import { SUBJECT_KINDS, type SubjectKind } from '../types/subject';

/**
 * A route's loader: it starts the screen's reads and, for the app's first screen, resolves once they have
 * answered (or failed), or after ROUTE_READS_WAIT_MS, whichever comes first.
 */
export type RouteReads = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * What a screen reads first, asked for as its route opens: react-router runs a route's loader while it downloads
 * the route's code, so the reads and the code travel side by side instead of the reads waiting for the code to
 * arrive and render (docs/startup.md#reads-start-with-the-screens-code). Each read is a prefetch into RTK Query's
 * cache (no subscription): the screen's own query finds the answer on its way, and a failure is the screen's to
 * report, as its query asks again. The app's first screen is shown once they have answered, so that it is drawn
 * whole and at its full height (a reload deep down Home returns to the same row), or after ROUTE_READS_WAIT_MS
 * with its own loading state on a slow network.
 */
export function routeReads(dispatch: AppDispatch) {
  const params = (request: Request) => new URL(request.url).searchParams;

  // Only the app's first screen waits for its reads: a later navigation commits at once, its screen showing its
  // own loading state, so that quick successive navigations (a search, then another) each keep their place in
  // the history, and the screen left is never held on show.
  let firstScreen = true;
  /** Waits for the reads under way (the first screen only), at most ROUTE_READS_WAIT_MS; a failure is the screen's. */
  const settled = (reads: readonly PromiseLike<unknown>[]): Promise<null> => {
    if (!firstScreen) return Promise.resolve(null);
    const waited = new Promise((wait) => setTimeout(wait, ROUTE_READS_WAIT_MS));
    return Promise.race([Promise.allSettled(reads), waited]).then(() => {
      firstScreen = false;
      return null;
    });
  };

  /** Every screen but the reader shows hearts (ebooks', courses'): a signed-in reader's lists come first. */
  const readHearts = (kind: SubjectKind) =>
    dispatch(favouritesApi.endpoints.getFavourites.initiate(kind, { subscribe: false }));
  const hearts: RouteReads = () => settled(ifSignedIn(() => SUBJECT_KINDS.map(readHearts)).flat());

  /**
   * The newest ebooks and, as soon as they are known, the covers a phone shows of them first (the screen's
   * largest paint); the chips' categories and the rows' headings; and react-slick's chunk, which Home's
   * carousels mount as they near the screen: started now it comes beside the screen's code, instead of a round
   * trip after it (the carousels ask the same loadCarouselSlider, so there is one request;
   * docs/startup.md#reads-start-with-the-screens-code).
   */
  const home: RouteReads = () => {
    void loadCarouselSlider().catch(ignore);
    const newest = dispatch(productsApi.endpoints.getRecentlyAdded.initiate(undefined, { subscribe: false }));
    void newest
      .unwrap()
      .then(({ ids }) => dispatch(firstCoversPreloaded(ids, Math.ceil(CAROUSEL_SLIDES.small))), ignore);
    return settled([
      newest,
      dispatch(productsApi.endpoints.getHomeCategories.initiate(undefined, { subscribe: false })),
      dispatch(categoriesApi.endpoints.getCategories.initiate(undefined, { subscribe: false })),
    ]);
  };

  /** The list's first page for the filters in the address, and its first row's covers, a phone's largest paint. */
  const ebooks: RouteReads = ({ request }) => {
    const query = ebookListQuery(parseEbookFilters(params(request)));
    const firstPage = dispatch(productsApi.endpoints.getProducts.initiate(query, { subscribe: false }));
    void firstPage
      .unwrap()
      .then(({ pages }) => dispatch(firstCoversPreloaded(pages[0]?.ids ?? [], EBOOKS_FIRST_ROW)), ignore);
    return settled([firstPage]);
  };

  /** The ebook in the address and its cover, the detail screen's largest paint. */
  const ebook: RouteReads = ({ request }) => {
    const productId = productIdFromAddress(params(request).get('id'));
    if (productId === null) return settled([]);
    const product = dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }));
    void product.unwrap().then((id) => dispatch(firstCoversPreloaded([id], 1)), ignore);
    return settled([product]);
  };

  /**
   * The course in the address and its lessons (docs/startup.md#reads-start-with-the-screens-code) and, for a
   * learner signed in on this device, their course orders: the course page's button and the player wait for
   * them to know what the learner owns, and asked for only once the course has shown they would cost one more
   * round trip before a lesson starts to load. The courses' endpoints come with the course screens' code, as the
   * search's do: no first visit to another screen pays for them.
   */
  const course: RouteReads = ({ request }) => {
    const courseId = productIdFromAddress(params(request).get('id'));
    if (courseId === null) return settled([]);
    const reads = import('../features/courses/coursesApi').then(({ coursesApi }) =>
      Promise.allSettled([
        dispatch(coursesApi.endpoints.getCourse.initiate(courseId, { subscribe: false })),
        dispatch(coursesApi.endpoints.getCourseLessons.initiate(courseId, { subscribe: false })),
        ...ifSignedIn(() => dispatch(coursesApi.endpoints.getCourseOrders.initiate(undefined, { subscribe: false }))),
      ]),
    );
    return settled([reads]);
  };

  /** The results and their count (the search's reads come with the search screen's code), and the categories. */
  const search: RouteReads = ({ request }) => {
    const categories = dispatch(categoriesApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
    const query = queryFromParams(params(request));
    if (query === '') return settled([categories]);
    const results = import('../features/search/searchApi').then(({ searchApi }) =>
      Promise.allSettled([
        dispatch(searchApi.endpoints.searchProducts.initiate(query, { subscribe: false })),
        dispatch(searchApi.endpoints.countSearchMatches.initiate(query, { subscribe: false })),
      ]),
    );
    return settled([categories, results]);
  };

  /**
   * pdf.js and its worker, the one place they are warmed up; then, for a reader signed in on this device and
   * online, the book's product row, its signed link and first bytes (features/reader/preloadBookLink.ts): all
   * that page 1 waits for. A visitor is asked to sign in first, and offline there is nothing to sign.
   */
  const reader: RouteReads = ({ request }) => {
    void import('../lib/pdf').then(({ warmUpPdf }) => warmUpPdf(), ignore);
    const productId = productIdFromAddress(params(request).get('id'));
    if (productId === null || readStoredSessionUser() === null || !browserIsOnline()) return settled([]);
    const productRead = dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }));
    void import('../features/reader/preloadBookLink').then(
      ({ bookLinkPreloaded }) => dispatch(bookLinkPreloaded(productId, productRead)),
      ignore,
    );
    // Page 1 is the reader's to show as it comes (its "Loading PDF…"): nothing here is waited for.
    return settled([]);
  };

  // The player reads what the course page does: the course and its lessons.
  return { hearts, home, ebooks, ebook, course, watch: course, search, reader };
}

/** Each screen's reads, by the route that starts them. */
export type RouteReadsByScreen = ReturnType<typeof routeReads>;

/** A failed prefetch is the screen's to report: its own query asks again and says so. */
const ignore = () => undefined;

/** A read of the signed-in user's own, when a session is stored on this device (a visitor has none to read). */
function ifSignedIn<T>(read: () => T): T[] {
  return readStoredSessionUser() === null ? [] : [read()];
}
