import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CategoryChips } from './CategoryChips';
import { loadCarouselSlider } from '../../shared/ui/carouselSliderLoader';

// react-slick is here, as Home's route brings it (app/routeReads.ts): its carousels render at once.
beforeAll(() => loadCarouselSlider());

const categories = [
  { name: 'All', icon: 'layout-grid', position: 0 },
  { name: 'Digital Marketing', icon: 'megaphone', position: 1 },
  { name: 'Business & Entrepreneurship', icon: 'briefcase', position: 2 },
];

test('every chip is a link to the ebooks of its category; "All" to every ebook', () => {
  renderWithProviders(<CategoryChips categories={{ status: 'ready', data: categories }} onRetry={() => {}} />);
  const chips = within(screen.getByRole('region', { name: 'Browse by Category' }));
  expect(chips.getByRole('link', { name: 'All', hidden: true })).toHaveAttribute('href', '/ebooks');
  expect(chips.getByRole('link', { name: 'Digital Marketing', hidden: true })).toHaveAttribute(
    'href',
    '/ebooks?category=Digital%20Marketing',
  );
  expect(chips.getByRole('link', { name: 'Business & Entrepreneurship', hidden: true })).toHaveAttribute(
    'href',
    '/ebooks?category=Business%20%26%20Entrepreneurship',
  );
});

test('if the categories could not be loaded, Retry asks again', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<CategoryChips categories={{ status: 'failed' }} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The categories could not be loaded.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
