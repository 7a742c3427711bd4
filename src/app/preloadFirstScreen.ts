import { paths, productIdFromAddress } from '../config/paths';
import { EBOOKS_FIRST_ROW } from '../config/constants';
import { ebookListQuery, parseEbookFilters } from '../features/catalogue/ebookFilters';
import { categoriesApi } from '../features/categories/categoriesApi';
import { firstCoversPreloaded } from '../features/products/firstCovers';
import { productsApi } from '../features/products/productsApi';
import { queryFromParams } from '../features/search/search';
import { preloadPdfJs } from '../lib/pdfPreload';
import { readStoredSessionUser } from '../lib/storedSession';
import type { AppDispatch } from './store';

/** Where the app starts: the address's path and its query (`?id=`). */
export type StartAddress = Pick<Location, 'pathname' | 'search'>;

/**
 * When the app opens on Home, the ebooks list, an ebook, a search or the
 * reader, asks for that screen's code and its first data as the entry runs,
 * side by side, instead of one after the other: otherwise the screen's chunk is asked for only once the router
 * first renders, and its data only once that chunk has arrived and rendered,
 * and the first cover (a phone's largest paint) or the book's first page
 * waited for all three (Lighthouse and bench:reader, #9). The screen's own
 * queries then find the answers already on their way; a prefetch holds no
 * subscription, so the cache forgets them as it forgets any other unused answer.
 */
export function preloadFirstScreen(dispatch: AppDispatch, { pathname, search }: StartAddress) {
  const params = new URLSearchParams(search);
  if (pathname === paths.home.path) preloadHome(dispatch);
  else if (pathname === paths.ebooks.path) preloadEbooks(dispatch, params);
  else if (pathname === paths.ebook.path) preloadEbook(dispatch, productIdFromAddress(params.get('id')));
  else if (pathname === paths.search.path) preloadSearch(dispatch, queryFromParams(params));
  else if (pathname === paths.reader.path) preloadReader(dispatch, productIdFromAddress(params.get('id')));
}

/** A failed first read is the screen's to report: its own query asks again and says so. */
const leftToTheScreen = () => undefined;

// Home's first cover is asked for early enough by its own card: preloading it measured no sooner paint.
function preloadHome(dispatch: AppDispatch) {
  void import('./routes/HomePage');
  dispatch(productsApi.util.prefetch('getRecentlyAdded', undefined, {}));
  dispatch(productsApi.util.prefetch('getHomeCategories', undefined, {}));
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
}

/** The list's first page for the filters in the address, and the covers of its first row (two on a phone). */
function preloadEbooks(dispatch: AppDispatch, params: URLSearchParams) {
  void import('./routes/EbooksPage');
  dispatch(productsApi.endpoints.getProducts.initiate(ebookListQuery(parseEbookFilters(params)), { subscribe: false }))
    .unwrap()
    .then(({ pages }) => dispatch(firstCoversPreloaded(pages[0]?.ids ?? [], EBOOKS_FIRST_ROW)), leftToTheScreen);
}

/** The ebook in the address, and its cover: the detail screen's largest paint. */
function preloadEbook(dispatch: AppDispatch, productId: number | null) {
  void import('./routes/EbookPage');
  if (productId === null) return;
  dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }))
    .unwrap()
    .then((id) => dispatch(firstCoversPreloaded([id], 1)), leftToTheScreen);
}

/** The results for the query in the address (their count line is the screen's largest paint, not a cover). */
function preloadSearch(dispatch: AppDispatch, query: string) {
  void import('./routes/SearchPage');
  if (query !== '') dispatch(productsApi.util.prefetch('searchProducts', query, {}));
}

/**
 * The reader's screen, pdf.js and its worker, the book's product row, then
 * its signed link and first bytes (features/reader/preloadBookLink.ts): all
 * that page 1 waits for. The link only for a reader with a session stored
 * on this device and a network: a visitor is asked to sign in first, and
 * offline there is nothing to sign (a saved copy opens, or nothing does).
 */
function preloadReader(dispatch: AppDispatch, productId: number | null) {
  // In the order page 1 needs them: the browser opens only six connections to the app's server, and the
  // screen's chunk brings a dozen of its own.
  preloadPdfJs();
  if (productId !== null && readStoredSessionUser() !== null && navigator.onLine) {
    const productRead = dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }));
    void import('../features/reader/preloadBookLink').then(({ bookLinkPreloaded }) =>
      dispatch(bookLinkPreloaded(productId, productRead)),
    );
  }
  void import('./routes/ReaderPage');
}
