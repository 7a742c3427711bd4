import { expect } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { ebook } from '../../testing/fixtures';
import { productsReceived } from '../products/productsSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Passage } from './passages';
import { passagesApi, type PassagePage } from './passagesApi';
import { PassageResults } from './PassageResults';

/**
 * The passages under the title results, against a store that already holds the answer (no backend in
 * jsdom): what the database decided a reader may see is drawn as such. The integration tests
 * (tests/integration/passageSearch.test.ts) check the deciding.
 */

const MARK = (word: string) => `\uE000${word}\uE001`;

/** Opens a screen with the passages for `query` already in the store, as the endpoint would have put them. */
async function showPassages(query: string, passages: Passage[], hasMore = false) {
  const rendered = renderWithProviders(<p>Start</p>, {
    route: '/start',
    otherRoutes: { '/search': <PassageResults query={query} /> },
  });
  const { store, router } = rendered;
  const last = hasMore ? { after_rank: 0.5, after_book_id: 7, after_page: 1 } : null;
  const page: PassagePage = { passages, ids: passages.map((passage) => passage.bookId), hasMore, last };
  store.dispatch(
    productsReceived([ebook(7, { name: 'Pricing for Makers' }), ebook(9, { name: 'Premium Pricing', premium: true })]),
  );
  await store.dispatch(
    passagesApi.util.upsertQueryData('searchPassages', query, { pages: [page], pageParams: [null] }),
  );
  await act(() => router.navigate('/search'));
  return rendered;
}

const passagesList = () => within(screen.getByRole('region', { name: 'Passages in books' })).getByRole('list');

test('a passage shows its book, its page and the words of the search marked, and opens the reader there', async () => {
  await showPassages('pricing plan', [
    { kind: 'page', bookId: 7, page: 12, snippet: `Set a ${MARK('pricing')}\nlevel and ${MARK('plan')} it <b>now</b>` },
  ]);
  const link = within(passagesList()).getByRole('link');
  expect(link).toHaveTextContent('Pricing for Makers');
  expect(link).toHaveTextContent('Page 12');
  expect(link).toHaveAttribute('href', '/ebookcontent?id=7&page=12&find=pricing+plan');
  const marked = Array.from(link.querySelectorAll('mark')).map((mark) => mark.textContent);
  expect(marked).toEqual(['pricing', 'plan']);
  // The book's text is text: markup in it is shown as written, never drawn.
  expect(link).toHaveTextContent('Set a pricing level and plan it <b>now</b>');
  expect(link.querySelector('b')).toBeNull();
});

test('a premium book the reader does not own says on how many pages it matches, with the way to buy it', async () => {
  await showPassages('pricing', [{ kind: 'locked', bookId: 9, matchingPages: 4 }]);
  const item = within(passagesList()).getByRole('listitem');
  expect(item).toHaveTextContent('Premium Pricing');
  expect(item).toHaveTextContent('Matches on 4 pages');
  expect(within(item).getByRole('link', { name: 'Buy it to read these pages' })).toHaveAttribute('href', '/ebook?id=9');
  expect(item.querySelector('mark')).toBeNull();
});

test('no passages, no section: the title results already say what matched', async () => {
  await showPassages('zzqx', []);
  expect(screen.queryByRole('region', { name: 'Passages in books' })).not.toBeInTheDocument();
});

test('more passages are a button away when the database has them', async () => {
  await showPassages('pricing', [{ kind: 'page', bookId: 7, page: 1, snippet: MARK('pricing') }], true);
  expect(screen.getByRole('button', { name: 'Show more passages' })).not.toHaveAttribute('aria-disabled', 'true');
});
