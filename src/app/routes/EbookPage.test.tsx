import { visitorAuth } from '../../testing/fixtures';
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

const visitor = { auth: visitorAuth };
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

test.each(['/ebook', '/ebook?id='])('%s, naming no ebook at all, goes home', async (route) => {
  renderWithProviders(<EbookPage />, { route, preloadedState: visitor, otherRoutes: home });
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test.each(['/ebook?id=abc', '/ebook?id=-4', '/ebook?id=1.5'])(
  '%s says the ebook is not found, with the way home and no Retry',
  (route) => {
    renderWithProviders(<EbookPage />, { route, preloadedState: visitor, otherRoutes: home });
    expect(screen.getByRole('heading', { level: 1, name: 'Ebook not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(document.title).toBe('Ebook not found – Mentoria');
  },
);

test('an ebook that cannot be loaded says "Failed to load product" with Retry, and stays', async () => {
  // No backend under jsdom and nothing in the store: the load fails for want of a network.
  const { store, router } = renderWithProviders(<EbookPage />, {
    route: '/ebook?id=999999',
    preloadedState: visitor,
    otherRoutes: home,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/ebook');
  expect(store.getState().toasts.items).toEqual([]);
});

test("the ebook's name is the document's title", () => {
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore });
  expect(document.title).toBe('Deep Work for Marketers – Mentoria');
});

test('a failed refresh keeps an ebook already on screen; its related ebooks offer Retry', async () => {
  renderWithProviders(<EbookPage />, { route: '/ebook?id=7', preloadedState: inStore, otherRoutes: home });
  expect(await screen.findByText('The related ebooks could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Deep Work for Marketers' })).toBeInTheDocument();
  expect(screen.queryByText('No related ebooks found.')).not.toBeInTheDocument();
});
