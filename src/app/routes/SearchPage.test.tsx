import { expect, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '../../features/categories/categories';
import { categoriesApi } from '../../features/categories/categoriesApi';
import type { Product } from '../../features/products/products';
import { ebook, onePage } from '../../testing/fixtures';
import { passagesApi } from '../../features/search/passagesApi';
import { searchApi } from '../../features/search/searchApi';
import { productsReceived } from '../../features/products/productsSlice';
import { selectSearchHistory } from '../../features/searchHistory/searchHistorySlice';
import { supabase } from '../../lib/supabase';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchPage } from './SearchPage';

/**
 * The search screen against a store that already holds the answers (no
 * backend in jsdom): every query it runs here is one whose results are in the
 * cache, so what is tested is the screen, not the network. The e2e spec
 * (e2e/search.spec.ts) runs the same flows against the real backend.
 */

const product = (id: number, name: string, shortDescription: string | null): Product =>
  ebook(id, { name, shortDescription, image: null, contentPath: null });

const seoBooks = [
  product(1, 'SEO Basics', 'Rank higher in a weekend.'),
  product(2, 'Local SEO', null),
  product(3, 'SEO Audits', 'Find what holds a site back.'),
];
const aiBooks = [product(4, 'AI for Founders', 'Tools that save a day a week.')];
const categories: Category[] = [
  { name: 'All', icon: 'layout-grid', position: 0 },
  { name: 'AI', icon: 'bot', position: 1 },
];

/** Opens /search at `address` with the answers for "seo", "ai" and the categories already in the store. */
async function openSearch(address: string, history: string[] = []) {
  const rendered = renderWithProviders(<p>Start</p>, {
    route: '/start',
    otherRoutes: { '/search': <SearchPage />, '/ebook': <p>Ebook page</p> },
    preloadedState: { searchHistory: { items: history } },
  });
  const { store, router } = rendered;
  const answered = (query: string, books: Product[]) => {
    // As the endpoint does: the products into the products slice, their ids into the query's result.
    store.dispatch(productsReceived(books));
    return store.dispatch(
      searchApi.util.upsertQueryData('searchProducts', query, onePage(books.map((book) => book.id))),
    );
  };
  await answered('seo', seoBooks);
  await answered('ai', aiBooks);
  // "quokka": no title has it, page 4 of book 1 does; "qqzzxx": neither.
  await answered('quokka', []);
  await answered('qqzzxx', []);
  const passages = (query: string, found: boolean) =>
    store.dispatch(
      passagesApi.util.upsertQueryData('searchPassages', query, {
        pages: [
          {
            passages: found ? [{ kind: 'page', bookId: 1, page: 4, snippet: 'A \uE000quokka\uE001 smiles.' }] : [],
            ids: found ? [1] : [],
            hasMore: false,
            last: null,
          },
        ],
        pageParams: [null],
      }),
    );
  await passages('quokka', true);
  await passages('qqzzxx', false);
  await store.dispatch(categoriesApi.util.upsertQueryData('getCategories', undefined, categories));
  await act(() => router.navigate(address));
  return rendered;
}

const box = () => screen.getByRole('searchbox', { name: 'Search ebooks' });
const results = () => screen.getByRole('list', { name: /^Results for/ });
const resultLinks = () => within(results()).getAllByRole('link');

test('a shared link runs its query: the box shows it and each row has name, description and a link to the ebook', async () => {
  await openSearch('/search?q=seo');
  expect(box()).toHaveValue('seo');
  expect(screen.getByRole('heading', { level: 2, name: 'Results for “seo”' })).toBeInTheDocument();
  const links = resultLinks();
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ebook?id=1', '/ebook?id=2', '/ebook?id=3']);
  expect(links[0]).toHaveAccessibleName('SEO Basics');
  expect(links[0]).toHaveAccessibleDescription('Rank higher in a weekend.');
  expect(links[1]).toHaveAccessibleDescription('No description provided.');
  expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('3 results for “seo”');
});

test('while the first results of a link are on their way, the recent searches and categories wait below them', async () => {
  // A search that has not answered yet (without this it would fail at once: there is no backend in jsdom).
  // The client needs an address to be built; nothing is sent to it.
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:9';
  process.env.VITE_SUPABASE_ANON_KEY ??= 'test-anon-key';
  const unanswered = new Promise(() => undefined);
  const rpc = jest.spyOn(supabase(), 'rpc').mockReturnValue({ retry: () => unanswered } as never);
  try {
    await openSearch('/search?q=unanswered', ['seo']);
  } finally {
    rpc.mockRestore();
  }
  expect(screen.queryByRole('list', { name: /^Results for/ })).not.toBeInTheDocument();
  // Drawn now, under the skeleton rows, they would jump down when the results arrived.
  expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Search by category' })).not.toBeInTheDocument();
});

