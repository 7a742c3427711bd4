import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RecentlyAddedSection } from './RecentlyAddedSection';
import { ebook, withProducts } from '../../testing/fixtures';
import { loadCarouselSlider } from '../../shared/ui/carouselSliderLoader';

// react-slick is here, as Home's route brings it (app/routeReads.ts): its carousels render at once.
beforeAll(() => loadCarouselSlider());

test('shows the newest ebooks as cards under "Recently Added Books", with See all', () => {
  renderWithProviders(<RecentlyAddedSection newest={{ status: 'ready', data: [5, 4] }} onRetry={() => {}} />, {
    preloadedState: withProducts(ebook(5, { name: 'Newest' }), ebook(4, { name: 'Second newest' })),
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Recently Added Books' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all Recently Added Books' })).toHaveAttribute('href', '/ebooks');
  const carousel = screen.getByRole('region', { name: 'Recently Added Books' });
  expect(
    within(carousel)
      .getAllByRole('heading', { level: 3 })
      .map((name) => name.textContent),
  ).toEqual(['Newest', 'Second newest']);
});

test('skeleton cards stand in while loading', () => {
  renderWithProviders(<RecentlyAddedSection newest={{ status: 'loading' }} onRetry={() => {}} />);
  expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
  expect(document.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
});

test('a failed load shows the failure with Retry', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<RecentlyAddedSection newest={{ status: 'failed' }} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/i);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('an empty catalogue says so rather than showing an empty row', () => {
  renderWithProviders(<RecentlyAddedSection newest={{ status: 'ready', data: [] }} onRetry={() => {}} />);
  expect(screen.getByRole('heading', { name: 'No Ebooks Found' })).toBeInTheDocument();
});

test('the first covers a phone shows load at once, the rest when near', () => {
  const ids = [9, 8, 7, 6, 5];
  renderWithProviders(<RecentlyAddedSection newest={{ status: 'ready', data: ids }} onRetry={() => {}} />, {
    preloadedState: withProducts(...ids.map((id) => ebook(id, { image: `https://covers.test/${id}.svg` }))),
  });
  const loading = [...document.querySelectorAll<HTMLImageElement>('.product-card img')].map((img) =>
    img.getAttribute('loading'),
  );
  expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
});
