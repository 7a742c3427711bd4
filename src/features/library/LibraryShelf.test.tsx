import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, ebook, signedInAuth, withProducts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LibraryShelf } from './LibraryShelf';
import type { Shelf } from './libraryShelf';

function renderShelf(
  shelf: Shelf,
  {
    onRetry = () => {},
    cardExtras = undefined as ((id: number, card: { readable: boolean }) => string) | undefined,
  } = {},
) {
  return renderWithProviders(
    <LibraryShelf
      shelf={shelf}
      loadingLabel="Loading your purchased ebooks…"
      failureMessage="Your purchased ebooks could not be loaded."
      onRetry={onRetry}
      retrying={false}
      cardExtras={cardExtras}
    />,
    {
      route: '/mylibrary',
      otherRoutes: { '/': <h1>Home page</h1> },
      preloadedState: {
        ...withProducts(
          ebook(1, { name: 'Free Guide', category: 'SEO' }),
          ebook(2, { name: 'Premium Playbook', category: 'Branding', premium: true, regularPrice: 23, price: 23 }),
        ),
        auth: signedInAuth(demoReader),
      },
    },
  );
}

test('an empty tab says "Your Library is Empty", and Browse Ebooks goes home', async () => {
  renderShelf({ status: 'ready', data: [] });
  expect(screen.getByRole('heading', { name: 'Your Library is Empty' })).toBeInTheDocument();
  expect(screen.getByText('Start exploring our collection of ebooks')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Browse Ebooks' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

test('skeleton cards stand in while the tab loads, and screen readers hear that it is loading', () => {
  renderShelf({ status: 'loading' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your purchased ebooks…');
  expect(document.querySelectorAll('.library-card--skeleton').length).toBeGreaterThan(0);
  expect(screen.queryByText('Your Library is Empty')).not.toBeInTheDocument();
});

test('a failed load says so with Retry, and is never shown as an empty library', async () => {
  const onRetry = jest.fn();
  renderShelf({ status: 'failed' }, { onRetry });
  expect(screen.getByRole('alert')).toHaveTextContent('Your purchased ebooks could not be loaded.');
  expect(screen.queryByText('Your Library is Empty')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('each book is a card with its cover, category, name, Free or Premium badge and what the app adds under it', () => {
  renderShelf(
    { status: 'ready', data: [2, 1] },
    {
      cardExtras: (id, { readable }) => `Extras of ${id}${readable ? ', which can be read' : ''}`,
    },
  );
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Premium Playbook',
    'Free Guide',
  ]);
  const premium = within(screen.getByRole('article', { name: 'Premium Playbook' }));
  expect(premium.getByText('Branding')).toBeInTheDocument();
  expect(premium.getByText('Premium')).toBeInTheDocument();
  // Not owned as far as anyone knows yet: nothing to read, so nothing to save offline either.
  expect(premium.getByText('Extras of 2')).toBeInTheDocument();
  expect(premium.getByRole('link', { name: 'Premium Playbook' })).toHaveAttribute('href', '/ebook?id=2');
  expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'https://covers.test/2.png');

  const free = within(screen.getByRole('article', { name: 'Free Guide' }));
  expect(free.getByText('Free')).toBeInTheDocument();
  // Not got as far as anyone knows yet either.
  expect(free.getByText('Extras of 1')).toBeInTheDocument();
});

test('until the orders are known, no book offers anything it may take back', () => {
  renderShelf({ status: 'ready', data: [2, 1] });
  const free = within(screen.getByRole('article', { name: 'Free Guide' }));
  expect(free.queryByRole('link', { name: /Read Book/ })).not.toBeInTheDocument();
  expect(free.getByRole('button', { name: 'Checking your library…' })).toHaveAttribute('aria-busy', 'true');
  const premium = within(screen.getByRole('article', { name: 'Premium Playbook' }));
  expect(premium.queryByRole('link', { name: /Read Book|Buy Now/ })).not.toBeInTheDocument();
  expect(premium.getByRole('button', { name: 'Checking your library…' })).toHaveAttribute('aria-busy', 'true');
});