test('a search no title matches but pages of books do says so above the passages, not “No results”', async () => {
  await openSearch('/search?q=quokka');
  expect(screen.queryByRole('heading', { name: 'No results for “quokka”' })).not.toBeInTheDocument();
  expect(screen.getByText('No ebook title contains “quokka”; the pages below do.')).toBeInTheDocument();
  const passages = screen.getByRole('region', { name: 'Passages in books' });
  expect(within(passages).getByRole('link')).toHaveAttribute('href', '/ebookcontent?id=1&page=4&find=quokka');
});

test('a search neither a title nor a page matches says “No results”', async () => {
  await openSearch('/search?q=qqzzxx');
  expect(screen.getByRole('heading', { name: 'No results for “qqzzxx”' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Passages in books' })).not.toBeInTheDocument();
});

test('with the results of a link in, the recent searches and categories are there below them', async () => {
  await openSearch('/search?q=seo', ['seo']);
  expect(resultLinks()).toHaveLength(3);
  expect(screen.getByRole('region', { name: 'Recent searches' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Search by category' })).toBeInTheDocument();
});

test('the arrow keys walk the results from the box and back, and Enter opens the focused one', async () => {
  const user = userEvent.setup();
  const { router, store } = await openSearch('/search?q=seo');
  await user.click(box());
  await user.keyboard('{ArrowDown}');
  expect(resultLinks()[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(resultLinks()[2]).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(resultLinks()[1]).toHaveFocus();
  // One Tab stop for the list: the row last focused.
  expect(resultLinks().map((link) => link.tabIndex)).toEqual([-1, 0, -1]);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(box()).toHaveFocus();

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(router.state.location.pathname + router.state.location.search).toBe('/ebook?id=2');
  // Opening a result is committing to its search: it joins the history.
  expect(selectSearchHistory(store.getState())).toEqual(['seo']);
});

test('the box follows the address when it changes from outside (Back, the top bar)', async () => {
  const { router } = await openSearch('/search?q=seo');
  await act(() => router.navigate('/search?q=ai'));
  expect(box()).toHaveValue('ai');
  expect(resultLinks().map((link) => link.textContent)).toEqual(['AI for FoundersTools that save a day a week.']);
  await act(() => router.navigate(-1));
  expect(box()).toHaveValue('seo');
});

test('the clear button empties the box, the results and the address, and puts focus back in the box', async () => {
  const user = userEvent.setup();
  const { router } = await openSearch('/search?q=seo');
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(box()).toHaveValue('');
  expect(box()).toHaveFocus();
  expect(screen.queryByRole('list', { name: /^Results for/ })).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
});

test('blanking the box clears the results at once', async () => {
  const user = userEvent.setup();
  await openSearch('/search?q=seo');
  await user.clear(box());
  await user.type(box(), '   ');
  expect(screen.queryByRole('list', { name: /^Results for/ })).not.toBeInTheDocument();
});

test('a history item and a category each run the search with their text, as a new entry', async () => {
  const user = userEvent.setup();
  const { router, store } = await openSearch('/search', ['seo']);
  const recent = within(screen.getByRole('region', { name: 'Recent searches' }));
  await user.click(recent.getByRole('button', { name: 'seo' }));
  expect(box()).toHaveValue('seo');
  expect(router.state.location.search).toBe('?q=seo');
  expect(resultLinks()).toHaveLength(3);

  const byCategory = within(screen.getByRole('region', { name: 'Search by category' }));
  expect(byCategory.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
  await user.click(byCategory.getByRole('button', { name: 'AI' }));
  expect(box()).toHaveValue('AI');
  expect(router.state.location.search).toBe('?q=AI');
  expect(selectSearchHistory(store.getState())).toEqual(['AI', 'seo']);
  // Pushed, not replaced: Back returns to the previous search.
  expect(router.state.historyAction).toBe('PUSH');
});

test('Clear history empties the recent searches and returns focus to the box', async () => {
  const user = userEvent.setup();
  const { store } = await openSearch('/search', ['seo', 'ai']);
  await user.click(screen.getByRole('button', { name: 'Clear history' }));
  expect(selectSearchHistory(store.getState())).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
  expect(box()).toHaveFocus();
});
