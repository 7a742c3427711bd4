import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RecentlyViewedSection } from './RecentlyViewedSection';
import { loadCarouselSlider } from '../../shared/ui/carouselSliderLoader';

// react-slick is here, as Home's route brings it (app/routeReads.ts): its carousels render at once.
beforeAll(() => loadCarouselSlider());

const viewed = (...entries: { id: number; name: string }[]) => ({
  recentlyViewed: {
    items: entries.map(({ id, name }) => ({ id, name, image: null, category: 'SEO' })),
  },
});

test('is not there at all until an ebook has been opened', () => {
  renderWithProviders(<RecentlyViewedSection />);
  expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument();
});

test('lists the ebooks opened lately, most recent first, each opening its detail again', () => {
  renderWithProviders(<RecentlyViewedSection />, {
    preloadedState: viewed({ id: 12, name: 'Opened last' }, { id: 7, name: 'Opened first' }),
  });
  const section = screen.getByRole('region', { name: 'Recently Viewed' });
  const names = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Opened last', 'Opened first']);
  expect(within(section).getByRole('link', { name: 'Opened last' })).toHaveAttribute('href', '/ebook?id=12');
});

test('shows an ebook from its snapshot alone, even one the products store has never held', () => {
  renderWithProviders(<RecentlyViewedSection />, { preloadedState: viewed({ id: 999, name: 'Only a snapshot' }) });
  expect(screen.getByRole('link', { name: 'Only a snapshot' })).toHaveAttribute('href', '/ebook?id=999');
  expect(screen.getByText('SEO')).toBeInTheDocument();
});
