import { paths, productIdFromAddress } from '../config/paths';
import { EBOOKS_FIRST_ROW } from '../config/constants';
import { ebookListQuery, parseEbookFilters } from '../features/catalogue/ebookFilters';
import { categoriesApi } from '../features/categories/categoriesApi';
import { favouritesApi } from '../features/favourites/favouritesApi';
import { firstCoversPreloaded } from '../features/products/firstCovers';
import { productsApi } from '../features/products/productsApi';
import { queryFromParams } from '../features/search/search';
import { preloadPdfJs } from '../lib/pdfPreload';
import { readStoredSessionUser } from '../lib/storedSession';
import { screens } from './screens';
import type { AppDispatch } from './store';

/** Where the app starts: the address's path and its query (`?id=`). */
export type StartAddress = Pick<Location, 'pathname' | 'search'>;

/**
 * When the app opens on Home, the ebooks list, an ebook, a search or the
 * reader, asks for that screen's code and its first data as the entry runs,
 * side by side, instead of one after the other: otherwise the screen's chunk is asked for only once the router
 * first renders, and its data only once that chunk has arrived and rendered,
 * and the first cover (a phone's largest paint) or the book's first page
 * waited for all three. The screen's own
 * queries then find the answers already on their way; a prefetch holds no
 * subscription, so the cache forgets them as it forgets any other unused answer.
 *
 * Resolves when the screen's code and first answers have arrived or failed
 * (main.tsx renders the first screen whole then, rather than in pieces).
 */
export function preloadFirstScreen(dispatch: AppDispatch, { pathname, search }: StartAddress): Promise<void> {
  const params = new URLSearchParams(search);
  const awaited =
    pathname === paths.home.path
      ? preloadHome(dispatch)
      : pathname === paths.ebooks.path
        ? preloadEbooks(dispatch, params)
        : pathname === paths.ebook.path
          ? preloadEbook(dispatch, productIdFromAddress(params.get('id')))
          : pathname === paths.search.path
            ? preloadSearch(dispatch, queryFromParams(params))
            : pathname === paths.reader.path
              ? preloadReader(dispatch, productIdFromAddress(params.get('id')))
              : [];
  // A signed-in reader's hearts are part of the screen: with the list here, a heart pressed as the screen appears
  // is not answered by a list read still on its way (favouritesApi re-reads it after such a press).
  const hearts =
    readStoredSessionUser() !== null && pathname !== paths.reader.path
      ? [dispatch(favouritesApi.endpoints.getFavourites.initiate(undefined, { subscribe: false }))]
      : [];
  return Promise.allSettled([...awaited, ...hearts]).then(() => undefined);
}

/** A failed first read is the screen's to report: its own query asks again and says so. */
const leftToTheScreen = () => undefined;

/** What a screen's first render waits for: its chunk and its first reads, arrived or failed. */
type FirstScreenParts = PromiseLike<unknown>[];

// Home's first cover is asked for early enough by its own card: preloading it measured no sooner paint (twice:
// before and after the first render waited for the first answers).
function preloadHome(dispatch: AppDispatch): FirstScreenParts {
  return [
    screens.home(),
    dispatch(productsApi.endpoints.getRecentlyAdded.initiate(undefined, { subscribe: false })),
    dispatch(productsApi.endpoints.getHomeCategories.initiate(undefined, { subscribe: false })),
    dispatch(categoriesApi.endpoints.getCategories.initiate(undefined, { subscribe: false })),
  ];
}

/** The list's first page for the filters in the address, and the covers of its first row (two on a phone). */
function preloadEbooks(dispatch: AppDispatch, params: URLSearchParams): FirstScreenParts {
  const firstPage = dispatch(
    productsApi.endpoints.getProducts.initiate(ebookListQuery(parseEbookFilters(params)), { subscribe: false }),
  )
    .unwrap()
    .then(({ pages }) => dispatch(firstCoversPreloaded(pages[0]?.ids ?? [], EBOOKS_FIRST_ROW)), leftToTheScreen);
  return [screens.ebooks(), firstPage];
}

/** The ebook in the address, and its cover: the detail screen's largest paint. */
function preloadEbook(dispatch: AppDispatch, productId: number | null): FirstScreenParts {
  if (productId === null) return [screens.ebook()];
  const product = dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }))
    .unwrap()
    .then((id) => dispatch(firstCoversPreloaded([id], 1)), leftToTheScreen);
  return [screens.ebook(), product];
}

/**
 * The first page of results for the query in the address and how many match (their count line is the
 * screen's largest paint, not a cover), and the categories the screen lists under them.
 */
function preloadSearch(dispatch: AppDispatch, query: string): FirstScreenParts {
  const parts: FirstScreenParts = [
    screens.search(),
    dispatch(categoriesApi.endpoints.getCategories.initiate(undefined, { subscribe: false })),
  ];
  if (query === '') return parts;
  // The search's reads come with the search screen's code, not the shell's: fetched beside it.
  const results = import('../features/search/searchApi').then(({ searchApi }) =>
    Promise.allSettled([
      dispatch(searchApi.endpoints.searchProducts.initiate(query, { subscribe: false })),
      dispatch(searchApi.endpoints.countSearchMatches.initiate(query, { subscribe: false })),
    ]),
  );
  return [...parts, results];
}

/**
 * The reader's screen, pdf.js and its worker, the book's product row, then
 * its signed link and first bytes (features/reader/preloadBookLink.ts): all
 * that page 1 waits for. The link only for a reader with a session stored
 * on this device and a network: a visitor is asked to sign in first, and
 * offline there is nothing to sign (a saved copy opens, or nothing does).
 * The screen renders once its chunk is here; the book opens in it.
 */
function preloadReader(dispatch: AppDispatch, productId: number | null): FirstScreenParts {
  // In the order page 1 needs them: the browser opens only six connections to the app's server, and the
  // screen's chunk brings a dozen of its own.
  preloadPdfJs();
  if (productId !== null && readStoredSessionUser() !== null && navigator.onLine) {
    const productRead = dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false }));
    void import('../features/reader/preloadBookLink').then(({ bookLinkPreloaded }) =>
      dispatch(bookLinkPreloaded(productId, productRead)),
    );
  }
  return [screens.reader()];
}
