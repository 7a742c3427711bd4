import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, ebook, signedInAuth, withProducts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { ReadingPosition } from '../readingProgress/readingProgress';
import { ContinueLearningSection } from './ContinueLearningSection';
import { loadCarouselSlider } from '../../shared/ui/carouselSliderLoader';

// react-slick is here, as Home's route brings it (app/routeReads.ts): its carousels render at once.
beforeAll(() => loadCarouselSlider());

const position = (
  productId: number,
  page: number,
  pageCount: number,
  turnedAt: string,
  name: string | null,
): ReadingPosition => ({
  productId,
  page,
  pageCount,
  furthestPage: page,
  device: 'Chrome on Linux',
  turnedAt,
  book: name === null ? null : { name, image: null },
});

const reading = (userId: string, ...positions: ReadingPosition[]) => ({
  auth: signedInAuth(demoReader),
  readingProgress: {
    userId,
    positions: Object.fromEntries(positions.map((item) => [String(item.productId), item])),
    shownHere: {},
    unsent: [],
  },
});

test('is not there at all until a book has been opened', () => {
  renderWithProviders(<ContinueLearningSection />, { preloadedState: reading(demoReader.id) });
  expect(screen.queryByRole('heading', { name: 'Continue learning' })).not.toBeInTheDocument();
});

test('lists the books being read, the most recently read first, each with its page and progress', () => {
  renderWithProviders(<ContinueLearningSection />, {
    preloadedState: reading(
      demoReader.id,
      position(3, 12, 40, '2026-11-22T09:00:00.000Z', 'Read yesterday'),
      position(9, 5, 600, '2026-11-22T11:00:00.000Z', 'Read just now'),
    ),
  });
  const section = screen.getByRole('region', { name: 'Continue learning' });
  const names = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Read just now', 'Read yesterday']);
  expect(within(section).getByText('Page 12 of 40')).toBeInTheDocument();
  const bar = within(section).getByRole('progressbar', { name: 'Page 12 of 40' });
  expect(bar).toHaveAttribute('value', '12');
  expect(bar).toHaveAttribute('max', '40');
});

test('one click opens the reader on that book', async () => {
  const { router } = renderWithProviders(<ContinueLearningSection />, {
    preloadedState: reading(demoReader.id, position(9, 5, 600, '2026-11-22T11:00:00.000Z', 'SEO Basics')),
    otherRoutes: { '/ebookcontent': <p>The reader</p> },
  });
  expect(screen.getByRole('link', { name: 'SEO Basics' })).toHaveAttribute('href', '/ebookcontent?id=9');
  await userEvent.click(screen.getByRole('link', { name: 'SEO Basics' }));
  expect(router.state.location.search).toBe('?id=9');
  expect(screen.getByText('The reader')).toBeInTheDocument();
});

test('a book without a snapshot is named from the products store', () => {
  renderWithProviders(<ContinueLearningSection />, {
    preloadedState: {
      ...reading(demoReader.id, position(4, 2, 10, '2026-11-22T11:00:00.000Z', null)),
      ...withProducts(ebook(4, { name: 'From the store' })),
    },
  });
  expect(screen.getByRole('link', { name: 'From the store' })).toBeInTheDocument();
});

test('another user’s positions left on this device are never shown', () => {
  renderWithProviders(<ContinueLearningSection />, {
    preloadedState: reading('someone-else', position(3, 12, 40, '2026-11-22T09:00:00.000Z', 'Not yours')),
  });
  expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
});
