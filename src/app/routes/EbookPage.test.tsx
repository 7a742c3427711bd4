import { expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Product } from '../../features/products/products';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { EbookPage } from './EbookPage';

const ebook: Product = {
  id: 7,
  name: 'Deep Work for Marketers',
  category: 'Digital Marketing',
  type: 'Guide',
  premium: true,
  regularPrice: 23,
  salePrice: null,
  price: 23,
  image: null,
  shortDescription: 'A practical guide.',
  descriptionHtml: '<p>Focus.</p><script>window.ran = true</script>',
  contentPath: '0007-deep-work.pdf',
  pageCount: 120,
  rating: 4.6,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const visitor = { auth: { status: 'signedOut' as const, user: null, loginModalOpen: false, afterSignIn: null } };
/** An ebook a list already brought into the store. */
const inStore = {
  ...visitor,
  products: { ids: [ebook.id], entities: { [ebook.id]: ebook }, receivedAt: { [ebook.id]: Date.now() } },
};
const home = { '/': <h1>Home</h1> };

test('an ebook already in the store renders at once, before any answer from the server', () => {
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore, otherRoutes: home });
  expect(screen.getByRole('heading', { level: 1, name: 'Deep Work for Marketers' })).toBeInTheDocument();
  const details = within(screen.getByRole('list', { name: 'Details' }));
  expect(details.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['Premium', 'Guide', '120 pages']);
  expect(screen.getByText('4.6')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buy Now 23$' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute(
    'href',
    '/ebooks?category=Digital%20Marketing',
  );
});

test('opening an ebook puts it first in Recently viewed', () => {
  const { store } = renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore });
  expect(store.getState().recentlyViewed.items[0]).toEqual({
    id: 7,
    name: 'Deep Work for Marketers',
    image: null,
    category: 'Digital Marketing',
  });
});

test('the description is shown without its script', () => {
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore });
  const description = screen.getByRole('tabpanel', { name: 'Description' });
  expect(description).toHaveTextContent('Focus.');
  expect(description.querySelector('script')).toBeNull();
  expect((window as { ran?: boolean }).ran).toBeUndefined();
});

test('an ebook without a rating says so', () => {
  const unrated = { ...inStore, products: { ...inStore.products, entities: { 7: { ...ebook, rating: null } } } };
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: unrated });
  expect(screen.getByText('No rating yet')).toBeInTheDocument();
});

test.each(['/ebook', '/ebook?id=', '/ebook?id=abc', '/ebook?id=-4'])('%s goes home', async (route) => {
  renderWithProviders(<EbookPage />, { route, preloadedState: visitor, otherRoutes: home });
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('an ebook that cannot be loaded says "Failed to load product" and goes home', async () => {
  // No backend under jsdom and nothing in the store: the load fails, as for an unknown id.
  const { store, router } = renderWithProviders(<EbookPage />, {
    route: '/ebook?id=999999',
    preloadedState: visitor,
    otherRoutes: home,
  });
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({ kind: 'danger', message: 'Failed to load product' }),
  ]);
});

test('a failed refresh keeps an ebook already on screen; its related ebooks offer Retry', async () => {
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore, otherRoutes: home });
  expect(await screen.findByText('The related ebooks could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Deep Work for Marketers' })).toBeInTheDocument();
  expect(screen.queryByText('No related ebooks found.')).not.toBeInTheDocument();
});
