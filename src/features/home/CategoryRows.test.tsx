import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CategoryRows } from './CategoryRows';
import { ebook, withProducts } from '../../testing/fixtures';

const noRetry = () => {};

test('one section per category with ebooks, under its own heading, with See all to that category', () => {
  renderWithProviders(
    <CategoryRows
      rows={{
        status: 'ready',
        data: [
          { category: 'Digital Marketing', ids: [1, 2] },
          { category: 'Branding', ids: [] },
          { category: 'Business & Entrepreneurship', ids: [3] },
        ],
      }}
      onRetry={noRetry}
    />,
    {
      preloadedState: withProducts(
        ebook(1, { name: 'Funnels', category: 'Digital Marketing' }),
        ebook(2, { name: 'Ads That Work', category: 'Digital Marketing' }),
        ebook(3, { name: 'Cash Flow', category: 'Business & Entrepreneurship' }),
      ),
    },
  );
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Digital Marketing', 'Business & Entrepreneurship']);

  expect(screen.getByRole('link', { name: 'See all Business & Entrepreneurship' })).toHaveAttribute(
    'href',
    '/ebooks?category=Business%20%26%20Entrepreneurship',
  );
  const business = screen.getByRole('region', { name: 'Business & Entrepreneurship' });
  expect(within(business).getByRole('heading', { level: 3, name: 'Cash Flow' })).toBeInTheDocument();
  const marketing = screen.getByRole('region', { name: 'Digital Marketing' });
  expect(
    within(marketing)
      .getAllByRole('heading', { level: 3 })
      .map((name) => name.textContent),
  ).toEqual(['Funnels', 'Ads That Work']);
});

test('a failed load says so and offers Retry, never an empty page', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<CategoryRows rows={{ status: 'failed' }} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/i);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('while loading, skeleton rows hold the space and the wait is announced', () => {
  renderWithProviders(<CategoryRows rows={{ status: 'loading' }} onRetry={noRetry} />);
  expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
  expect(screen.queryAllByRole('heading')).toHaveLength(0);
  expect(document.querySelectorAll('.product-strip').length).toBeGreaterThan(0);
});
